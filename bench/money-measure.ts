// bench:money measuring and printing: sequential timed requests per scenario (p50, p95, max, CPU
// per request, statements sent to the database) and the results table with PASS/MISS.
import { cpus, loadavg } from 'node:os';
import { sized, verdict } from './smoke';

export const WARMUP = sized(10, 0);
export const TARGET_MS = 50;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export interface Measured {
  name: string;
  path: string;
  p50: number;
  p95: number;
  max: number;
  /** Median CPU time of this process per request (server and client): what a request costs on an idle core. */
  cpu: number;
  queries: number;
  bytes: number;
}

export interface Run {
  origin: string;
  /** Statements sent to the database so far. */
  statements(): number;
  samples: number;
  verbose?: boolean;
}

export async function timeIt(run: Run, name: string, path: string, headers: Record<string, string>): Promise<Measured> {
  const times: number[] = [];
  const cpu: number[] = [];
  let queries = 0;
  let bytes = 0;
  for (let i = 0; i < run.samples + WARMUP; i++) {
    const before = run.statements();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await fetch(`${run.origin}${path}`, { headers });
    const body = await res.arrayBuffer();
    const dt = performance.now() - t0;
    const c = process.cpuUsage(c0);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
    queries = run.statements() - before;
    bytes = body.byteLength;
    if (i >= WARMUP) {
      times.push(dt);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const r = {
    name,
    path,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1] as number,
    cpu: percentile(cpu, 50),
    queries,
    bytes,
  };
  if (run.verbose) console.log(`  ${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, cpu ${r.cpu.toFixed(1)} ms`);
  return r;
}

/** The results table (the first two rows are the baselines), then the overall PASS/MISS line. */
export function printResults(results: Measured[], loadBefore: number) {
  const base = results[1] as Measured;
  console.log();
  console.log(
    `${'scenario'.padEnd(38)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)} ${'cpu p50'.padStart(9)}  ${'queries'.padStart(7)}  ${'p95 vs GET /user'.padStart(16)}  target`,
  );
  for (const r of results) {
    const measured = results.indexOf(r) >= 2;
    console.log(
      `${r.name.padEnd(38)} ${r.p50.toFixed(2).padStart(6)} ms ${r.p95.toFixed(2).padStart(6)} ms ${r.max.toFixed(2).padStart(6)} ms ${r.cpu.toFixed(2).padStart(6)} ms  ${String(r.queries).padStart(7)}  ${`${(r.p95 / base.p95).toFixed(1)}x`.padStart(16)}  ${measured ? verdict(r.p95 < TARGET_MS, 'MISS') : ''}`,
    );
  }
  const missed = results.slice(2).filter((r) => r.p95 >= TARGET_MS);
  console.log();
  console.log(
    `money reads p95 < ${TARGET_MS} ms: ${verdict(missed.length === 0, `MISS (${missed.map((r) => r.name).join(', ')})`)}` +
      `  (load average ${loadBefore.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores)`,
  );
}
