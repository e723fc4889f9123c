import { integer, text } from 'drizzle-orm/sqlite-core';

/** Random, URL-safe primary key. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** A UTC instant, stored as epoch milliseconds. */
export const instant = (name: string) => integer(name, { mode: 'timestamp_ms' });

export const createdAt = () =>
  instant('created_at')
    .notNull()
    .$defaultFn(() => new Date());

export const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());

export const flag = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);

/** Money is an integer count of minor units (pence, kopiykas) next to an ISO 4217 code. */
export const minorUnits = (name: string) => integer(name).notNull().default(0);

/**
 * A named record's sort key: each character's rank in the Ukrainian alphabet, so byte order is the language's
 * order (migration 0022). Written by the API's `nameKeys` (`shared/collation.ts`) on every insert and update.
 */
export const sortKey = () => text('sort_key').notNull().default('');

/** What search matches: the name lower-cased and folded (Ґ=Г, Є=Е, І=Ї=И, no accents), by the same `nameKeys`. */
export const searchKey = () => text('search').notNull().default('');
