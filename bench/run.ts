// `npm run bench`: throughput and latency of an authenticated API call against a bare
// route in the same Hono app and process. See bench/README.md.
import { cpus } from 'node:os';
import { loadRunOptions, measureInTurn, type ScenarioResult } from './load';
import { registerUser, startBenchServer } from './server';
import { loadAtStart, sized, verdict, writeResults } from './smoke';

const TARGET_RATIO = 0.3;
const ROUNDS = sized(4, 1);
// `node --import tsx bench/run.ts --connections 20 --seconds 8 --warmup 2` (`--smoke`: 2 connections, 1 s each)
const {
  connections: CONNECTIONS,
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
} = loadRunOptions({
  connections: 20,
  seconds: 8,
  warmup: 2,
});

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

// The machine may be shared: a busy box lowers both numbers; the ratio is the steadier figure.
const loadBefore = loadAtStart();

const server = await startBenchServer();
let results: ScenarioResult[];
try {
  const cookie = await registerUser(server.origin);
  const load = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
  console.log(`[bench] ${server.origin}  ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per scenario`);
  // In turn, 4 rounds each (bare, authenticated, bare, ...): a pause or a burst of other work on the machine falls
  // on both sides of the ratio, not on one scenario's whole 8 s (a cold first run once halved `/user` alone).
  const [bare, authed] = await measureInTurn(
    [
      { name: 'bare', o: { ...load, url: `${server.origin}/bench/hello` } },
      {
        name: 'authenticated',
        o: { ...load, url: `${server.origin}/api/v1/user`, headers: { cookie, accept: 'application/json' } },
      },
    ],
    ROUNDS,
  );
  if (!bare || !authed) throw new Error('no result');
  console.log(
    `[bench] per round, authenticated / bare: ${bare.perRound.map((b, i) => `${fmt(((authed.perRound[i] ?? 0) / b) * 100, 1)} %`).join(', ')}`,
  );
  results = [bare, authed];
} finally {
  await server.close();
}

const [bare, authed] = results as [ScenarioResult, ScenarioResult];
const ratio = authed.requestsPerSecond / bare.requestsPerSecond;
const pass = ratio >= TARGET_RATIO;
// A scenario that made no request at all would hide a broken route behind figures of 0.
const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0 || r.totalRequests === 0);

const rows = results.map((r) => [
  `${r.name} GET ${r.path}`,
  fmt(r.requestsPerSecond),
  `${fmt(r.latencyMs.p50, 1)} ms`,
  `${fmt(r.latencyMs.p99, 1)} ms`,
  fmt(r.totalRequests),
  String(r.non2xx + r.errors + r.timeouts),
]);
const head = ['scenario', 'req/s', 'p50', 'p99', 'requests', 'non-2xx/errors'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
console.log();
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log();
console.log(`authenticated / bare throughput: ${fmt(ratio * 100, 1)} %  (target >= ${TARGET_RATIO * 100} %)  ${verdict(pass)}`);

const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: `${cpus().length} x ${cpus()[0]?.model ?? '?'}`,
  loadAverageAtStart: Number(loadBefore.toFixed(2)),
  database: 'libSQL file (WAL), createNodeRuntime',
  connections: CONNECTIONS,
  warmupSeconds: WARMUP_SECONDS,
  seconds: SECONDS,
  scenarios: results,
  ratio,
  target: TARGET_RATIO,
  pass,
};
writeResults('latest.json', report);

if (failed.length > 0) {
  for (const r of failed)
    console.error(
      `[bench] ${r.name}: ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodes)}), ${r.errors} errors, ${r.timeouts} timeouts`,
    );
  process.exit(1);
}
// A missed target is reported, not an error.
process.exit(0);
