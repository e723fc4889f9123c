import { expenses } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { sql } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import { window } from '../payments/left-to-pay-sql';
import { leftToPayTotals } from '../payments/left-to-pay-totals';
import type { Span as LedgerSpan } from '../payments/range';
import { incomeIn } from '../payments/statistic';
import type { AnalyticsDetails } from '../shared/analytics-schemas';
import { compareNames } from '../shared/collation';
import { allocationsIn } from './money-days';
import { namesOf } from './names';
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
  const owing = window(scope, { start_date: span.fromDate, end_date: span.toDate }, locale);
  // The ledger and the allocations each read their daily copy for a span of whole local days (migration 0041).
  const [income, allocations, owed, categories] = await Promise.all([
    incomeIn(scope, ledger, true),
    allocationsIn(scope, span),
    leftToPayTotals(scope, {}, owing, locale),
    scope.db.all<{ category: string; amount: number }>(sql`
      SELECT ${expenses.category} AS category, sum(${expenses.amount}) AS amount FROM ${expenses}
      WHERE ${expenses.business_id} = ${b} AND ${expenses.date} >= ${span.fromDate} AND ${expenses.date} <= ${span.toDate}
      GROUP BY ${expenses.category} ORDER BY amount DESC, category`),
  ]);
  const spent = categories.reduce((s, c) => s + n(c.amount), 0);
  const none = m.an_none({}, { locale });
  const [services, locations] = await Promise.all([
    namesOf(
      scope,
      'service',
      allocations.service.map((r) => r.id),
    ),
    namesOf(
      scope,
      'location',
      allocations.location.map((r) => r.id),
    ),
  ]);
  const fold = (rows: { id: string; amount: number }[], names: Map<string, string>) => {
    const sums = new Map<string | null, number>();
    for (const r of rows) sums.set(r.id || null, (sums.get(r.id || null) ?? 0) + n(r.amount));
    return [...sums]
      .filter(([, amount]) => amount !== 0)
      .map(([id, amount]) => ({ id, name: (id && names.get(id)) || none, amount }))
      .sort((x, y) => y.amount - x.amount || compareNames(x.name, y.name));
  };
  return {
    income: income.net,
    refunds: income.refunds,
    expenses: spent,
    profit: income.net - spent,
    left_to_pay: owed.total,
    by_method: income.by_method,
    by_type: income.by_type.map((t) => ({ type: t.type, amount: t.amount })),
    by_service: fold(allocations.service, services),
    by_location: fold(allocations.location, locations),
    expenses_by_category: categories.map((c) => ({ category: c.category, amount: n(c.amount) })),
  };
}
