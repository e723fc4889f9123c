// `npm run bench:clients`: client list and search latency with 10,000 clients in one
// business and 50 other businesses beside it, and the time to import 250 rows.
// Targets (issue 3): search and first page p95 < 50 ms through the API; import < 1 s.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { clients } from '@kairos/db';
import { createNodeRuntime } from '../apps/edge/src/node-runtime';
import { derivedColumns } from '../packages/api/src/clients/output';
import { csrfFor, otherBusiness, registerUser } from './server';
import { sized, verdict } from './smoke';

const OWN_CLIENTS = sized(10_000, 100);
const OTHER_BUSINESSES = sized(50, 2);
const OTHER_CLIENTS_EACH = sized(1_000, 10);
const SAMPLES = sized(200, 1);
const WARMUP = sized(20, 0);
const IMPORT_ROWS = sized(250, 5);
const DEEP_PAGE = sized(200, 2);

const FIRST = [
  'Olena',
  'Taras',
  'Iryna',
  'Emma',
  'Oliver',
  'Amelia',
  'Andrii',
  'Sofia',
  'Maksym',
  'Harry',
  'Олена',
  'Тарас',
  'Ірина',
  'Андрій',
];
const LAST = [
  'Koval',
  'Shevchenko',
  'Bondarenko',
  'Smith',
  'Jones',
  'Brown',
  'Tkachenko',
  'Kravets',
  'Taylor',
  'Коваль',
  'Шевченко',
  'Бондар',
];

const dir = mkdtempSync(join(tmpdir(), 'kairos-bench-clients-'));
const rt = await createNodeRuntime({
  databaseUrl: `file:${join(dir, 'bench.db')}`,
  env: { APP_ENV: 'production', BUILD_HASH: 'bench' },
  appUrl: 'http://127.0.0.1',
});
rt.app.get('/bench/hello', (c) => c.text('hello'));
const server = serve({ fetch: rt.app.fetch, hostname: '127.0.0.1', port: 0 }) as import('node:http').Server;
// Seeding takes seconds; keep idle client connections open so fetch's pool does not reuse a closed socket.
server.keepAliveTimeout = 120_000;
await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function clientRow(businessId: string, i: number) {
  const first = FIRST[i % FIRST.length] as string;
  const last = `${LAST[(i * 7) % LAST.length]}${i}`;
  const email = `c${i}@example.com`;
  const phone = `+4477009${String(i).padStart(5, '0')}`;
  return {
    business_id: businessId,
    first_name: first,
    last_name: last,
    email,
    phone,
    ...derivedColumns({ first_name: first, last_name: last, email, phone }),
  };
}

async function seed(businessId: string, n: number) {
  for (let start = 0; start < n; start += 500) {
    const rows = Array.from({ length: Math.min(500, n - start) }, (_, k) => clientRow(businessId, start + k));
    await rt.db.insert(clients).values(rows);
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function timeIt(name: string, url: string | (() => string), headers: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + WARMUP; i++) {
    const u = typeof url === 'string' ? url : url();
    const t0 = performance.now();
    const res = await fetch(`${origin}${u}`, { headers });
    await res.arrayBuffer();
    const dt = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${u} answered ${res.status}`);
    if (i >= WARMUP) times.push(dt);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] as number };
}

try {
  const t0 = performance.now();
  const cookie = await registerUser(origin);
  const me = await (await fetch(`${origin}/api/v1/user`, { headers: { cookie } })).json();
  await seed(me.data.business.id, OWN_CLIENTS);
  for (let b = 0; b < OTHER_BUSINESSES; b++) await seed(await otherBusiness(rt.db, b), OTHER_CLIENTS_EACH);
  console.log(
    `[bench] seeded ${OWN_CLIENTS + OTHER_BUSINESSES * OTHER_CLIENTS_EACH} clients in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const h = { cookie, accept: 'application/json' };
  const terms = ['olena', 'shev', 'koval12', 'c77@ex', '7700900123', 'тарас', 'bond', 'xyz-none'];
  let k = 0;
  const results = [
    await timeIt('baseline GET /bench/hello', '/bench/hello', {}),
    await timeIt('baseline GET /api/v1/user', '/api/v1/user', h),
    await timeIt('first list page GET /api/v1/clients', '/api/v1/clients', h),
    await timeIt(`page ${DEEP_PAGE} GET /api/v1/clients?page=${DEEP_PAGE}`, `/api/v1/clients?page=${DEEP_PAGE}`, h),
    await timeIt(
      'quick search GET /api/v1/clients?search=…',
      () => `/api/v1/clients?per_page=10&search=${encodeURIComponent(terms[k++ % terms.length] as string)}`,
      h,
    ),
  ];

  // Import IMPORT_ROWS (250) rows through the API (CSRF double-submit as a browser would).
  const xsrf = await csrfFor(origin, cookie);
  const csv = [
    'First name,Last name,Email,Phone',
    ...Array.from(
      { length: IMPORT_ROWS },
      (_, i) => `Imp${i},Person${i},imp${i}@example.com,+4477008${String(i).padStart(5, '0')}`,
    ),
  ].join('\n');
  const body = JSON.stringify({ file_name: 'bench.csv', content_base64: Buffer.from(csv).toString('base64') });
  const ti = performance.now();
  const imp = await fetch(`${origin}/api/v1/user/import-clients`, {
    method: 'POST',
    headers: {
      ...h,
      'content-type': 'application/json',
      cookie: `${cookie}; XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body,
  });
  const importMs = performance.now() - ti;
  if (imp.status !== 200) throw new Error(`import answered ${imp.status}: ${await imp.text()}`);

  const base = results[0] as (typeof results)[number];
  console.log();
  console.log(`${'scenario'.padEnd(48)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}  p95 vs baseline`);
  for (const r of results) {
    console.log(
      `${r.name.padEnd(48)} ${r.p50.toFixed(2).padStart(6)} ms ${r.p95.toFixed(2).padStart(6)} ms ${r.max.toFixed(2).padStart(6)} ms  ${(r.p95 / base.p95).toFixed(1)}x`,
    );
  }
  const listP95 = Math.max(...results.slice(2).map((r) => r.p95));
  console.log();
  console.log(`list and search p95: ${listP95.toFixed(1)} ms (target < 50 ms)  ${verdict(listP95 < 50)}`);
  console.log(`import ${IMPORT_ROWS} rows: ${importMs.toFixed(0)} ms (target < 1000 ms)  ${verdict(importMs < 1000)}`);
} finally {
  await new Promise<void>((r) => server.close(() => r()));
  rt.client.close();
  rmSync(dir, { recursive: true, force: true });
}
