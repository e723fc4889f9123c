import { expenses, payments } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { and, gte, lte, ne, type SQL, sql, sum } from 'drizzle-orm';
import { analyticsIncomeHours } from '../analytics/visit-table';
import { AppError } from '../core/errors';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { netIncomeInput, netIncomeOutput } from '../shared/payments-schemas';
import { translateKey } from '../shared/validation';
import { addDays, isoWeekday, offsetMinutes } from '../shared/zoned';
import { spanOf, todayOf } from './range';

const MAX_PERIODS = 1000;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * [from, to) cut where the zone's UTC offset changes: each segment runs until
 * `until` (exclusive) with one offset (ms). Offsets are read once a day and a
 * change is pinned to the second by bisection: a year has at most 3 segments.
 */
export function offsetSegments(from: number, to: number, tz: string): { until: number; offsetMs: number }[] {
  const out: { until: number; offsetMs: number }[] = [];
  const off = (t: number) => offsetMinutes(t, tz) * 60_000;
  let at = from;
  let cur = off(from);
  while (at < to) {
    const next = Math.min(at + DAY, to - 1);
    if (next <= at) break;
    const o = off(next);
    if (o !== cur) {
      let lo = at;
      let hi = next;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (off(mid) === cur) lo = mid;
        else hi = mid;
      }
      out.push({ until: hi, offsetMs: cur });
      cur = off(hi);
      at = hi;
      continue;
    }
    at = next === to - 1 ? to : next;
  }
  out.push({ until: to, offsetMs: cur });
  return out;
}
type Period = 'day' | 'week' | 'month' | 'year';

/** The first local date of the period holding `date`. */
export function periodStart(date: string, period: Period): string {
  if (period === 'day') return date;
  if (period === 'week') return addDays(date, 1 - isoWeekday(date));
  if (period === 'month') return `${date.slice(0, 7)}-01`;
  return `${date.slice(0, 4)}-01-01`;
}

function nextPeriod(start: string, period: Period): string {
  if (period === 'day') return addDays(start, 1);
  if (period === 'week') return addDays(start, 7);
  const y = Number(start.slice(0, 4));
  const mo = Number(start.slice(5, 7));
  if (period === 'year') return `${String(y + 1).padStart(4, '0')}-01-01`;
  return mo === 12 ? `${String(y + 1).padStart(4, '0')}-01-01` : `${start.slice(0, 4)}-${String(mo + 1).padStart(2, '0')}-01`;
}

/**
 * GET /payments/net-income: money kept (payments − voids − refunds, vouchers
 * spent left out: they were income when sold) less expenses, per period and
 * in total, and expenses by category. Default range: this calendar year to
 * today. Income is summed in SQL per local day of the business's zone (the
 * range cut where the zone's offset changes, `offsetSegments`: ≤ 366 rows a
 * year, so DST changes are respected) and the days go to their periods in
 * code; expenses are summed per local date and per category in SQL.
 */
