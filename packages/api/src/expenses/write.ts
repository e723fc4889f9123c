import { expenses } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, eq, gte, inArray, lt, max, ne } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { DATE_MAX } from '../shared/date-schemas';
import { addMonths, type ExpenseInput, occurrenceDates, REPEAT_DEFAULT_MONTHS } from '../shared/expenses-schemas';
import { priceTrip } from './mileage';
import type { ExpenseRow } from './output';

type Insert = typeof expenses.$inferInsert;
export type Statement = BatchItem<'sqlite'>;

const dayBefore = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** The last date copies are made for: the given one, else 12 months of copies (the day before the same date a year on). */
/** The series' last date: the one given, else 12 months on, never past DATE_MAX (no copy the date filters cannot reach). */
export const repeatUntilOf = (date: string, given: string | null) => {
  const until = given ?? dayBefore(addMonths(date, REPEAT_DEFAULT_MONTHS));
  return until > DATE_MAX ? DATE_MAX : until;
};

/**
 * The row values the form gives, for each of `dates` (a single expense has
 * one). An expense keeps its amount and category; a mileage trip is
 * category `mileage`, priced by the server (mileage.ts), its amount never
 * taken from the request. Fields of the other type are cleared.
 */
export async function rowValues(
  ctx: BusinessScope,
  locale: Locale,
  input: ExpenseInput,
  dates: string[],
  exclude: { ids: string[]; savedAt?: Date } = { ids: [] },
): Promise<Omit<Insert, 'business_id' | 'id'>[]> {
  const common = {
    type: input.type,
    currency: ctx.business.currency,
    supplier: input.supplier,
    notes: input.notes,
  };
  if (input.type === 'expense') {
    return dates.map((date) => ({
      ...common,
      date,
      category: input.category ?? 'other',
      amount: input.amount ?? 0,
      from_location: null,
      to_location: null,
      distance_hundredths: null,
      distance_unit: null,
      cost_per_unit: null,
    }));
  }
  const trip = {
    distance_hundredths: input.distance ?? 0,
    distance_unit: input.distance_unit ?? 'km',
    vehicle: input.vehicle ?? 'other',
    cost_per_unit: input.cost_per_unit,
  };
  const prices = await priceTrip(ctx, locale, trip, dates, exclude);
  return dates.map((date, i) => ({
    ...common,
    date,
    category: 'mileage',
    amount: prices[i]?.amount ?? 0,
    from_location: input.from_location,
    to_location: input.to_location,
    distance_hundredths: trip.distance_hundredths,
    distance_unit: trip.distance_unit,
    cost_per_unit: prices[i]?.cost_per_unit ?? null,
  }));
}

/** The dates a new (or regenerated) recurring expense is stored on, with its effective end. */
export function seriesDates(input: ExpenseInput): { dates: string[]; until: string | null } {
  if (!input.recurring) return { dates: [input.date], until: null };
  const until = repeatUntilOf(input.date, input.recurring.repeat_until);
  return { dates: occurrenceDates(input.date, input.recurring.frequency, until), until };
}

/** Inserts for copies of a series (every date but the first, which the caller writes). */
export function insertCopies(
  ctx: BusinessScope,
  values: Omit<Insert, 'business_id' | 'id'>[],
  series: Pick<Insert, 'series_id' | 'frequency' | 'repeat_until'>,
): Statement[] {
  return values.map((v) => ctx.db.insert(expenses).values({ ...v, ...series, business_id: ctx.businessId }));
}

/** The rows of a series from `row`'s date on (the row itself included): what "this and all future ones" means. */
export async function futureOf(ctx: BusinessScope, row: ExpenseRow): Promise<Pick<ExpenseRow, 'id' | 'receipt_key'>[]> {
  if (!row.series_id) return [row];
  return ctx.db
    .select({ id: expenses.id, receipt_key: expenses.receipt_key })
    .from(expenses)
    .where(scopeToBusiness(expenses, ctx.businessId, eq(expenses.series_id, row.series_id), gte(expenses.date, row.date)));
}

/** Deletes rows by id (the business's only). */
export const deleteRows = (ctx: BusinessScope, ids: string[]): Statement =>
  ctx.db.delete(expenses).where(scopeToBusiness(expenses, ctx.businessId, inArray(expenses.id, ids)));

/**
 * After the future of a series is cut off at `date`, the copies before it end
 * on their last date (their `repeat_until` says where the series now stops).
 */
export async function endEarlierCopies(
  ctx: BusinessScope,
  seriesId: string,
  date: string,
  keepId?: string,
): Promise<Statement[]> {
  const [last] = await ctx.db
    .select({ date: max(expenses.date) })
    .from(expenses)
    .where(
      scopeToBusiness(
        expenses,
        ctx.businessId,
        and(eq(expenses.series_id, seriesId), lt(expenses.date, date), keepId ? ne(expenses.id, keepId) : undefined),
      ),
    );
  if (!last?.date) return [];
  return [
    ctx.db
      .update(expenses)
      .set({ repeat_until: last.date })
      .where(scopeToBusiness(expenses, ctx.businessId, eq(expenses.series_id, seriesId), lt(expenses.date, date))),
  ];
}

export async function runBatch(ctx: BusinessScope, writes: Statement[]) {
  const [first, ...rest] = writes;
  if (first) await ctx.db.batch([first, ...rest]);
}
