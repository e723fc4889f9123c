// `npm run bench:scale` (opt-in: not in `npm run bench`; its `--smoke` is in `npm run bench:smoke`): the reads of one
// business as the platform grows. The same business (registered through the API, a busy diary seeded with
// bench:money's generator) is measured in two database files: beside 50 other businesses, and beside 9,999 (about
// 5 million appointments, 1 million clients, 2 million payments; scale-seed.ts). The second file is a copy of the
// first with the rest added, so the measured business's rows are the same in both. Each file is served by its own
// server process (scale-server.ts); the requests alternate between the two, so both see the same machine.
// Reads: availability slots (7 days), client search, the calendar's month list, the dashboard, the income list.
// Target (issue 27): each p95 at 10,000 businesses within 1.2x of its p95 at 50. Prints the seeding time and the
// database file sizes. Options: `--businesses N` (10,000; `--smoke`: 100, beside 10), `--samples N` (100; smoke 1),
// `--keep` (leave both files), `--explain` (each read's statements with SQLite's plan on the big file), `--smoke`.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import Database from 'libsql';
import { addDays, toLocal } from '../packages/api/src/shared/zoned';
import { generate, type Scale } from './money-seed';
import { emptyTables, insert } from './money-tables';
import { type Conn, copiesDiffer, count, openSeeder, otherId, PER_BUSINESS, seedOthers } from './scale-seed';
import { csrfFor, registerUser, startCountingServer } from './server';
import { SMOKE, SMOKE_OPTION, sized, verdict, writeResults } from './smoke';

const { values: args } = parseArgs({
  options: {
    businesses: { type: 'string' },
    samples: { type: 'string' },
    keep: { type: 'boolean' },
    explain: { type: 'boolean' },
    ...SMOKE_OPTION,
  },
});
const TOTAL = Number(args.businesses ?? sized(10_000, 100));
const NEAR = sized(50, 10);
const SAMPLES = Number(args.samples ?? sized(100, 1));
const WARMUP = sized(10, 0);
const TARGET = 1.2;
/** The measured business: a busy one (the others have 500 appointments, 100 clients and about 200 payments each). */
const MAIN: Scale = SMOKE
  ? { clients: 100, appointments: 500, sales: 50, payments: 600, expenses: 50, series: 1, vouchers: 5 }
  : { clients: 1_000, appointments: 5_000, sales: 500, payments: 6_000, expenses: 500, series: 2, vouchers: 20 };

const loadBefore = loadavg()[0] ?? 0;
const secs = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;
const mb = (path: string) => statSync(path).size / 1024 / 1024;

