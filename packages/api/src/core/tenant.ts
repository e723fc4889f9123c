import { and, eq, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
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
