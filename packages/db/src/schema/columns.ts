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
