import type { Db } from '@kairos/db';
import { sql } from 'drizzle-orm';

/**
 * Tables whose rows outlive the business: the owner's user row (a tombstone) and Kairos's own books.
 * `businesses` itself is deleted last, by id.
 */
export const KEPT_TABLES = new Set(['users', 'platform_payments', 'businesses']);

/**
 * Every table with a `business_id` column, read from the database (sqlite_master), ordered so a table
 * comes before every table it references: deleting in this order never trips a RESTRICT key.
 */
export async function purgeOrder(db: Db): Promise<string[]> {
  const owned = await db.all<{ t: string }>(sql`SELECT m.name AS t FROM sqlite_master m, pragma_table_info(m.name) p
    WHERE m.type = 'table' AND p.name = 'business_id' ORDER BY m.name`);
  const tables = owned.map((r) => r.t).filter((t) => !KEPT_TABLES.has(t));
  const keys = await db.all<{ t: string; parent: string }>(sql`SELECT m.name AS t, f."table" AS parent
    FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`);
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const k of keys) if (k.t !== k.parent && parents.has(k.t) && parents.has(k.parent)) parents.get(k.t)?.add(k.parent);
  // Children first: a table is emitted once every table referencing it has been.
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const ready = [...left].filter((t) => ![...left].some((o) => o !== t && parents.get(o)?.has(t)));
    if (ready.length === 0) throw new Error(`purge: foreign-key cycle among ${[...left].join(', ')}`);
    for (const t of ready) {
      order.push(t);
      left.delete(t);
    }
  }
  return order;
}
