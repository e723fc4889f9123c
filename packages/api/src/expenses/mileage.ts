import { expenses } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, eq, gte, inArray, lte, notInArray } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import {
  type DistanceUnit,
  type MileageLevel,
  mileageAmount,
  mileageLevels,
  taxYearOf,
  type Vehicle,
} from '../shared/expenses-schemas';
import { translateKey } from '../shared/validation';
import { taxYearStart } from './scope';

export interface Trip {
  distance_hundredths: number;
  distance_unit: DistanceUnit;
  vehicle: Vehicle;
  /** Only for vehicle `other`. */
  cost_per_unit: number | null;
}

/** The standard level a trip uses, or the owner's own rate; VALIDATION_ERROR on `vehicle` when the currency has none. */
export function levelFor(
  ctx: Pick<BusinessScope, 'business'>,
  locale: Locale,
  trip: Trip,
): Pick<MileageLevel, 'rate' | 'threshold_hundredths' | 'rate_after'> {
  if (trip.vehicle === 'other') return { rate: trip.cost_per_unit ?? 0 };
  const level = mileageLevels(ctx.business.currency, trip.distance_unit).find((l) => l.vehicle === trip.vehicle);
  if (!level) throw new AppError('VALIDATION_ERROR', {}, { vehicle: [translateKey('exp_no_standard_rate', {}, locale)] });
  return level;
}

/** Car-band trips already recorded: rows in this currency and unit whose rate is the band's (first or after). */
export async function bandTrips(
  ctx: BusinessScope,
  unit: DistanceUnit,
  level: Pick<MileageLevel, 'rate' | 'rate_after'>,
  from: string,
  to: string,
  excludeIds: string[],
) {
  const rates = [level.rate, ...(level.rate_after === undefined ? [] : [level.rate_after])];
  return ctx.db
    .select({
      id: expenses.id,
      date: expenses.date,
      created_at: expenses.created_at,
      distance_hundredths: expenses.distance_hundredths,
    })
    .from(expenses)
    .where(
      scopeToBusiness(
        expenses,
        ctx.businessId,
        and(
          eq(expenses.type, 'mileage'),
          eq(expenses.currency, ctx.business.currency),
          eq(expenses.distance_unit, unit),
          inArray(expenses.cost_per_unit, rates),
          gte(expenses.date, from),
          lte(expenses.date, to),
          excludeIds.length ? notInArray(expenses.id, excludeIds) : undefined,
        ),
      ),
    );
}

/**
 * Prices a trip on each of `dates` (one, or a recurring trip's copies, in
 * order). A car's first 10,000 miles of each tax year (settings) cost 45p
 * and the rest 25p: the distance already driven is the car-band trips dated
 * earlier in the same tax year (on the same date: those saved before
 * `savedAt`, all of them for a new trip), plus the earlier copies priced here.
 * Trips edited or added out of date order do not re-price later ones.
 */
export async function priceTrip(
  ctx: BusinessScope,
  locale: Locale,
  trip: Trip,
  dates: string[],
  exclude: { ids: string[]; savedAt?: Date } = { ids: [] },
): Promise<{ amount: number; cost_per_unit: number }[]> {
  const level = levelFor(ctx, locale, trip);
  if (level.threshold_hundredths === undefined || dates.length === 0)
    return dates.map(() => mileageAmount(trip.distance_hundredths, level));
  const start = await taxYearStart(ctx);
  const first = taxYearOf(dates[0] as string, start.month, start.day).start;
  const last = dates[dates.length - 1] as string;
  const rows = await bandTrips(ctx, trip.distance_unit, level, first, last, exclude.ids);
  const priced: { date: string; h: number }[] = [];
  return dates.map((date) => {
    const year = taxYearOf(date, start.month, start.day);
    let before = 0;
    for (const r of rows) {
      if (r.date < year.start || r.date > date) continue;
      if (r.date === date && exclude.savedAt && r.created_at >= exclude.savedAt) continue;
      before += r.distance_hundredths ?? 0;
    }
    for (const p of priced) if (p.date >= year.start && p.date <= date) before += p.h;
    priced.push({ date, h: trip.distance_hundredths });
    return mileageAmount(trip.distance_hundredths, level, before);
  });
}
