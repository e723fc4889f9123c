import { sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { BusinessScope } from '../core/scope';
import type { LedgerRow } from '../payments/statistic';
import { type DayRange, daysWhere } from './visit-days';

/**
 * `analytics_ledger_days` (migration 0041): per local day of taken_at and (method, type, kind), the payments'
 * amount and count, gift-voucher spends included. Kept by triggers on payments; rebuilt when the zone changes.
 */
export const analyticsLedgerDays = sqliteTable(
  'analytics_ledger_days',
  {
    business_id: text('business_id').notNull(),
    day: integer('day').notNull(),
    method: text('method').notNull(),
    type: text('type').notNull(),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull().default(0),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.day, t.method, t.type, t.kind] })],
);

/**
 * `analytics_allocation_days` (migration 0041): per local day of the payment's taken_at, analytics_allocations'
 * amounts by service (`kind` 's') and apart by location ('l'), `id` '' for none. Kept by triggers on
 * analytics_allocations; rebuilt when the zone changes.
 */
export const analyticsAllocationDays = sqliteTable(
  'analytics_allocation_days',
  {
    business_id: text('business_id').notNull(),
    day: integer('day').notNull(),
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    amount: integer('amount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.day, t.kind, t.id] })],
);

const ld = analyticsLedgerDays;
const ad = analyticsAllocationDays;

/** The ledger of whole local days grouped by method, type and kind: the rows payments/statistic.ts ledgerSums gives. */
export async function ledgerDaySums(scope: BusinessScope, days: DayRange): Promise<LedgerRow[]> {
  const rows = await scope.db.all<LedgerRow>(sql`
    SELECT ${ld.method} AS method, ${ld.type} AS type, ${ld.kind} AS kind, sum(${ld.amount}) AS amount, sum(${ld.n}) AS n
    FROM ${ld} WHERE ${daysWhere(scope, days, ld)} GROUP BY 1, 2, 3`);
  return rows.map((r) => ({ ...r, amount: Number(r.amount), n: Number(r.n) }));
}

/** Money allocated to appointments in whole local days, by service and by location ('' for none). */
export async function allocationDaySums(scope: BusinessScope, days: DayRange) {
  const rows = await scope.db.all<{ kind: string; id: string; amount: number }>(sql`
    SELECT ${ad.kind} AS kind, ${ad.id} AS id, sum(${ad.amount}) AS amount
    FROM ${ad} WHERE ${daysWhere(scope, days, ad)} GROUP BY 1, 2`);
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => ({ id: r.id, amount: Number(r.amount) }));
  return { service: of('s'), location: of('l') };
}
