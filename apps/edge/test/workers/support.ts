/**
 * Shared set-up for the Workers entry tests: the bundle `wrangler deploy` would upload, run in
 * workerd by Miniflare 4, against a real SQLite database reached over Hrana
 * (test-support/hrana-server.ts), plus the cookie-jar helpers the tests sign in with.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Miniflare } from 'miniflare';
import { buildWorker, type WORKER_CONFIGS } from '../../../../test-support/build-worker';
import { type HranaServer, startHranaServer } from '../../../../test-support/hrana-server';

export const DB_TOKEN = 'test-db-token';
export const ORIGIN = 'http://localhost';

/** The bindings a test adds beyond the database and app variables every test gets. */
export interface WorkerBindings {
  /** Extra environment variables (secrets, keys) beside the database and app variables. */
  vars?: Record<string, string>;
  queueProducers?: Record<string, string>;
  /**
   * The queue's consumer settings: given, the jobs Worker (wrangler.jobs.toml) is built too and consumes the queue,
   * as in production (its scheduled handler is the cron), with the same database, variables, producer and R2
   * buckets as the main Worker.
   */
  queueConsumers?: Record<string, { maxBatchTimeout?: number; maxRetries?: number }>;
  r2Buckets?: Record<string, string>;
  /** e.g. ASSETS: a function answering as the static assets binding would. */
  serviceBindings?: Record<string, (request: Request) => Response | Promise<Response>>;
  /**
   * Also build the render Worker (wrangler.render.toml) and bind it as RENDER, as wrangler.toml and
   * wrangler.jobs.toml do: invoice PDFs and spreadsheet exports then go main (or jobs) Worker → service binding →
   * render Worker, in workerd.
   */
  render?: boolean;
}

/** The render Worker's name (wrangler.render.toml `name`, wrangler.toml `[[services]] service`). */
export const RENDER_WORKER = 'kairos-render';
/** The jobs Worker's name (wrangler.jobs.toml `name`): the queue consumer and the cron. */
export const JOBS_WORKER = 'kairos-jobs';

export interface TestWorker {
  mf: Miniflare;
  hrana: HranaServer;
  /** Dispose Miniflare and close the Hrana server (the bundles stay for the next file of the process). */
  dispose(): Promise<void>;
}

/**
 * Each Worker's bundle, built once per test process: the sources do not change during a run, and test files share
 * their process (vitest.config.ts `isolate: false`), so the three wrangler builds are not repeated per file on a
 * loaded machine. Removed when the process exits.
 */
const bundles = new Map<keyof typeof WORKER_CONFIGS, Promise<string>>();
let bundleDir: string | undefined;
function bundle(which: keyof typeof WORKER_CONFIGS): Promise<string> {
  if (!bundleDir) {
    const made = mkdtempSync(join(tmpdir(), 'kairos-worker-bundles-'));
    bundleDir = made;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  let built = bundles.get(which);
  if (!built) {
    built = buildWorker(join(bundleDir, which), which);
    bundles.set(which, built);
    built.catch(() => bundles.delete(which));
  }
  return built;
}

/** Build (or reuse) the Workers' bundles, start Hrana, and start Miniflare once both are ready. */
export async function startWorker({ vars, render, queueConsumers, ...extra }: WorkerBindings): Promise<TestWorker> {
  let hrana: HranaServer | undefined;
  let mf: Miniflare | undefined;
  const dispose = async () => {
    await mf?.dispose().catch(() => undefined);
    await hrana?.close();
  };
  try {
    const [script, jobsScript, renderScript, server] = await Promise.all([
      bundle('main'),
      queueConsumers ? bundle('jobs') : undefined,
      render ? bundle('render') : undefined,
      startHranaServer({ authToken: DB_TOKEN }),
    ]);
    hrana = server;
    const bindings = {
      DATABASE_URL: hrana.url,
      DATABASE_AUTH_TOKEN: DB_TOKEN,
      APP_ENV: 'test',
      APP_URL: 'http://kairos.test',
      BUILD_HASH: 'test-build',
      ...vars,
    };
    const renderBinding = renderScript ? { RENDER: RENDER_WORKER } : {};
    const workers = [
      {
        ...workerModule(script),
        name: 'kairos',
        bindings,
        ...extra,
        serviceBindings: { ...extra.serviceBindings, ...renderBinding },
      },
      ...(jobsScript
        ? [
            {
              ...workerModule(jobsScript),
              name: JOBS_WORKER,
              bindings,
              queueProducers: extra.queueProducers,
              queueConsumers,
              r2Buckets: extra.r2Buckets,
              serviceBindings: renderBinding,
            },
          ]
        : []),
      ...(renderScript ? [{ ...workerModule(renderScript), name: RENDER_WORKER }] : []),
    ];
    mf = new Miniflare({ workers });
    await mf.ready;
    return { mf, hrana, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** A bundled Worker as Miniflare runs it (the first worker listed answers `dispatchFetch`). */
export function workerModule(script: string) {
  return {
    // The bundle, listed as one module: Miniflare's own import scan would reject the
    // optional `import('@react-email/render')` inside resend, which workerd only
    // resolves if it is ever called (it is not: emails are plain HTML).
    modules: [{ type: 'ESModule' as const, path: script, contents: readFileSync(script, 'utf8') }],
    modulesRoot: dirname(script),
    compatibilityDate: '2026-04-01',
    compatibilityFlags: ['nodejs_compat'],
  };
}

/** name=value pairs from Set-Cookie headers, merged into a jar. */
export function absorb(jar: Map<string, string>, res: { headers: { getSetCookie(): string[] } }) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) jar.set(pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim()));
  }
}

