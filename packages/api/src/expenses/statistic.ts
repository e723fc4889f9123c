import { expenses } from '@kairos/db';
import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import * as z from 'zod';
import { todayOf } from '../core/scope';
import { gated } from '../core/trpc';
import { compareNames } from '../shared/collation';
import { isoDate } from '../shared/date-schemas';
import { DISTANCE_UNITS, EXPENSE_CATEGORIES, hundredthsText, taxYearOf } from '../shared/expenses-schemas';
import { categoryName } from './output';
import { expenseWhere } from './read';
import { taxYearStart } from './scope';

export const statisticOutput = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Minor units. */
  total: z.number().int(),
  count: z.number().int(),
  by_category: z.array(
    z.object({ category: z.enum(EXPENSE_CATEGORIES), name: z.string(), total: z.number().int(), count: z.number().int() }),
  ),
  /** "YYYY-MM" months that have expenses, in order. */
  by_month: z.array(z.object({ month: z.string(), total: z.number().int(), count: z.number().int() })),
  mileage: z.object({
    trips: z.number().int(),
    amount: z.number().int(),
    distances: z.array(
      z.object({
        unit: z.enum(DISTANCE_UNITS),
        distance: z.string(),
        distance_hundredths: z.number().int(),
        trips: z.number().int(),
      }),
    ),
  }),
});

/**
 * GET /expenses/statistic?from&to: totals for a range of local dates (the
 * current tax year by default): all, by category, by month, and the mileage
 * driven per unit. Four grouped queries on the (business, date) index.
 */
export const statistic = gated('expenses')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/expenses/statistic',
      summary: 'Expense totals by category and month, and mileage driven, for a date range',
      tags: ['expenses'],
    },
  })
  .input(
    z
      .object({ from: isoDate.optional(), to: isoDate.optional() })
      .refine((r) => !r.from || !r.to || r.to >= r.from, { path: ['to'], params: { key: 'exp_range_order' } }),
  )
  .output(statisticOutput)
  .query(async ({ ctx, input }) => {
    let { from, to } = input;
    if (!from || !to) {
      const start = await taxYearStart(ctx);
      const year = taxYearOf(todayOf(ctx), start.month, start.day);
      from ??= year.start;
      to ??= year.end;
    }
    const where = and(expenseWhere(ctx.businessId, { from, to }), eq(expenses.currency, ctx.business.currency));
    const month = sql<string>`substr(${expenses.date}, 1, 7)`;
    const [categories, months, trips] = await Promise.all([
      ctx.db
        .select({ category: expenses.category, total: sum(expenses.amount), n: count() })
        .from(expenses)
        .where(where)
        .groupBy(expenses.category),
      ctx.db
        .select({ month, total: sum(expenses.amount), n: count() })
        .from(expenses)
        .where(where)
        .groupBy(month)
        .orderBy(asc(month)),
      ctx.db
        .select({
          unit: expenses.distance_unit,
          distance: sum(expenses.distance_hundredths),
          amount: sum(expenses.amount),
          n: count(),
        })
        .from(expenses)
        .where(and(where, eq(expenses.type, 'mileage')))
        .groupBy(expenses.distance_unit),
    ]);
    const byCategory = categories
      .map((c) => ({
        category: (EXPENSE_CATEGORIES as readonly string[]).includes(c.category)
          ? (c.category as (typeof EXPENSE_CATEGORIES)[number])
          : 'other',
        name: categoryName(c.category, ctx.locale),
        total: Number(c.total ?? 0),
        count: c.n,
      }))
      .sort((a, b) => b.total - a.total || compareNames(a.name, b.name));
    return {
      from,
      to,
      currency: ctx.business.currency,
      total: byCategory.reduce((s, c) => s + c.total, 0),
      count: byCategory.reduce((s, c) => s + c.count, 0),
      by_category: byCategory,
      by_month: months.map((m) => ({ month: m.month, total: Number(m.total ?? 0), count: m.n })),
      mileage: {
        trips: trips.reduce((s, t) => s + t.n, 0),
        amount: trips.reduce((s, t) => s + Number(t.amount ?? 0), 0),
        distances: trips
          .filter((t) => t.unit)
          .map((t) => {
            const h = Number(t.distance ?? 0);
            return { unit: t.unit as 'mile' | 'km', distance: hundredthsText(h), distance_hundredths: h, trips: t.n };
          }),
      },
    };
  });
