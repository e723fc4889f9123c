import { scopeSettings, todayOf } from '../core/scope';
import { businessProcedure } from '../core/trpc';
import { balances } from '../credits/ledger';
import { goalProgressOf } from '../goals/progress';
import { UNSENT_DAYS, unsentSince } from '../messages/unsent';
import { window } from '../payments/left-to-pay-sql';
import { leftToPayTotals } from '../payments/left-to-pay-totals';
import { spanOf } from '../payments/range';
import { incomeIn } from '../payments/statistic';
import { dashboardStatistic } from '../shared/analytics-schemas';
import { hasFeature } from '../shared/plans';
import { addDays } from '../shared/zoned';
import { taxSummaryOf } from '../tax/summary';
import { monthOf, weekStart } from './calendar';
import { coreTotals, newClientsIn } from './figures';
import { todayItems } from './today';
import { spanOfDates } from './visits';

/** GET /data/statistic: the whole dashboard in one request (every plan; goals and tax null without them). */
export const statistic = businessProcedure
  .meta({
    rest: { method: 'GET', path: '/api/v1/data/statistic', summary: 'The dashboard in one request', tags: ['analytics'] },
  })
  .output(dashboardStatistic)
  .query(async ({ ctx }) => {
    const today = todayOf(ctx);
    const month = monthOf(today);
    const lastMonth = monthOf(addDays(month.start, -1));
    const settings = await scopeSettings(ctx);
    const weekEnd = addDays(weekStart(today, settings.calendar.week_starts_on), -1);
    const week = { start: addDays(weekEnd, -6), end: weekEnd };
    const before = { start: addDays(week.start, -7), end: addDays(week.start, -1) };
    const [items, income, owed, thisMonth, prevMonth, last, prev, goals, tax, credits, unsent] = await Promise.all([
      todayItems(ctx, today, ctx.locale),
      incomeIn(ctx, spanOf(ctx, { start_date: month.start, end_date: month.end }, ctx.locale), false),
      leftToPayTotals(ctx, {}, window(ctx, {}, ctx.locale), ctx.locale),
      newClientsIn(ctx, spanOfDates(ctx, month.start, month.end)),
      newClientsIn(ctx, spanOfDates(ctx, lastMonth.start, lastMonth.end)),
      coreTotals(ctx, spanOfDates(ctx, week.start, week.end)),
      coreTotals(ctx, spanOfDates(ctx, before.start, before.end)),
      hasFeature(ctx.entitlement, 'goals') ? goalProgressOf(ctx, ctx.locale) : null,
      hasFeature(ctx.entitlement, 'tax') ? taxSummaryOf(ctx, ctx.locale) : null,
      balances(ctx.db, ctx.businessId),
      unsentSince(ctx.db, ctx.businessId, addDays(today, 1 - UNSENT_DAYS), ctx.business.timezone),
    ]);
    const weekFigures = (f: typeof last) => ({
      income: f.income,
      appointments: f.appointments,
      new_clients: f.new_clients,
      no_shows: f.no_show,
    });
    return {
      currency: ctx.business.currency,
      today: { date: today, count: items.length, items },
      income: { start_date: month.start, end_date: month.end, net: income.net, count: income.count },
      left_to_pay: { total: owed.total, appointments: owed.appointments.amount, sales: owed.sales.amount },
      new_clients: { this_month: thisMonth, last_month: prevMonth },
      last_week: { start_date: week.start, end_date: week.end, figures: weekFigures(last), previous: weekFigures(prev) },
      goals,
      tax,
      credits: { ...credits, unsent },
    };
  });
