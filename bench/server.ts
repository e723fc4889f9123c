// Bench support: the production Node runtime on a throw-away database, served on a free port,
// and the helpers every bench uses to sign up and to add other tenants.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { businesses, type Db, users } from '@kairos/db';
import { createNodeRuntime } from '../apps/edge/src/node-runtime';

export interface BenchServer {
  origin: string;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * The production Node runtime (libSQL file in WAL mode, migrations, the shared
 * Hono app with all its middleware), on a throw-away database, plus one bare route
 * mounted on the same app as the baseline. No queue drain or cron timers run.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'kairos-bench-'));
  const databaseUrl = `file:${join(dir, 'bench.db')}`;
  const rt = await createNodeRuntime({
    databaseUrl,
    env: { APP_ENV: 'production', BUILD_HASH: 'bench' },
    appUrl: 'http://127.0.0.1',
  });
  rt.app.get('/bench/hello', (c) => c.text('hello'));

  const server = serve({ fetch: rt.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve, reject) => {
    if (server.listening) return resolve();
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    databaseUrl,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rt.client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CountingServer {
  rt: Awaited<ReturnType<typeof createNodeRuntime>>;
  origin: string;
  /** The temporary folder holding bench.db. */
  dir: string;
  /** How many statements the app has sent to the database so far (execute and batch calls). */
  statements(): number;
  /** Stop the server, close the client; the database folder is removed unless `keep`. */
  close(keep?: boolean): Promise<void>;
}

/**
 * Like startBenchServer, but the runtime is handed back (to seed it directly) and every statement the
 * app sends to the database (the libSQL client's execute/batch) is counted. Keep-alive stays on between
 * the sequential requests of a scenario.
 */
export async function startCountingServer(prefix: string): Promise<CountingServer> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const rt = await createNodeRuntime({
    databaseUrl: `file:${join(dir, 'bench.db')}`,
    env: { APP_ENV: 'production', BUILD_HASH: 'bench' },
    appUrl: 'http://127.0.0.1',
  });
  rt.app.get('/bench/hello', (c) => c.text('hello'));
  let statements = 0;
  const client = rt.client as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  for (const name of ['execute', 'batch'] as const) {
    const original = client[name]?.bind(rt.client);
    if (original)
      client[name] = (...a: unknown[]) => {
        statements++;
        return original(...a);
      };
  }
  const server = serve({ fetch: rt.app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
  return {
    rt,
    dir,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    statements: () => statements,
    async close(keep = false) {
      await new Promise<void>((r) => server.close(() => r()));
      rt.client.close();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** GET /api/csrf-cookie, POST /api/register with the XSRF header: the cookie header of the new session. */
export async function registerUser(origin: string, email = 'bench@kairos.test'): Promise<string> {
  const csrf = await fetch(`${origin}/api/csrf-cookie`);
  const xsrf = cookieValue(csrf.headers.getSetCookie(), 'XSRF-TOKEN');
  if (!xsrf) throw new Error(`no XSRF-TOKEN cookie (status ${csrf.status})`);
  const res = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-xsrf-token': decodeURIComponent(xsrf),
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Mark',
      business_name: 'Bench Studio',
      email,
      password: 'Benchmark123',
      password_confirmation: 'Benchmark123',
      locale: 'en',
    }),
  });
  if (res.status !== 200) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const session = cookieValue(res.headers.getSetCookie(), 'kairos_session');
  if (!session) throw new Error('register set no kairos_session cookie');
  const cookie = `kairos_session=${session}`;
  const me = await fetch(`${origin}/api/v1/user`, { headers: { cookie, accept: 'application/json' } });
  if (me.status !== 200) throw new Error(`GET /api/v1/user answered ${me.status}: ${await me.text()}`);
  return cookie;
}

function cookieValue(setCookies: string[], name: string): string | undefined {
  for (const line of setCookies) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  }
  return undefined;
}

/** The XSRF token for writes with this session cookie (tokens are bound to the session they are used with). */
export async function csrfFor(origin: string, cookie: string): Promise<string> {
  const res = await fetch(`${origin}/api/csrf-cookie`, { headers: { cookie } });
  const xsrf = cookieValue(res.headers.getSetCookie(), 'XSRF-TOKEN');
  if (!xsrf) throw new Error(`no XSRF-TOKEN cookie (status ${res.status})`);
  return xsrf;
}

/**
 * Another tenant for the "other businesses" beside the one measured: an owner and a business row,
 * inserted directly (the rows they get must satisfy the foreign keys; no password hashing needed).
 */
export async function otherBusiness(db: Db, i: number): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: `other${i}@bench.test`, password_hash: 'x', first_name: 'Other', last_name: `Owner ${i}`, locale: 'en' })
    .returning({ id: users.id });
  const [business] = await db
    .insert(businesses)
    .values({
      owner_user_id: user?.id as string,
      name: `Other ${i}`,
      slug: `other-business-${i}`,
      timezone: 'Europe/London',
      currency: 'GBP',
      region: 'GB',
    })
    .returning({ id: businesses.id });
  return business?.id as string;
}
