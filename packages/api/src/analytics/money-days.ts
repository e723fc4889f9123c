import { sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { BusinessScope } from '../core/scope';
import type { LedgerRow } from '../payments/statistic';
import { type DayRange, dayPlan, daysWhere, dayZone } from './visit-days';
import { analyticsAllocations as aa } from './visit-table';
import type { Span } from './visits';

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

/**
 * Money allocated to appointments in a span, by service and by location ('' for none; a list may name an id more
 * than once): a span of whole local days (dayPlan) from analytics_allocation_days, any other one range of the
 * trigger-kept join analytics_allocations.
 */
export async function allocationsIn(scope: BusinessScope, span: Span) {
  await dayZone(scope);
  const plan = dayPlan(scope, span);
  if (!plan) {
    const rows = await scope.db.all<{ service: string; location: string; amount: number }>(sql`
      SELECT ${aa.service_id} AS service, ${aa.location_id} AS location, sum(${aa.amount}) AS amount FROM ${aa}
      WHERE ${aa.business_id} = ${scope.businessId} AND ${aa.taken_at} >= ${span.from} AND ${aa.taken_at} < ${span.to}
      GROUP BY ${aa.service_id}, ${aa.location_id}`);
    return {
      service: rows.map((r) => ({ id: r.service, amount: Number(r.amount) })),
      location: rows.map((r) => ({ id: r.location, amount: Number(r.amount) })),
    };
  }
  const rows = await scope.db.all<{ kind: string; id: string; amount: number }>(sql`
    SELECT ${ad.kind} AS kind, ${ad.id} AS id, sum(${ad.amount}) AS amount
    FROM ${ad} WHERE ${daysWhere(scope, plan.days, ad)} GROUP BY 1, 2`);
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => ({ id: r.id, amount: Number(r.amount) }));
  return { service: of('s'), location: of('l') };
}
