import {
  AuthCache,
  configureRenderer,
  createApp,
  createServices,
  drainQueue,
  type EnvVars,
  runScheduled,
  TableQueue,
} from '@kairos/api';
import { diskStore, nodeHasher, receiptsDirFor } from '@kairos/api/node';
import { localRenderer } from '@kairos/api/render';
import { providerSenders } from '@kairos/api/senders';
import { createDb, migrate } from '@kairos/db';
import { openNodeClient } from '@kairos/db/node';
import { persistedSecret } from './secret';

export interface NodeRuntimeOptions {
  databaseUrl: string;
  authToken?: string;
  env: EnvVars;
  appUrl: string;
  now?: () => Date;
  /** Where receipts are kept (RECEIPTS_DIR); by default a `receipts` folder next to a `file:` database. */
  receiptsDir?: string;
}

/**
 * The embedded default: a libSQL file (WAL), migrations applied at start, the
 * shared Hono app, and the table-backed queue. Used by the server, the tests
 * and the benchmarks alike.
 */
export async function createNodeRuntime(o: NodeRuntimeOptions) {
  const client = await openNodeClient(o.databaseUrl, o.authToken);
  await migrate(client);
  const db = createDb(client);
  const now = o.now ?? (() => new Date());
  const queue = new TableQueue(db, now);
  const env = { ...o.env, APP_SECRET: o.env.APP_SECRET || persistedSecret(o.databaseUrl) };
  // Invoice PDFs and XLSX exports are drawn in this process (the Worker asks its render Worker instead).
  configureRenderer(localRenderer);
  // Jobs run in this process too, so it sends email and SMS itself (the Worker leaves that to its jobs Worker).
  const services = createServices({
    db,
    env,
    hasher: nodeHasher,
    queue,
    fallbackUrl: o.appUrl,
    senders: providerSenders,
    now,
  });
  // One process owns this database file, so a per-process session cache can be kept exact (see AuthCache).
  const authCache = o.env.AUTH_CACHE === 'off' ? undefined : new AuthCache();
  services.authCache = authCache;
  services.receipts = diskStore(receiptsDirFor(o.databaseUrl, o.receiptsDir));
  const deps = { db, services };
  const app = createApp(deps);

  let draining: Promise<number> | null = null;
  /** Runs queued jobs now; concurrent calls share one drain. */
  const drain = (): Promise<number> => {
    if (!draining) {
      draining = drainQueue(queue, deps)
        .then((n) => {
          if (n > 0) authCache?.invalidate();
          return n;
        })
        .finally(() => (draining = null));
    }
    return draining;
  };

  const cron = async () => {
    try {
      return await runScheduled(deps, now());
    } finally {
      authCache?.invalidate();
    }
  };
  return { client, db, services, deps, app, queue, drain, cron };
}
