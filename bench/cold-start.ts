// `npm run bench:cold-start`: the Worker that answers requests (wrangler.toml), cold, in workerd through
// Miniflare, against a hello-world Worker in the same run. Each sample starts a fresh workerd with a fresh
// isolate and times from the start to the first answer: of the hello-world Worker, of the API Worker's
// GET /healthz (the bundle loaded and evaluated, the runtime built: database client, migration check) and of
// its authenticated GET /api/v1/user (plus the session and user reads over Hrana). Median of N fresh starts
// each, interleaved; prints the medians, the ratios to hello-world and the time above it, and the three
// Workers' gzip sizes (api: wrangler.toml, jobs: wrangler.jobs.toml, render: wrangler.render.toml; README
// "Worker bundle"). The database is SQLite behind the Hrana server the Worker tests use
// (test-support/hrana-server.ts), so a database round trip costs what a local one does, not Turso's.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { buildWorker, workerSize } from '../test-support/build-worker';
import { startHranaServer } from '../test-support/hrana-server';
import { registerUser } from './server';
import { SMOKE, SMOKE_OPTION, sized, writeResults } from './smoke';

// `--compare <worker.js>`: also cold-start another build of the API Worker (say, an older commit's
// `wrangler deploy --dry-run --outdir` output) with the same bindings and database, in the same run.
const { values: opts } = parseArgs({ options: { ...SMOKE_OPTION, compare: { type: 'string' } } });

const STARTS = sized(9, 1);
const DB_TOKEN = 'bench-db-token';
const KIB = 1024;

const dir = mkdtempSync(join(tmpdir(), 'kairos-bench-cold-'));
const hrana = await startHranaServer({ authToken: DB_TOKEN });

