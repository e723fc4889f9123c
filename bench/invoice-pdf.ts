// `npm run bench:invoice`: GET /api/v1/invoices/{id}/pdf latency for a Ukrainian invoice of 12 lines
// and an English one of 60 lines (two pages), beside GET /api/v1/user in the same run.
// Target (issue 11): invoice PDF p95 < 150 ms through the API.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createNodeRuntime } from '../apps/edge/src/node-runtime';
import { csrfFor, registerUser } from './server';
import { SMOKE, sized, verdict } from './smoke';

const SAMPLES = sized(200, 1);
const WARMUP = sized(20, 0);

const dir = mkdtempSync(join(tmpdir(), 'kairos-bench-invoice-'));
const rt = await createNodeRuntime({
  databaseUrl: `file:${join(dir, 'bench.db')}`,
  env: { APP_ENV: 'production', BUILD_HASH: 'bench' },
  appUrl: 'http://127.0.0.1',
});
const server = serve({ fetch: rt.app.fetch, hostname: '127.0.0.1', port: 0 }) as import('node:http').Server;
server.keepAliveTimeout = 120_000;
await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function timeIt(name: string, url: string, headers: Record<string, string>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES + WARMUP; i++) {
    const t0 = performance.now();
    const res = await fetch(`${origin}${url}`, { headers });
    const body = await res.arrayBuffer();
    const dt = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    bytes = body.byteLength;
    if (i >= WARMUP) times.push(dt);
  }
  times.sort((a, b) => a - b);
  return { name, bytes, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] as number };
}

try {
  const cookie = await registerUser(origin);
  const xsrf = await csrfFor(origin, cookie);
  const write = {
    cookie: `${cookie}; XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': decodeURIComponent(xsrf),
    'content-type': 'application/json',
    accept: 'application/json',
  };
  const create = async (body: unknown) => {
    const res = await fetch(`${origin}/api/v1/invoices`, { method: 'POST', headers: write, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`create answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const uk = await create({
    bill_to_name: 'Олена Коваль',
    bill_to_email: 'olena@example.com',
    billing_address: 'вул. Хрещатик, 1\nКиїв 01001',
    date: '2026-11-22',
    locale: 'uk',
    lines: Array.from({ length: 12 }, (_, i) => ({
      description: `Стрижка та укладання №${i + 1}`,
      quantity: 1 + (i % 3),
      unit_price: 45000,
    })),
    bank_details: 'IBAN UA21 3223 1300 0002 6007 2335 6600 1',
    notes: 'Дякуємо!',
    footer: 'ФОП Коваль О. — ІПН 1234567890',
  });
  const en = await create({
    bill_to_name: 'Emma Brown',
    date: '2026-11-22',
    locale: 'en',
    lines: Array.from({ length: 60 }, (_, i) => ({
      description: `Haircut and styling, session ${i + 1}`,
      quantity: 1,
      unit_price: 3550,
    })),
  });

  const h = { cookie, accept: 'application/json' };
  const results = [
    await timeIt('baseline GET /api/v1/user', '/api/v1/user', h),
    await timeIt('invoice PDF, uk, 12 lines', `/api/v1/invoices/${uk}/pdf`, h),
    await timeIt('invoice PDF, en, 60 lines (2 pages)', `/api/v1/invoices/${en}/pdf`, h),
  ];
  const base = results[0] as (typeof results)[number];
  console.log();
  console.log(`${'scenario'.padEnd(40)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}  p95 vs /user   size`);
  for (const r of results) {
    console.log(
      `${r.name.padEnd(40)} ${r.p50.toFixed(2).padStart(6)} ms ${r.p95.toFixed(2).padStart(6)} ms ${r.max.toFixed(2).padStart(6)} ms  ${(r.p95 / base.p95).toFixed(1).padStart(6)}x  ${(r.bytes / 1024).toFixed(1)} KB`,
    );
  }
  const pdfP95 = Math.max(...results.slice(1).map((r) => r.p95));
  console.log();
  console.log(`invoice PDF p95: ${pdfP95.toFixed(1)} ms (target < 150 ms)  ${verdict(pdfP95 < 150)}`);
  if (pdfP95 >= 150 && !SMOKE) process.exitCode = 1;
} finally {
  await new Promise<void>((r) => server.close(() => r()));
  rt.client.close();
  rmSync(dir, { recursive: true, force: true });
}
