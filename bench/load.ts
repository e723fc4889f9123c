import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { SMOKE_OPTION, sized } from './smoke';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface ScenarioResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  totalRequests: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/**
 * Warm-up, then the measured run. The load is generated in an autocannon worker
 * thread so it does not share the server's event loop (the server runs on this
 * process's main thread).
 */
export async function measure(name: string, o: LoadOptions): Promise<ScenarioResult> {
  const base = { url: o.url, connections: o.connections, headers: o.headers, workers: 1, timeout: 10 };
  const warm = await autocannon({ ...base, duration: o.warmupSeconds });
  const r = await autocannon({ ...base, duration: o.seconds });
  return summarise(name, o.url, r, warm);
}

function summarise(name: string, url: string, r: Result, warm: Result): ScenarioResult {
  const statusCodes: Record<string, number> = {};
  for (const [code, v] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = Number(v.count);
  return {
    name,
    path: new URL(url).pathname,
    requestsPerSecond: r.requests.average,
    totalRequests: r.requests.total,
    latencyMs: { p50: r.latency.p50, p99: r.latency.p99, average: r.latency.average, max: r.latency.max },
    // Warm-up requests count too: every response must be a 2xx.
    non2xx: r.non2xx + warm.non2xx,
    errors: r.errors + warm.errors,
    timeouts: r.timeouts + warm.timeouts,
    statusCodes,
  };
}

/**
 * `--connections N --seconds N --warmup N` (and `--smoke`) of an autocannon benchmark, with its defaults for a full
 * run; a smoke run takes 2 connections and 1 s each.
 */
export function loadRunOptions(full: { connections: number; seconds: number; warmup: number }) {
  const { values } = parseArgs({
    options: { connections: { type: 'string' }, seconds: { type: 'string' }, warmup: { type: 'string' }, ...SMOKE_OPTION },
  });
  return {
    connections: Number(values.connections ?? sized(full.connections, 2)),
    seconds: Number(values.seconds ?? sized(full.seconds, 1)),
    warmupSeconds: Number(values.warmup ?? sized(full.warmup, 1)),
  };
}
