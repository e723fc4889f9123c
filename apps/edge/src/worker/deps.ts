import {
  type AppDeps,
  configureRenderer,
  createServices,
  type MessageSenders,
  missingProductionSettings,
  pureJsHasher,
  type R2BucketLike,
  type RenderFetcher,
  r2Store,
  remoteRenderer,
} from '@kairos/api';
import { createDb, migrate } from '@kairos/db';
import { openWebClient } from '@kairos/db/web';
import type { WorkerEnv } from './env';
import { CloudflareJobQueue } from './queue';

/** Used in emailed links when APP_URL is not set (it should be, in production). */
const FALLBACK_URL = 'http://localhost:8787';

/** One set per isolate: Workers hand every event of an isolate the same `env` object. */
const built = new WeakMap<WorkerEnv, Promise<AppDeps>>();
/** Migrations run at most once per isolate and database (the promise is shared by concurrent first requests). */
const migrations = new Map<string, Promise<unknown>>();

/**
 * What both Workers that reach the database build from their bindings (the request Worker, worker.ts; the jobs
 * Worker, jobs-worker.ts), on first use: libSQL over HTTP, Drizzle, the Cloudflare Queue as `JobQueue`, the
 * pure-JS argon2id hasher (native @node-rs/argon2 cannot load in workerd), the shared services with `senders` for
 * email and SMS, the render Worker as renderer and R2 for receipts. A failed build (database unreachable,
 * migration error) is not cached, so the next event tries again.
 */
export function depsFor(env: WorkerEnv, senders: MessageSenders): Promise<AppDeps> {
  let deps = built.get(env);
  if (!deps) {
    deps = buildDeps(env, senders);
    built.set(env, deps);
    deps.catch(() => built.delete(env));
  }
  return deps;
}

async function buildDeps(env: WorkerEnv, senders: MessageSenders): Promise<AppDeps> {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set (wrangler secret put DATABASE_URL)');
  const missing = missingProductionSettings(env);
  if (missing.length) throw new Error(`APP_ENV=production needs ${missing.join(' and ')} (wrangler secret put APP_SECRET)`);
  const client = openWebClient(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN || undefined);
  if (env.AUTO_MIGRATE !== 'false') await migrateOnce(env.DATABASE_URL, () => migrate(client));
  const db = createDb(client);
  const vars = {
    ...env,
    BUILD_HASH: env.BUILD_HASH || (await assetsBuildHash(env)),
    // Cloudflare sets cf-connecting-ip on every request and overwrites a client's own: the platform's word.
    TRUSTED_PROXY_HEADER: 'cf-connecting-ip',
  };
  const services = createServices({
    db,
    env: vars,
    hasher: pureJsHasher,
    queue: new CloudflareJobQueue(env.JOBS),
    fallbackUrl: FALLBACK_URL,
    senders,
  });
  if (env.RECEIPTS) services.receipts = r2Store(env.RECEIPTS as unknown as R2BucketLike);
  // Documents (invoice PDFs, XLSX) are drawn by the render Worker behind the RENDER service binding.
  configureRenderer(env.RENDER ? remoteRenderer(env.RENDER as unknown as RenderFetcher) : null);
  return { db, services };
}

/**
 * Applies the embedded migrations before the first request of an isolate.
 *
 * Production should migrate in the deploy instead (`drizzle-kit migrate` against
 * Turso before `wrangler deploy`) and set `AUTO_MIGRATE = "false"`: a deploy then
 * never serves a schema it has not migrated, and cold starts skip a round trip.
 * Keeping it on is safe: `migrate` applies only what `__migrations` lacks, each
 * migration in one write transaction, so two isolates racing on a fresh database
 * leave it consistent (the loser's batch rolls back, its event fails and the next
 * one finds the migration applied).
 */
function migrateOnce(url: string, run: () => Promise<unknown>): Promise<unknown> {
  let done = migrations.get(url);
  if (!done) {
    done = run();
    migrations.set(url, done);
    done.catch(() => migrations.delete(url));
  }
  return done;
}

/**
 * Without BUILD_HASH, /version.json answers the hash the web build wrote into
 * its own version.json (served by the assets binding), as the Node entry does
 * with the file on disk; the web app reloads when the two differ.
 */
async function assetsBuildHash(env: WorkerEnv): Promise<string | undefined> {
  if (!env.ASSETS) return undefined;
  try {
    const res = await env.ASSETS.fetch('https://assets.invalid/version.json');
    if (!res.ok) return undefined;
    return ((await res.json()) as { hash?: string }).hash;
  } catch {
    return undefined;
  }
}
