// `npm run bench` / `npm run bench:smoke`: every benchmark in bench/, one process each, in this order; the
// arguments given (`--smoke`) go to each. Each one's wall time is printed, then a summary; a benchmark that
// fails (an error, a non-2xx answer) fails the whole run, after the others have run.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const BENCHMARKS = [
  'run.ts',
  'under-load.ts',
  'clients.ts',
  'slots.ts',
  'calendar-feed.ts',
  'money.ts',
  'calendar-render.ts',
  'invoice-pdf.ts',
  'booking.ts',
  'web-js.ts',
  'reminders.ts',
  'campaign.ts',
  'analytics.ts',
  'db-client.ts',
  'cold-start.ts',
];

// bench:scale seeds millions of rows (minutes, gigabytes): opt-in (`npm run bench:scale`), but its smoke run is here so
// that it keeps working.
const SMOKE_ONLY = ['scale.ts'];

const args = process.argv.slice(2);
const done: { name: string; seconds: number; ok: boolean }[] = [];
for (const file of args.includes('--smoke') ? [...BENCHMARKS, ...SMOKE_ONLY] : BENCHMARKS) {
  console.log(`\n== bench/${file} ${args.join(' ')}`);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, file), ...args], { stdio: 'inherit' });
  const ok = r.status === 0;
  done.push({ name: file, seconds: (performance.now() - t0) / 1000, ok });
  if (!ok) console.error(`[bench] bench/${file} failed (${r.signal ?? `exit ${r.status}`})`);
}

console.log(`\n${'benchmark'.padEnd(20)} ${'time'.padStart(8)}  result`);
for (const d of done) console.log(`${d.name.padEnd(20)} ${d.seconds.toFixed(1).padStart(6)} s  ${d.ok ? 'ok' : 'FAILED'}`);
const failed = done.filter((d) => !d.ok);
console.log(`benchmarks ${done.length - failed.length} ok, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
