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

/**
 * Several scenarios measured in turn, `rounds` times (a warm-up of each first): round i of every scenario runs
 * back to back, so a ratio between two scenarios compares the same moment of a shared machine. Per scenario:
 * requests/s over all its rounds, p50 the median of its rounds', p99 the highest; `perRound` its rounds' req/s.
 */
export async function measureInTurn(
  scenarios: { name: string; o: LoadOptions }[],
  rounds: number,
): Promise<(ScenarioResult & { perRound: number[] })[]> {
  const base = (o: LoadOptions) => ({ url: o.url, connections: o.connections, headers: o.headers, workers: 1, timeout: 10 });
  const warm: Result[] = [];
  for (const { o } of scenarios) warm.push(await autocannon({ ...base(o), duration: o.warmupSeconds }));
  const runs: Result[][] = scenarios.map(() => []);
  for (let i = 0; i < rounds; i++)
    for (const [k, { o }] of scenarios.entries())
      runs[k]?.push(await autocannon({ ...base(o), duration: Math.max(1, Math.round(o.seconds / rounds)) }));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return scenarios.map(({ name, o }, k) => {
    const rs = runs[k] ?? [];
    const first = summarise(name, o.url, rs[0] as Result, warm[k] as Result);
    const total = rs.reduce((n, r) => n + r.requests.total, 0);
    const seconds = rs.reduce((n, r) => n + r.duration, 0);
    const statusCodes: Record<string, number> = {};
    for (const r of rs)
      for (const [code, v] of Object.entries(r.statusCodeStats ?? {}))
        statusCodes[code] = (statusCodes[code] ?? 0) + Number(v.count);
    return {
      ...first,
      requestsPerSecond: total / seconds,
      totalRequests: total,
      latencyMs: {
        p50: median(rs.map((r) => r.latency.p50)),
        p99: Math.max(...rs.map((r) => r.latency.p99)),
        average: rs.reduce((n, r) => n + r.latency.average * r.requests.total, 0) / Math.max(1, total),
        max: Math.max(...rs.map((r) => r.latency.max)),
      },
      non2xx: rs.reduce((n, r) => n + r.non2xx, 0) + (warm[k]?.non2xx ?? 0),
      errors: rs.reduce((n, r) => n + r.errors, 0) + (warm[k]?.errors ?? 0),
      timeouts: rs.reduce((n, r) => n + r.timeouts, 0) + (warm[k]?.timeouts ?? 0),
      statusCodes,
      perRound: rs.map((r) => r.requests.total / r.duration),
    };
  });
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
