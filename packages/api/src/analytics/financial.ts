import { appointments as a, expenses, locations, payments as p, paymentAllocations as pa, services } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { sql } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import { owingBookingsTotal, owingSalesTotal } from '../payments/left-to-pay-owing';
import type { Filter } from '../payments/left-to-pay-sql';
import type { Span as LedgerSpan } from '../payments/range';
import { incomeIn } from '../payments/statistic';
import type { AnalyticsDetails } from '../shared/analytics-schemas';
import type { Span } from './visits';

type Tab = Extract<AnalyticsDetails, { tab: 'financial' }>;
const n = (x: unknown) => Number(x ?? 0);

/**
 * Financial info: income (incomeIn's net: payments less voids and refunds; refunds also shown apart), expenses,
 * profit, what bookings and sales of the period still owe, the ledger by method and type, money allocated to
 * appointments by service and location (by when it was taken), expenses by category.
 */
export async function financial(
  scope: BusinessScope,
  span: Span,
  locale: Locale,
): Promise<Omit<Tab, 'tab' | 'currency' | 'period' | 'previous'>> {
  const b = scope.businessId;
  const ledger: LedgerSpan = { startDate: span.fromDate, endDate: span.toDate, from: new Date(span.from), to: new Date(span.to) };
  const owing = { page: 1, per_page: 25, start_date: span.fromDate, end_date: span.toDate } as Filter;
  const allocated = (key: 'service' | 'location') => {
    const [table, col, name] =
      key === 'service' ? [services, a.service_id, services.name] : [locations, a.location_id, locations.title];
    return scope.db.all<{ id: string | null; name: string | null; amount: number }>(sql`
      SELECT ${col} AS id, max(${name}) AS name, sum(${pa.amount}) AS amount
      FROM ${p} JOIN ${pa} ON ${pa.payment_id} = ${p.id}
      JOIN ${a} ON ${a.id} = ${pa.appointment_id}
      LEFT JOIN ${table} ON ${table.id} = ${col} AND ${table.business_id} = ${b}
      WHERE ${p.business_id} = ${b} AND ${p.taken_at} >= ${span.from} AND ${p.taken_at} < ${span.to}
        AND ${p.method} <> 'gift_voucher'
      GROUP BY ${col} HAVING sum(${pa.amount}) <> 0 ORDER BY amount DESC`);
  };
  const [income, bookings, salesOwed, byService, byLocation, categories] = await Promise.all([
    incomeIn(scope, ledger, true),
    owingBookingsTotal(scope, owing, locale),
    owingSalesTotal(scope, owing, locale),
    allocated('service'),
    allocated('location'),
    scope.db.all<{ category: string; amount: number }>(sql`
      SELECT ${expenses.category} AS category, sum(${expenses.amount}) AS amount FROM ${expenses}
      WHERE ${expenses.business_id} = ${b} AND ${expenses.date} >= ${span.fromDate} AND ${expenses.date} <= ${span.toDate}
      GROUP BY ${expenses.category} ORDER BY amount DESC, category`),
  ]);
  const spent = categories.reduce((s, c) => s + n(c.amount), 0);
  const none = m.an_none({}, { locale });
  const named = (r: { id: string | null; name: string | null; amount: number }) => ({
    id: r.id,
    name: r.name ?? none,
    amount: n(r.amount),
  });
  return {
    income: income.net,
    refunds: income.refunds,
    expenses: spent,
    profit: income.net - spent,
    left_to_pay: bookings.amount + salesOwed.amount,
    by_method: income.by_method,
    by_type: income.by_type.map((t) => ({ type: t.type, amount: t.amount })),
    by_service: byService.map(named),
    by_location: byLocation.map(named),
    expenses_by_category: categories.map((c) => ({ category: c.category, amount: n(c.amount) })),
  };
}
