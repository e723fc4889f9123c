import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { createClient as createWebClient } from '@libsql/client/web';
import { type HranaServer, startHranaServer } from '../../../../test-support/hrana-server';
import { type Migration, migrate } from '../../src/migrate';
import { migrations } from '../../src/migrations.gen';
import { openNodeClient } from '../../src/node';

/**
 * The three ways the app reaches a database, for the migration tests: the
 * fast file client and the stock @libsql/client (both through openNodeClient,
 * as the Node entry opens them) and @libsql/client/web speaking Hrana over
 * HTTP to a real SQLite database (as the Workers entry reaches Turso).
 */
export type Driver = 'fast' | 'stock' | 'web';
export const DRIVERS: Driver[] = ['fast', 'stock', 'web'];

export interface Opened {
  client: Client;
  close(): Promise<void>;
}

export async function openClient(driver: Driver): Promise<Opened> {
  if (driver === 'web') {
    const server: HranaServer = await startHranaServer({ authToken: 't' });
    const client = createWebClient({ url: server.url, authToken: 't' });
    return {
      client,
      async close() {
        client.close();
        await server.close();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'kairos-migrate-'));
  const previous = process.env.LIBSQL_DRIVER;
  if (driver === 'stock') process.env.LIBSQL_DRIVER = 'client';
  try {
    const client = await openNodeClient(`file:${join(dir, 'app.db')}`);
    return {
      client,
      async close() {
        client.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } finally {
    if (previous === undefined) delete process.env.LIBSQL_DRIVER;
    else process.env.LIBSQL_DRIVER = previous;
  }
}

/** The embedded migrations before `tag` (a database "at the previous migration"). */
export function migrationsBefore(tag: string): Migration[] {
  const i = migrations.findIndex((m) => m.tag === tag);
  if (i < 0) throw new Error(`no migration ${tag}`);
  return migrations.slice(0, i);
}

/** The embedded migrations up to and including `tag` (later ones left out, so a test sees only its own). */
export function migrationsThrough(tag: string): Migration[] {
  const i = migrations.findIndex((m) => m.tag === tag);
  if (i < 0) throw new Error(`no migration ${tag}`);
  return migrations.slice(0, i + 1);
}

/** Applies the migrations before `tag` with the real runner. */
export async function migrateBefore(client: Client, tag: string): Promise<void> {
  await migrate(client, migrationsBefore(tag));
}

/**
 * A database at the migration before `tag`, given `seed` (SQL statements, or a function that writes them), then
 * upgraded through `tag` with the real runner: the tags it applied (a test expects just `[tag]`).
 */
export async function upgradeWith(
  client: Client,
  tag: string,
  seed: readonly string[] | ((client: Client) => Promise<unknown>),
): Promise<string[]> {
  await migrateBefore(client, tag);
  if (typeof seed === 'function') await seed(client);
  else for (const statement of seed) await client.execute(statement);
  return migrate(client, migrationsThrough(tag));
}

/** Rows as plain objects. */
export async function rows(client: Client, sql: string, args: (string | number | null)[] = []) {
  const rs = await client.execute({ sql, args });
  return rs.rows.map((r) => Object.fromEntries(rs.columns.map((c) => [c, r[c]])));
}
