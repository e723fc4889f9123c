// bench:booking, throughput: a list of requests sent over `connections` keep-alive connections by a worker
// thread (booking-load-worker.ts), reported as completed requests per second and latency percentiles.
// Not autocannon: every booking needs its own body (a distinct start time) and the target is a p95, which
// autocannon's histogram does not report; the baseline goes through the same generator.
import { Worker } from 'node:worker_threads';

export interface LoadJob {
  origin: string;
  connections: number;
  headers: Record<string, string>;
  requests: { method: 'GET' | 'POST'; path: string; body?: string }[];
}

export interface LoadReport {
  seconds: number;
  latencies: number[];
  statusCodes: Record<string, number>;
  errors: number;
  failures: string[];
}

export interface LoadResult {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  failures: string[];
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** Runs the job in a worker thread (TypeScript through tsx's loader, registered inside the worker). */
function inWorker(job: LoadJob): Promise<LoadReport> {
  const file = new URL('./booking-load-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', (report: LoadReport) => {
      resolve(report);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** The warm-up requests (counted in the 2xx check, not in the figures), then the measured ones. */
export async function load(name: string, warmup: LoadJob, measured: LoadJob): Promise<LoadResult> {
  const warm = await inWorker(warmup);
  const r = await inWorker(measured);
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const statusCodes = { ...r.statusCodes };
  const non2xx = [warm, r].reduce(
    (n, x) => n + Object.entries(x.statusCodes).reduce((k, [code, c]) => k + (code.startsWith('2') ? 0 : c), 0),
    0,
  );
  return {
    name,
    requests: r.latencies.length,
    perSecond: r.latencies.length / r.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx,
    errors: warm.errors + r.errors,
    statusCodes,
    failures: [...warm.failures, ...r.failures],
  };
}