export const netIncome = gated('income')
  .meta({
    rest: { method: 'GET', path: '/api/v1/payments/net-income', summary: 'Income less expenses by period', tags: ['payments'] },
  })
  .input(netIncomeInput)
  .output(netIncomeOutput)
  .query(async ({ ctx, input }) => {
    const tz = ctx.business.timezone;
    const today = todayOf(ctx);
    const endDate = input.end_date ?? (input.start_date && input.start_date > today ? input.start_date : today);
    const startDate = input.start_date ?? `${endDate.slice(0, 4)}-01-01`;
    const span = spanOf(ctx, { start_date: startDate, end_date: endDate }, ctx.locale);
    const starts: string[] = [];
    for (let s = periodStart(startDate, input.period); s <= endDate; s = nextPeriod(s, input.period)) {
      starts.push(s);
      if (starts.length > MAX_PERIODS)
        throw new AppError('VALIDATION_ERROR', {}, { period: [translateKey('payments_range_too_long', {}, ctx.locale)] });
    }
    const from = (span.from as Date).getTime();
    const to = (span.to as Date).getTime();
    const segments = offsetSegments(from, to, tz);
    // The local day number of each payment: (instant + the zone's offset then) / one day, the offset
    // taken from the segment of constant offset the instant falls in (a CASE over the few changes).
    const offsetOf = (at: SQL) =>
      segments.length === 1
        ? sql.raw(String(segments[0]?.offsetMs ?? 0))
        : sql`CASE ${sql.join(
            segments.slice(0, -1).map((g) => sql`WHEN ${at} < ${g.until} THEN ${sql.raw(String(g.offsetMs))}`),
            sql` `,
          )} ELSE ${sql.raw(String(segments[segments.length - 1]?.offsetMs ?? 0))} END`;
    const dayOf = (at: SQL) => sql<number>`(${at} + ${offsetOf(at)}) / ${sql.raw(String(DAY))}`;
    // A zone whose offsets and changes all fall on whole UTC hours (nearly all): no hour straddles a local
    // midnight, so the income is summed from the trigger-kept hourly rollup (analytics_income_hours: the payments'
    // net amount per UTC hour of taken_at, gift-voucher spends left out, ≤ 8,784 rows a year) instead of every
    // payment of the year. Otherwise (zones off the hour) straight from the payments.
    const onTheHour =
      from % HOUR === 0 && to % HOUR === 0 && segments.every((g) => g.offsetMs % HOUR === 0 && g.until % HOUR === 0);
    const ih = analyticsIncomeHours;
    const [income, spent, byCategory] = await Promise.all([
      onTheHour
        ? ctx.db.all<{ day: number; amount: number }>(sql`SELECT ${dayOf(sql`(${ih.hour} * ${sql.raw(String(HOUR))})`)} AS day,
            sum(${ih.amount}) AS amount FROM ${ih}
            WHERE ${ih.business_id} = ${ctx.businessId} AND ${ih.hour} >= ${from / HOUR} AND ${ih.hour} < ${to / HOUR} GROUP BY 1`)
        : ctx.db
            .select({ day: dayOf(sql`${payments.taken_at}`), amount: sum(payments.amount).mapWith(Number) })
            .from(payments)
            .where(
              scopeToBusiness(
                payments,
                ctx.businessId,
                sql`${payments.taken_at} >= ${from}`,
                sql`${payments.taken_at} < ${to}`,
                ne(payments.method, 'gift_voucher'),
              ),
            )
            .groupBy(sql`1`),
      ctx.db
        .select({ date: expenses.date, amount: sum(expenses.amount).mapWith(Number) })
        .from(expenses)
        .where(scopeToBusiness(expenses, ctx.businessId, and(gte(expenses.date, startDate), lte(expenses.date, endDate))))
        .groupBy(expenses.date),
      ctx.db
        .select({ category: expenses.category, amount: sum(expenses.amount).mapWith(Number) })
        .from(expenses)
        .where(scopeToBusiness(expenses, ctx.businessId, and(gte(expenses.date, startDate), lte(expenses.date, endDate))))
        .groupBy(expenses.category),
    ]);
    const periods = new Map(starts.map((s) => [s, { start: s, income: 0, expenses: 0, net: 0 }]));
    const at = (date: string) => periods.get(periodStart(date, input.period));
    for (const r of income) {
      const p = at(new Date(Number(r.day) * DAY).toISOString().slice(0, 10));
      if (p) p.income += Number(r.amount);
    }
    for (const r of spent) {
      const p = at(r.date);
      if (p) p.expenses += r.amount;
    }
    const list = [...periods.values()].map((p) => ({ ...p, net: p.income - p.expenses }));
    const totalIncome = list.reduce((s, p) => s + p.income, 0);
    const totalExpenses = list.reduce((s, p) => s + p.expenses, 0);
    return {
      currency: ctx.business.currency,
      income: totalIncome,
      expenses: totalExpenses,
      net: totalIncome - totalExpenses,
      periods: list,
      by_category: byCategory
        .map((c) => ({ category: c.category || m.category_uncategorised({}, { locale: ctx.locale }), amount: c.amount }))
        .sort((a, b) => b.amount - a.amount),
    };
  });