/** The jar as a Cookie header. */
export const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');

/** The job queue as the tests bind it: produced by JOBS, consumed at once by the jobs Worker, retried twice. */
export const JOBS_QUEUE = 'kairos-jobs';
export const QUEUED: WorkerBindings = {
  queueProducers: { JOBS: JOBS_QUEUE },
  queueConsumers: { [JOBS_QUEUE]: { maxBatchTimeout: 1, maxRetries: 2 } },
};

/** Polls `probe` every 100 ms until it answers something truthy (a queued job's effect, say). */
export async function eventually<T>(probe: () => T | undefined | null | false, what: string, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Signs an owner up through the Worker as the web app does (the CSRF cookie, then `POST /api/register`) and returns
 * the new business; fails the test with the answer's body when the sign-up is refused.
 */
export async function registerOwner(
  mf: Miniflare,
  owner: { business_name: string; email: string },
): Promise<{ id: string; slug: string }> {
  const jar = new Map<string, string>();
  absorb(jar, await mf.dispatchFetch(`${ORIGIN}/api/csrf-cookie`));
  const res = await mf.dispatchFetch(`${ORIGIN}/api/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
      cookie: cookieHeader(jar),
    },
    body: JSON.stringify({
      first_name: 'Olena',
      last_name: 'Koval',
      password: 'Secret123',
      password_confirmation: 'Secret123',
      ...owner,
    }),
  });
  const json = (await res.json()) as { data: { business: { id: string; slug: string } } };
  if (res.status !== 200) throw new Error(`sign-up refused (${res.status}): ${JSON.stringify(json)}`);
  return json.data.business;
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the tests.
export type Answer = { data: any; code?: string };

/**
 * A browser against the Worker from one address: its cookie jar, and JSON requests in English with the CSRF header
 * (the XSRF cookie fetched before its first write). Answers the status and the parsed body (a body that is not JSON
 * comes back as `code`, cut short).
 */
export function browserAt(mf: Miniflare, ip: string) {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    if (method !== 'GET' && !jar.has('XSRF-TOKEN')) absorb(jar, await mf.dispatchFetch(`${ORIGIN}/api/csrf-cookie`));
    const res = await mf.dispatchFetch(`${ORIGIN}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': 'en',
        'x-locale': 'en',
        'cf-connecting-ip': ip,
        'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
        cookie: cookieHeader(jar),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    absorb(jar, res);
    const text = await res.text();
    let json: Answer;
    try {
      json = JSON.parse(text);
    } catch {
      json = { data: null, code: text.slice(0, 300) };
    }
    return { status: res.status, body: json, text };
  };
  return { jar, call };
}
