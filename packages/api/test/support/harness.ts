import { createDb, migrate, notificationSettings } from '@kairos/db';
import { openNodeClient } from '@kairos/db/node';
import { eq } from 'drizzle-orm';
import { AuthCache } from '../../src/core/auth-cache';
import { nodeHasher } from '../../src/core/password-node';
import { createApp } from '../../src/http/app';
import { createServices, type EnvVars } from '../../src/http/services';
import { TableQueue } from '../../src/jobs/table-queue';
import { drainQueue } from '../../src/jobs/worker-loop';
import { Client } from './client';

export const T0 = new Date('2026-11-22T10:00:00.000Z');

/**
 * A real libSQL database (in memory, migrated like production), the real app
 * and a controllable clock. No mocked data layer anywhere.
 */
const CLOSED = 'http://127.0.0.1:9';
const NO_PROVIDERS: EnvVars = { STRIPE_API_BASE: CLOSED, SQUARE_API_BASE: CLOSED, LIQPAY_API_BASE: CLOSED };

export async function makeHarness(env: EnvVars = {}, options: { authCache?: boolean } = {}) {
  // What production runs on Node: the statement-caching client (LIBSQL_DRIVER=client: the stock one, the differential pass).
  const client = await openNodeClient('file::memory:');
  await migrate(client);
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
