import * as z from 'zod';
import { gated } from '../core/trpc';
import { isoDate } from '../shared/date-schemas';
import { DISTANCE_UNITS, defaultDistanceUnit, mileageLevels, taxYearOf, VEHICLES } from '../shared/expenses-schemas';
import { bandTrips } from './mileage';
import { taxYearStart } from './scope';

const levelOutput = z.object({
  vehicle: z.enum(VEHICLES),
  rate: z.number().int(),
  threshold_hundredths: z.number().int().optional(),
  rate_after: z.number().int().optional(),
});

/**
 * GET /expenses/mileage-rates?date&unit[&id]: what the form needs to show a
 * trip's amount while it is typed (with `mileageAmount`, the function the
 * server prices with): the standard levels for the business's currency and
 * the unit, the tax year of the date, and how far the car has gone in it
 * before that date (without the trip being edited).
 */
export const mileageRates = gated('mileage_tracking')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/expenses/mileage-rates',
      summary: 'Mileage levels and the car distance already driven in the tax year',
      tags: ['expenses'],
    },
  })
  .input(z.object({ date: isoDate, unit: z.enum(DISTANCE_UNITS).optional(), id: z.string().min(1).max(64).optional() }))
  .output(
    z.object({
      currency: z.string(),
      unit: z.enum(DISTANCE_UNITS),
      default_unit: z.enum(DISTANCE_UNITS),
      levels: z.array(levelOutput),
      tax_year: z.object({ start: z.string(), end: z.string() }),
      /** Hundredths of the unit driven at the car rate this tax year before `date`. */
      car_distance_before: z.number().int(),
    }),
  )
  .query(async ({ ctx, input }) => {
    const currency = ctx.business.currency;
    const unit = input.unit ?? defaultDistanceUnit(currency);
    const levels = mileageLevels(currency, unit);
    const start = await taxYearStart(ctx);
    const year = taxYearOf(input.date, start.month, start.day);
    const car = levels.find((l) => l.threshold_hundredths !== undefined);
    const rows = car ? await bandTrips(ctx, unit, car, year.start, input.date, input.id ? [input.id] : []) : [];
    return {
      currency,
      unit,
      default_unit: defaultDistanceUnit(currency),
      levels,
      tax_year: year,
      car_distance_before: rows.reduce((s, r) => s + (r.distance_hundredths ?? 0), 0),
    };
  });
