import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';

// `--smoke` (every benchmark takes it; `npm run bench:smoke` runs them all so, and CI runs that): the same code
// paths on tiny data with one timed sample and no targets, so a benchmark that no longer runs (a renamed
// route, a changed screen, a seed the schema refuses) fails CI instead of the next full run. Errors and
// non-2xx answers still fail it, as in a full run; a missed target is not looked at.

/** True when the benchmark was started with `--smoke`. */
export const SMOKE = process.argv.includes('--smoke');

/** For parseArgs: the benchmarks that parse their options accept `--smoke` too. */
export const SMOKE_OPTION = { smoke: { type: 'boolean' } } as const;

/** The full run's figure, or the smoke run's. */
export const sized = (full: number, smoke: number): number => (SMOKE ? smoke : full);

/** A target's verdict: PASS, or `miss` (FAIL or MISS) when missed; a smoke run checks none. */
export const verdict = (met: boolean, miss = 'FAIL'): string => (SMOKE ? 'not checked (smoke)' : met ? 'PASS' : miss);

/** Where a run writes its results JSON (git-ignored): bench/results, or bench/results/smoke for a smoke run. */
export function writeResults(file: string, data: unknown): void {
  const dir = join(import.meta.dirname, 'results', ...(SMOKE ? ['smoke'] : []));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`results: ${relative(process.cwd(), join(dir, file))}`);
}

/** The load average now, with a warning when the machine is busier than its cores (the figures will be noisy). */
export function loadAtStart(tag = 'bench'): number {
  const load = loadavg()[0] ?? 0;
  if (load > cpus().length)
    console.warn(`[${tag}] load average ${load.toFixed(1)} on ${cpus().length} cores: numbers will be noisy`);
  return load;
}
