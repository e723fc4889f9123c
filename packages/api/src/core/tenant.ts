import type { Db } from '@kairos/db';
import { and, eq, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { AppError } from './errors';

/**
 * The one place queries are scoped to a business. Every tenant-owned table has
 * a NOT NULL, indexed business_id; ids from a request are unverified until they
 * pass through here, and another business's id reads as NOT_FOUND.
 */
export function scopeToBusiness(table: { business_id: SQLiteColumn }, businessId: string, ...conditions: (SQL | undefined)[]) {
  return and(eq(table.business_id, businessId), ...conditions) as SQL;
}

export function foundOr404<T>(row: T | undefined | null): T {
  if (row == null) throw new AppError('NOT_FOUND');
  return row;
}

type OwnedTable = SQLiteTable & { id: SQLiteColumn; business_id: SQLiteColumn };

/** One of the business's rows by id (an id from a request); none, or another business's, is NOT_FOUND. */
export async function findOwned<T extends OwnedTable>(
  db: Db,
  table: T,
  businessId: string,
  id: string,
): Promise<T['$inferSelect']> {
  const owned = table as OwnedTable;
  const rows = await db
    .select()
    .from(owned)
    .where(scopeToBusiness(owned, businessId, eq(owned.id, id)))
    .limit(1);
  return foundOr404(rows[0] as T['$inferSelect'] | undefined);
}
