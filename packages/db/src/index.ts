import type { Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema';
import { type WriteListener, watchWrites } from './write-watch';

export { migrate } from './migrate';
export * from './schema';
export { schema };

export type Db = LibSQLDatabase<typeof schema>;

export type { WriteListener } from './write-watch';

const listeners = new WeakMap<Db, Set<WriteListener>>();

/**
 * Drizzle over the client. Writes through it are watched (write-watch.ts): `onWrites(db, …)` hears which tables
 * a committed write changed, in this process (or Worker isolate) only, before the write's promise resolves.
 */
export function createDb(client: Client): Db {
  const own = new Set<WriteListener>();
  const db: Db = drizzle(
    watchWrites(client, (tables) => {
      for (const listener of own) listener(tables);
    }),
    { schema },
  );
  listeners.set(db, own);
  return db;
}

/** Calls `listener` after every committed write through `db` that changed rows; returns the unsubscribe. */
export function onWrites(db: Db, listener: WriteListener): () => void {
  const own = listeners.get(db);
  if (!own) throw new Error('onWrites: this Db was not made by createDb');
  own.add(listener);
  return () => own.delete(listener);
}