// 1. The measured business, through the API (registration, a service) and bench:money's generator.
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const setup = await startCountingServer('kairos-bench-scale-');
const near = join(setup.dir, 'bench.db');
const far = join(setup.dir, 'scale.db');
const cookie = await registerUser(setup.origin);
const h = { cookie, accept: 'application/json' };
const me = (await (await fetch(`${setup.origin}/api/v1/user`, { headers: h })).json()).data;
const business = me.business as { id: string; currency: string; timezone: string };
const xsrf = await csrfFor(setup.origin, cookie);
const created = await fetch(`${setup.origin}/api/v1/services`, {
  method: 'POST',
  headers: {
    ...h,
    'content-type': 'application/json',
    cookie: `${cookie}; XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': decodeURIComponent(xsrf),
  },
  body: JSON.stringify({
    name: 'Haircut',
    type: 'single',
    parts: [{ title: 'Cut', duration_minutes: 45, type: 'block' }],
    colour: '#db2777',
    price: 4000,
  }),
});
if (created.status !== 200) throw new Error(`POST /api/v1/services answered ${created.status}: ${await created.text()}`);
const service = (await created.json()).data as { id: string };
const now = Date.now();
const t = emptyTables();
generate(t, business.id, business.currency, business.timezone, MAIN, now, 1);
for (const [name, tbl] of Object.entries(t)) await insert(setup.rt.client, name, tbl);
await setup.close(true);
const tMain = secs(t0);

// 2. Beside NEAR - 1 others: the small file; a copy of it, then the rest: the big one.
const others = (db: Conn, from: number, to: number, label: string) => {
  const t1 = performance.now();
  let shown = 0;
  const rows = seedOthers(db, business.id, from, to, now, 100, (done) => {
    if (done - shown < (to - from) / 20 && done < to - from) return;
    shown = done;
    const s = (performance.now() - t1) / 1000;
    console.log(
      `[bench] ${label}: ${done.toLocaleString('en-GB')} of ${(to - from).toLocaleString('en-GB')} businesses, ${s.toFixed(0)} s (${(done / s).toFixed(0)} businesses/s)`,
    );
  });
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  return rows;
};
const TABLES = ['appointments', 'appointment_clients', 'clients', 'payments', 'payment_allocations'];
const t2 = performance.now();
const small = openSeeder(near);
others(small, 0, NEAR - 1, `beside ${NEAR}`);
// The rows of the small file (cheap to count) plus what the rest added: the big file's rows.
const totals = Object.fromEntries(TABLES.map((x) => [x, count(small, x)]));
small.close();
const tNear = secs(t2);
copyFileSync(near, far);
const t3 = performance.now();
const big = openSeeder(far);
for (const [table, added] of Object.entries(others(big, NEAR - 1, TOTAL - 1, `beside ${TOTAL.toLocaleString('en-GB')}`)))
  if (table in totals) totals[table] = (totals[table] ?? 0) + added;
const tFar = secs(t3);
// The copies the triggers wrote equal the rows: the whole file on the smoke run; on the full one, the measured
// business and every 500th other (per business, through the business_id indexes: seconds, not a scan of 15 GB).
const sample = [business.id, ...Array.from({ length: Math.ceil((TOTAL - 1) / 500) }, (_, k) => otherId(k * 500))];
for (const id of sample) {
  const differ = copiesDiffer(big, id);
  if (differ) throw new Error(differ);
}
if (SMOKE) {
  const bad = big
    .prepare(`SELECT count(*) AS n FROM analytics_visits v WHERE paid <> (SELECT coalesce(sum(amount), 0) FROM payment_allocations pa
    WHERE pa.appointment_id = v.appointment_id AND pa.client_id = v.client_id)`)
    .get() as { n: number };
  if (bad.n) throw new Error(`${bad.n} visits' paid differs from their allocations`);
  if (count(big, 'analytics_visits') !== count(big, 'appointment_clients'))
    throw new Error('analytics visits differ from appointment clients');
  const keys = big.prepare('PRAGMA foreign_key_check').all();
  if (keys.length) throw new Error(`foreign keys broken: ${JSON.stringify(keys.slice(0, 3))}`);
}
big.close();
const seeding = (performance.now() - t0) / 1000;
// The seed runs in this process (the libSQL calls are synchronous): its CPU time says what a quiet machine would take.
const seedingCpu = ((c) => (c.user + c.system) / 1e6)(process.cpuUsage(cpu0));
const n = (x: number) => x.toLocaleString('en-GB');
console.log(
  `[bench] seeded in ${seeding.toFixed(1)} s, ${seedingCpu.toFixed(1)} s of CPU (the measured business ${tMain}, beside ${NEAR} ${tNear}, the other ${n(TOTAL - NEAR)} ${tFar}): ` +
    `${n(TOTAL)} businesses, ${n(totals.appointments ?? 0)} appointments, ${n(totals.clients ?? 0)} clients, ${n(totals.payments ?? 0)} payments, ` +
    `${n(totals.payment_allocations ?? 0)} allocations, ${n(totals.appointment_clients ?? 0)} appointment clients`,
);
console.log(
  `[bench] database files: ${NEAR} businesses ${mb(near).toFixed(1)} MB, ${n(TOTAL)} businesses ${mb(far).toFixed(1)} MB`,
);

// 3. Both files served, the same requests alternating between them.
const statementLog = join(setup.dir, 'statements.jsonl');
async function serveFile(path: string, log?: string): Promise<{ origin: string; child: ChildProcess }> {
  const script = join(import.meta.dirname, 'scale-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, path, ...(log ? [log] : [])], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    const port = line.startsWith('{') ? (JSON.parse(line) as { port?: number }).port : undefined;
    if (port) return { origin: `http://127.0.0.1:${port}`, child };
  }
  throw new Error(`the server for ${path} exited before listening`);
}
const servers = [await serveFile(near), await serveFile(far, args.explain ? statementLog : undefined)];

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number;
};
interface Row {
  name: string;
  near: { p50: number; p95: number };
  far: { p50: number; p95: number };
  /** p95 beside TOTAL / p95 beside NEAR: the target. */
  ratio: number;
  /** The same for p50 (steadier on a busy machine). */
  ratio50: number;
  same: boolean;
}
async function measure(name: string, path: (k: number) => string): Promise<Row> {
  const times: [number[], number[]] = [[], []];
  const bodies: string[] = ['', ''];
  for (let k = 0; k < WARMUP + SAMPLES; k++) {
    for (const side of k % 2 ? [1, 0] : [0, 1]) {
      const t1 = performance.now();
      const res = await fetch(`${servers[side]?.origin}${path(k)}`, { headers: h });
      const body = await res.text();
      const dt = performance.now() - t1;
      if (res.status !== 200) throw new Error(`${path(k)} answered ${res.status}: ${body.slice(0, 300)}`);
      if (k === 0) bodies[side] = body;
      if (k >= WARMUP) times[side]?.push(dt);
    }
  }
  const stats = (xs: number[]) => ({ p50: percentile(xs, 50), p95: percentile(xs, 95) });
  const r = { name, near: stats(times[0]), far: stats(times[1]), ratio: 0, ratio50: 0, same: bodies[0] === bodies[1] };
  r.ratio = r.far.p95 / r.near.p95;
  r.ratio50 = r.far.p50 / r.near.p50;
  if (args.explain) await explain(name, path(0));
  return r;
}

/** `--explain`: one more request to the big file's server, then SQLite's plan for each statement it sent. */
async function explain(name: string, path: string) {
  writeFileSync(statementLog, '');
  await (await fetch(`${servers[1]?.origin}${path}`, { headers: h })).text();
  const db = new Database(far, { readonly: true });
  console.log(`\n[explain] ${name}: ${path}`);
  for (const line of readFileSync(statementLog, 'utf8').split('\n').filter(Boolean)) {
    const { sql, args: a } = JSON.parse(line) as { sql: string; args: unknown[] | Record<string, unknown> };
    if (!/^\s*(SELECT|WITH)/i.test(sql)) continue;
    try {
      const stmt = db.prepare(`EXPLAIN QUERY PLAN ${sql}`);
      const plan = (Array.isArray(a) ? stmt.all(...a) : stmt.all(a)) as { detail: string }[];
      console.log(`  ${sql.replace(/\s+/g, ' ').slice(0, 240)}`);
      for (const p of plan) console.log(`      ${p.detail}`);
    } catch (e) {
      console.log(`  (no plan: ${(e as Error).message}) ${sql.slice(0, 120)}`);
    }
  }
  db.close();
}

try {
  const today = toLocal(now, business.timezone).date;
  const terms = ['olena', 'koval1', 'c77@ex', 'smith', 'emma jones', 'xyz-none'];
  const rows: Row[] = [
    await measure('baseline GET /api/v1/user', () => '/api/v1/user'),
    await measure(
      'slots, 7 days',
      () => `/api/v1/availability/slots?service_id=${service.id}&from=${addDays(today, 1)}&to=${addDays(today, 7)}`,
    ),
    await measure(
      'client search',
      (k) => `/api/v1/clients?per_page=10&search=${encodeURIComponent(terms[k % terms.length] as string)}`,
    ),
    await measure('calendar list, 31 days', () => `/api/v1/appointments?from=${addDays(today, -30)}&to=${today}`),
    await measure('dashboard', () => '/api/v1/data/statistic'),
    await measure('income list, page 1', () => '/api/v1/payments?page=1'),
  ];
  console.log(
    `\n${'read'.padEnd(28)} ${`${NEAR} businesses p50/p95`.padStart(24)} ${`${n(TOTAL)} p50/p95`.padStart(22)}  p95 ratio  (p50)  same answer  target <= ${TARGET}x`,
  );
  for (const r of rows) {
    const pair = (x: { p50: number; p95: number }) => `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)} ms`;
    console.log(
      `${r.name.padEnd(28)} ${pair(r.near).padStart(24)} ${pair(r.far).padStart(22)}  ${r.ratio.toFixed(2).padStart(9)}  ${r.ratio50.toFixed(2).padStart(5)}  ${(r.same ? 'yes' : 'NO').padStart(11)}  ${r === rows[0] ? '' : verdict(r.ratio <= TARGET, 'MISS')}`,
    );
  }
  const missed = rows.slice(1).filter((r) => r.ratio > TARGET);
  console.log(
    `\nreads at ${n(TOTAL)} businesses within ${TARGET}x of ${NEAR}: ${verdict(missed.length === 0, `MISS (${missed.map((r) => r.name).join(', ')})`)}` +
      `  (seeding ${seeding.toFixed(0)} s, ${seedingCpu.toFixed(0)} s CPU, ${mb(far).toFixed(0)} MB; load average ${loadBefore.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores)`,
  );
  writeResults('scale-latest.json', {
    date: new Date().toISOString(),
    businesses: TOTAL,
    per_business: PER_BUSINESS,
    measured: MAIN,
    seeding_s: seeding,
    seeding_cpu_s: seedingCpu,
    file_mb: { near: mb(near), far: mb(far) },
    rows: totals,
    samples: SAMPLES,
    results: rows,
  });
} finally {
  for (const s of servers) s.child.stdin?.end();
  await Promise.all(servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once('exit', r)))));
  if (args.keep) console.log(`[bench] database files kept: ${near} and ${far}`);
  else rmSync(setup.dir, { recursive: true, force: true });
}
