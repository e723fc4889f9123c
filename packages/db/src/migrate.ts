import type { Client, InStatement } from '@libsql/client';
import { migrations } from './migrations.gen';

/** One drizzle-kit migration as embedded by scripts/embed-migrations.ts. */
export interface Migration {
  tag: string;
  statements: string[];
}

/**
 * Applies every embedded migration not yet recorded, each in one transaction
 * (all or nothing), with foreign keys off while it runs: SQLite adds a
 * foreign key only by rebuilding the table, and with keys on, the rebuild's
 * `DROP TABLE` of a referenced table would delete (or cascade into) the rows
 * that point at it. `PRAGMA foreign_keys` is a no-op inside a transaction, so
 * it is switched outside it: `client.migrate()` does exactly that on every
 * libSQL client (the fast file client, the stock one, and Hrana over HTTP,
 * where the pragma, BEGIN ... COMMIT and the pragma again travel in one batch
 * on one connection) and switches keys back on afterwards.
 *
 * The last statement of each batch records the migration and fails (rolling
 * the whole migration back) if `PRAGMA foreign_key_check` finds any row that
 * breaks a key, so a migration can never leave orphans behind.
 */
export async function migrate(client: Client, list: Migration[] = migrations): Promise<string[]> {
  await client.execute('CREATE TABLE IF NOT EXISTS __migrations (tag TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const done = new Set((await client.execute('SELECT tag FROM __migrations')).rows.map((r) => String(r.tag)));
  const applied: string[] = [];
  for (const m of list) {
    if (done.has(m.tag)) continue;
    try {
      await client.migrate([...m.statements, recordIfKeysHold(m.tag)]);
    } catch (e) {
      if ((e as { statementIndex?: number }).statementIndex === m.statements.length) {
        throw new Error(
          `Migration ${m.tag} was rolled back: afterwards some rows would break a foreign key (see PRAGMA foreign_key_check). Delete or fix those rows in the migration first.`,
          { cause: e },
        );
      }
      throw e;
    }
    applied.push(m.tag);
  }
  await assertForeignKeysOn(client);
  return applied;
}

/** Inserts the migration's tag, or fails NOT NULL (and so rolls back) while any foreign key is broken. */
function recordIfKeysHold(tag: string): InStatement {
  return {
    sql: 'INSERT INTO __migrations (tag, applied_at) SELECT ?, CASE WHEN EXISTS (SELECT 1 FROM pragma_foreign_key_check) THEN NULL ELSE ? END',
    args: [tag, Date.now()],
  };
}

/**
 * Every connection must enforce foreign keys. libSQL (and so Turso/sqld) has
 * them on by default and our Node clients set them on when they open; this
 * fails start-up if a connection ever comes without them.
 */
export async function assertForeignKeysOn(client: Client): Promise<void> {
  const row = (await client.execute('PRAGMA foreign_keys')).rows[0];
  if (Number(row?.[0]) !== 1)
    throw new Error('The database connection does not enforce foreign keys (PRAGMA foreign_keys is off).');
}