/** A bundled module as Miniflare runs it, with the compatibility settings of wrangler.toml. */
function worker(script: string, extra: Partial<MiniflareOptions> = {}): MiniflareOptions {
  return {
    modules: [{ type: 'ESModule', path: script, contents: readFileSync(script, 'utf8') }],
    modulesRoot: dirname(script),
    compatibilityDate: '2026-04-01',
    compatibilityFlags: ['nodejs_compat'],
    ...extra,
  } as MiniflareOptions;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

try {
  const t0 = performance.now();
  const [apiScript, jobsScript, renderScript] = await Promise.all([
    buildWorker(join(dir, 'main')),
    buildWorker(join(dir, 'jobs'), 'jobs'),
    buildWorker(join(dir, 'render'), 'render'),
  ]);
  const helloScript = join(dir, 'hello.js');
  writeFileSync(helloScript, "export default { fetch() { return new Response('hello'); } };\n");
  const sizes = { api: workerSize(apiScript), jobs: workerSize(jobsScript), render: workerSize(renderScript) };
  console.log(`bundles built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // wrangler.toml's settings: migrations checked on the first request of an isolate (AUTO_MIGRATE on).
  const api = worker(apiScript, {
    bindings: { DATABASE_URL: hrana.url, DATABASE_AUTH_TOKEN: DB_TOKEN, APP_ENV: 'test', BUILD_HASH: 'bench' },
    // The job queue's producer, as wrangler.toml binds it (registering enqueues the welcome email).
    queueProducers: { JOBS: 'kairos-jobs' },
  });
  // What README recommends for production: the deploy migrates, the isolate does not check (AUTO_MIGRATE = "false").
  const apiNoMigrate = worker(apiScript, {
    bindings: { ...(api.bindings as Record<string, string>), AUTO_MIGRATE: 'false' },
    queueProducers: { JOBS: 'kairos-jobs' },
  });
  const hello = worker(helloScript);
  const compare = opts.compare ? worker(opts.compare, { bindings: api.bindings, queueProducers: api.queueProducers }) : undefined;

  // Once: migrate the database and register the owner whose session the authenticated read uses.
  const setup = new Miniflare(api);
  const cookie = await registerUser((await setup.ready).origin);
  await setup.dispose();

  /** A fresh workerd and isolate: ms from its start to the first answer of `path`. */
  async function coldStart(options: MiniflareOptions, path: string, headers: Record<string, string> = {}) {
    const started = performance.now();
    const mf = new Miniflare(options);
    try {
      const res = await mf.dispatchFetch(`http://localhost${path}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      return performance.now() - started;
    } finally {
      await mf.dispose();
    }
  }

  const scenarios = [
    { name: 'hello-world Worker, GET /', run: () => coldStart(hello, '/') },
    { name: 'API Worker, GET /healthz', run: () => coldStart(api, '/healthz') },
    {
      name: 'API Worker, GET /api/v1/user (session)',
      run: () => coldStart(api, '/api/v1/user', { cookie, accept: 'application/json' }),
    },
    { name: 'API Worker, AUTO_MIGRATE=false, /healthz', run: () => coldStart(apiNoMigrate, '/healthz') },
    {
      name: 'API Worker, AUTO_MIGRATE=false, /api/v1/user',
      run: () => coldStart(apiNoMigrate, '/api/v1/user', { cookie, accept: 'application/json' }),
    },
    ...(compare
      ? [
          { name: '--compare build, GET /healthz', run: () => coldStart(compare, '/healthz') },
          {
            name: '--compare build, GET /api/v1/user',
            run: () => coldStart(compare, '/api/v1/user', { cookie, accept: 'application/json' }),
          },
        ]
      : []),
  ];
  const times = scenarios.map(() => [] as number[]);
  // Interleaved, so a slow moment of a shared machine touches every scenario alike.
  for (let i = 0; i < STARTS; i++) {
    for (const [j, s] of scenarios.entries()) (times[j] as number[]).push(await s.run());
  }
  const medians = times.map(median);
  const base = medians[0] as number;

  console.log();
  console.log(`cold starts in workerd (Miniflare), median of ${STARTS} fresh starts each`);
  console.log(`${'scenario'.padEnd(46)} ${'median'.padStart(10)} ${'min'.padStart(10)}  vs hello  above hello`);
  for (const [j, s] of scenarios.entries()) {
    const m = medians[j] as number;
    console.log(
      `${s.name.padEnd(46)} ${m.toFixed(0).padStart(7)} ms ${Math.min(...(times[j] as number[]))
        .toFixed(0)
        .padStart(7)} ms  ${(m / base).toFixed(2).padStart(7)}x  ${(m - base).toFixed(0).padStart(7)} ms`,
    );
  }
  console.log();
  if (opts.compare) {
    const code = readFileSync(opts.compare);
    console.log(
      `${'--compare bundle'.padEnd(16)} ${(code.length / KIB).toFixed(0).padStart(6)} KiB, gzip ${(gzipSync(code, { level: 9 }).length / KIB).toFixed(0).padStart(5)} KiB`,
    );
  }
  for (const [name, s] of Object.entries(sizes)) {
    console.log(
      `${`${name} bundle`.padEnd(16)} ${(s.bytes / KIB).toFixed(0).padStart(6)} KiB, gzip ${(s.gzip / KIB).toFixed(0).padStart(5)} KiB`,
    );
  }
  console.log(`(no target in the issue: the figure is reported${SMOKE ? '; smoke run, one start each' : ''})`);
  writeResults('cold-start.json', {
    starts: STARTS,
    scenarios: scenarios.map((s, j) => ({
      name: s.name,
      median_ms: medians[j],
      samples_ms: times[j],
      vs_hello: (medians[j] as number) / base,
    })),
    bundles_gzip_kib: Object.fromEntries(Object.entries(sizes).map(([k, s]) => [k, Math.round(s.gzip / KIB)])),
  });
} finally {
  await hrana.close();
  rmSync(dir, { recursive: true, force: true });
}
