// bench:booking's load generator, run in its own worker thread (booking-load.ts) so it does not share the
// server's event loop: `connections` loops, each taking the next request of the list until none is left,
// over keep-alive connections (Node's fetch). Every request's latency and status are recorded; the first
// few non-2xx answers are kept so a failed run can say why.
import { parentPort, workerData } from 'node:worker_threads';
import type { LoadJob, LoadReport } from './booking-load';

const job = workerData as LoadJob;
const latencies: number[] = [];
const statusCodes: Record<string, number> = {};
const failures: string[] = [];
let next = 0;
let errors = 0;

async function loop() {
  for (let i = next++; i < job.requests.length; i = next++) {
    const r = job.requests[i] as LoadJob['requests'][number];
    const t0 = performance.now();
    try {
      const res = await fetch(`${job.origin}${r.path}`, { method: r.method, headers: job.headers, body: r.body });
      const text = await res.text();
      latencies.push(performance.now() - t0);
      statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
      if ((res.status < 200 || res.status > 299) && failures.length < 3) failures.push(`${res.status} ${text.slice(0, 300)}`);
    } catch (e) {
      errors++;
      if (failures.length < 3) failures.push(String(e));
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: job.connections }, loop));
const report: LoadReport = { seconds: (performance.now() - started) / 1000, latencies, statusCodes, errors, failures };
parentPort?.postMessage(report);
