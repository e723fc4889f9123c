import { scopeSettings } from '../core/scope';
import { businessProcedure } from '../core/trpc';
import { goalProgressOf } from '../goals/progress';
import { analyticsInput, analyticsOutput } from '../shared/analytics-schemas';
import { hasFeature } from '../shared/plans';
import { bucketSeries } from './buckets';
import { periodFigures } from './figures';
import { bucketOf, periodsOf } from './period';

/** GET /data/analytics: "the numbers" for a period and the one before, a bucketed series, and goal progress (premium). */
export const overview = businessProcedure
  .meta({
    rest: { method: 'GET', path: '/api/v1/data/analytics', summary: 'Analytics for a period', tags: ['analytics'] },
  })
  .input(analyticsInput)
  .output(analyticsOutput)
  .query(async ({ ctx, input }) => {
    const p = periodsOf(ctx, input, ctx.locale);
    const bucket = bucketOf(p.days);
    const settings = await scopeSettings(ctx);
    const [numbers, previous_numbers, series, goals] = await Promise.all([
      periodFigures(ctx, p.period),
      periodFigures(ctx, p.previous),
      bucketSeries(ctx, p.period, bucket, settings.calendar.week_starts_on),
      hasFeature(ctx.entitlement, 'goals') ? goalProgressOf(ctx, ctx.locale) : null,
    ]);
    return {
      currency: ctx.business.currency,
      period: p.range,
      previous: p.previousRange,
      numbers,
      previous_numbers,
      bucket,
      series,
      goals,
    };
  });
