import { createDb, migrate, notificationSettings } from '@kairos/db';
import { openNodeClient } from '@kairos/db/node';
import type { InStatement } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { AuthCache } from '../../src/core/auth-cache';
import { nodeHasher } from '../../src/core/password-node';
import { createApp } from '../../src/http/app';
import { providerSenders } from '../../src/http/senders';
import { createServices, type EnvVars } from '../../src/http/services';
import { TableQueue } from '../../src/jobs/table-queue';
import { drainQueue } from '../../src/jobs/worker-loop';
import { localRenderer } from '../../src/render/local';
import { configureRenderer } from '../../src/render/port';
import { Client } from './client';

export const T0 = new Date('2026-11-22T10:00:00.000Z');

/**
 * A real libSQL database (in memory, migrated like production), the real app
 * and a controllable clock. No mocked data layer anywhere.
 */
const CLOSED = 'http://127.0.0.1:9';
const NO_PROVIDERS: EnvVars = { STRIPE_API_BASE: CLOSED, SQUARE_API_BASE: CLOSED, LIQPAY_API_BASE: CLOSED };

let schema: Promise<InStatement[]> | undefined;
/**
 * What the real migrations leave in a new database: run once per test process (files share their worker's
 * modules, vitest.config.ts), then every harness's database is made from it in one batch: its tables, indexes
 * and triggers as SQLite stored them, and the migrations' own log. Migrating each database took about four times
 * as long, and most test files make one per test.
 */
function migratedSchema(): Promise<InStatement[]> {
  schema ??= (async (): Promise<InStatement[]> => {
    const client = await openNodeClient('file::memory:');
    try {
      await migrate(client);
      const objects = await client.execute(
        `SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'
         ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 ELSE 2 END, rowid`,
      );
      const log = await client.execute('SELECT tag, applied_at FROM __migrations');
      // The rows migrations write (0029's zone offsets): each table's, copied as they are.
      const tables = await client.execute(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '__migrations'`,
      );
      const data: InStatement[] = [];
      for (const t of tables.rows) {
        const name = String(t.name);
        const found = await client.execute(`SELECT * FROM "${name}"`);
        for (const r of found.rows)
          data.push({
            sql: `INSERT INTO "${name}" (${found.columns.map((c) => `"${c}"`).join(', ')}) VALUES (${found.columns.map(() => '?').join(', ')})`,
            args: found.columns.map((c) => r[c] ?? null),
          });
      }
      return [
        ...objects.rows.map((r) => String(r.sql)),
        ...data,
        ...log.rows.map((r) => ({
          sql: 'INSERT INTO __migrations (tag, applied_at) VALUES (?, ?)',
          args: [r.tag ?? null, r.applied_at ?? null],
        })),
      ];
    } finally {
      client.close();
    }
  })();
  return schema;
}

export async function makeHarness(env: EnvVars = {}, options: { authCache?: boolean } = {}) {
  // As the Node runtime does (apps/edge node-runtime.ts): invoice PDFs and XLSX drawn in this process.
  configureRenderer(localRenderer);
  // What production runs on Node: the statement-caching client (LIBSQL_DRIVER=client: the stock one, the differential pass).
  const client = await openNodeClient('file::memory:');
  await client.batch(await migratedSchema(), 'write');
  await migrate(client); // finds every migration applied: checks the log and that foreign keys are enforced
  const db = createDb(client);
  const clock = { now: new Date(T0) };
  const now = () => new Date(clock.now);
  const queue = new TableQueue(db, now);
  const services = createServices({
    db,
    // Tests never reach a real provider: unless a test points them at its fake, the payment providers'
    // base URLs are a closed local port (connection refused at once).
    env: { APP_ENV: 'test', ...NO_PROVIDERS, ...env },
    hasher: nodeHasher,
    queue,
    fallbackUrl: 'http://localhost',
    senders: providerSenders,
    now,
  });
  if (options.authCache) services.authCache = new AuthCache();
  const deps = { db, services };
  const app = createApp(deps);
  let ip = 0;
  return {
    db,
    client,
    clock,
    queue,
    services,
    deps,
    app,
    /** Runs every queued job, like the Node entry's poller. */
    drain: () => drainQueue(queue, deps),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    /** A browser-like client with its own cookie jar and (by default) its own address. */
    client_(options: { locale?: 'uk' | 'en'; ip?: string } = {}) {
      ip += 1;
      return new Client(app, { locale: options.locale ?? 'en', ip: options.ip ?? `10.0.0.${ip}` });
    },
    close: () => client.close(),
  };
}

export type Harness = Awaited<ReturnType<typeof makeHarness>>;

let seq = 0;
export function uniqueEmail(prefix = 'owner'): string {
  seq += 1;
  return `${prefix}${seq}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const PASSWORD = 'Secret123';

export async function registerOwner(h: Harness, overrides: Record<string, unknown> = {}) {
  const c = h.client_();
  const email = (overrides.email as string) ?? uniqueEmail();
  const res = await c.post('/api/register', {
    first_name: 'Olena',
    last_name: 'Koval',
    business_name: 'Studio',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client: c, email, user: res.body.data as { id: string; business: { id: string; slug: string } } };
}

/**
 * A new business starts with email booking confirmations and reminders on (NEW_BUSINESS_SETTINGS): a test about
 * something else that adds appointments for clients without an email switches them off first, so the bell and
 * the message log hold only what it tests.
 */
export async function messagesOff(h: Harness, businessId: string): Promise<void> {
  await h.db.delete(notificationSettings).where(eq(notificationSettings.business_id, businessId));
}
