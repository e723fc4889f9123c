// `npm run bench:load`: the API and the booking page under load (issue 27, "Under load"). autocannon, 50
// connections, a warm-up then 10 s per scenario, against the production Node runtime with the built web app
// mounted (bench/booking-server.ts) and bench:booking's salon (bench/booking-seed.ts) plus 60 clients:
//   1. GET /healthz (the baseline),
//   2. GET /api/v1/user with the owner's session,
//   3. GET /api/v1/clients?per_page=25 with the owner's session (60 clients),
//   4. the public slots for 7 days (what the booking page calls),
//   5. the public booking page's HTML (/online-booking/{slug}).
// Prints req/s, p50/p99, errors and non-2xx, and each scenario's throughput against /healthz. Targets: no
// errors anywhere; the client list >= 30 % of /healthz throughput; p99 <= 100 ms for the slots and the page.
import { cpus } from 'node:os';
import { clients } from '@kairos/db';
import { derivedColumns } from '../packages/api/src/clients/output';
import { addDays } from '../packages/api/src/shared/zoned';
import { SLUG, seedBookingBusiness } from './booking-seed';
import { startBookingServer } from './booking-server';
import { loadRunOptions, measureInTurn, type ScenarioResult } from './load';
import { loadAtStart, sized, verdict, writeResults } from './smoke';

const CLIENT_RATIO_TARGET = 0.3;
const P99_TARGET_MS = 100;
const CLIENTS = 60;

// `node --import tsx bench/under-load.ts --connections 50 --seconds 10 --warmup 3` (`--smoke`: 2 connections, 1 s each)
const {
  connections: CONNECTIONS,
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
} = loadRunOptions({
  connections: 50,
  seconds: 10,
  warmup: 3,
});

const loadBefore = loadAtStart();

const FIRST = ['Anna', 'Ben', 'Chloe', 'Dmytro', 'Emma', 'Farid', 'Grace', 'Hanna', 'Ivan', 'Jade'];

const server = await startBookingServer();
let results: ScenarioResult[] = [];
try {
  const t0 = performance.now();
  const biz = await seedBookingBusiness(server);
  await server.rt.db.insert(clients).values(
    Array.from({ length: CLIENTS }, (_, i) => {
      const first = FIRST[i % FIRST.length] as string;
      const last = `Client${i}`;
      const email = `load${i}@example.com`;
      const phone = `+4477008${String(i).padStart(5, '0')}`;
      return {
        business_id: biz.businessId,
        first_name: first,
        last_name: last,
        email,
        phone,
        ...derivedColumns({ first_name: first, last_name: last, email, phone }),
      };
    }),
  );
  console.log(`[bench] seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const from = addDays(biz.today, 1);
  const owner = { cookie: biz.cookie, accept: 'application/json' };
  const scenarios: { name: string; path: string; headers?: Record<string, string>; p99Target?: boolean }[] = [
    { name: 'baseline', path: '/healthz' },
    { name: 'user', path: '/api/v1/user', headers: owner },
    { name: 'clients list', path: '/api/v1/clients?per_page=25', headers: owner },
    {
      name: 'public slots, 7 days',
      path: `/api/v1/online-booking/${SLUG}/slots?service_id=${biz.cut}&from=${from}&to=${addDays(from, 6)}`,
      headers: { accept: 'application/json' },
      p99Target: true,
    },
    { name: 'public booking page', path: `/online-booking/${SLUG}`, headers: { accept: 'text/html' }, p99Target: true },
  ];
  // Every scenario answers 200 before the load starts (a wrong path would otherwise only show as non-2xx counts).
  for (const s of scenarios) {
    const res = await fetch(`${server.origin}${s.path}`, { headers: s.headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${s.path} answered ${res.status}`);
  }
  console.log(`[bench] ${server.origin}  ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per scenario`);
  const load = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
  // In turn, 2 rounds of half the time each (as bench/run.ts): a slow moment of a shared machine falls on the
  // baseline as much as on the scenarios measured against it.
  results = await measureInTurn(
    scenarios.map((s) => ({ name: s.name, o: { ...load, url: `${server.origin}${s.path}`, headers: s.headers } })),
    sized(2, 1),
  );
} finally {
  await server.close();
}

const [bare, , list, slots, page] = results as [ScenarioResult, ScenarioResult, ScenarioResult, ScenarioResult, ScenarioResult];
const base = bare.requestsPerSecond;
const ratio = (r: ScenarioResult) => (base > 0 ? r.requestsPerSecond / base : 0);
const bad = (r: ScenarioResult) => r.non2xx + r.errors + r.timeouts;
// A scenario that made no request at all would hide a broken route behind figures of 0.
const failed = results.filter((r) => bad(r) > 0 || r.totalRequests === 0);

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rows = results.map((r) => [
  `${r.name} GET ${r.path.length > 40 ? `${r.path.slice(0, 40)}…` : r.path}`,
  fmt(r.requestsPerSecond),
  `${fmt(r.latencyMs.p50, 1)} ms`,
  `${fmt(r.latencyMs.p99, 1)} ms`,
  fmt(r.totalRequests),
  String(bad(r)),
  `${fmt(ratio(r) * 100, 1)} %`,
]);
const head = ['scenario', 'req/s', 'p50', 'p99', 'requests', 'non-2xx/errors', 'of /healthz'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
console.log();
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log();

const targets = [
  { name: 'no errors or non-2xx anywhere', met: failed.length === 0 },
  {
    name: `clients list >= ${CLIENT_RATIO_TARGET * 100} % of /healthz throughput (${fmt(ratio(list) * 100, 1)} %)`,
    met: ratio(list) >= CLIENT_RATIO_TARGET,
  },
  {
    name: `public slots p99 <= ${P99_TARGET_MS} ms (${fmt(slots.latencyMs.p99, 1)} ms)`,
    met: slots.latencyMs.p99 <= P99_TARGET_MS,
  },
  {
    name: `public booking page p99 <= ${P99_TARGET_MS} ms (${fmt(page.latencyMs.p99, 1)} ms)`,
    met: page.latencyMs.p99 <= P99_TARGET_MS,
  },
];
for (const t of targets) console.log(`${t.name}: ${verdict(t.met)}`);

writeResults('load-latest.json', {
  date: new Date().toISOString(),
  node: process.version,
  cpus: `${cpus().length} x ${cpus()[0]?.model ?? '?'}`,
  loadAverageAtStart: Number(loadBefore.toFixed(2)),
  database: 'libSQL file (WAL), createNodeRuntime, built web app mounted',
  connections: CONNECTIONS,
  warmupSeconds: WARMUP_SECONDS,
  seconds: SECONDS,
  scenarios: results.map((r) => ({ ...r, ratioToHealthz: ratio(r) })),
  targets,
});

if (failed.length > 0) {
  for (const r of failed)
    console.error(
      `[bench] ${r.name}: ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodes)}), ${r.errors} errors, ${r.timeouts} timeouts`,
    );
  process.exit(1);
}
// A missed target is reported, not an error.
process.exit(0);
