import { gated } from '../core/trpc';
import { estimateOf } from './estimate-of';
import { taxEstimateInput, taxEstimateOutput } from './schemas';

/** GET /tax/estimate?year=…: the year's income, expenses and the itemised tax estimate (premium). */
export const estimate = gated('tax')
  .meta({
    rest: { method: 'GET', path: '/api/v1/tax/estimate', summary: 'Tax estimate for a year', tags: ['tax'] },
  })
  .input(taxEstimateInput)
  .output(taxEstimateOutput)
  .query(({ ctx, input }) => estimateOf(ctx, input.year, ctx.locale));
