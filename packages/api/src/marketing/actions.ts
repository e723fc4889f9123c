import * as z from 'zod';
import { AppError } from '../core/errors';
import { gated } from '../core/trpc';
import { campaignOutput, countInput, countOutput } from '../shared/marketing-schemas';
import { findCampaign, toCampaign } from './campaigns';
import { campaignCost } from './cost';
import { LOCKED } from './locked';
import { assertFilterIds, hasAnyFilter } from './recipients';

const TAGS = ['marketing'];
const idInput = z.object({ id: z.string().min(1).max(64) });

/** PUT /marketing/cancel/{id}: a draft or scheduled campaign becomes cancelled; a sent one is CAMPAIGN_LOCKED. */
export const cancel = gated('marketing', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/marketing/cancel/{id}',
      errors: ['CAMPAIGN_LOCKED'],
      summary: 'Cancel a draft or scheduled campaign',
      tags: TAGS,
      message: 'mkt_cancelled',
    },
  })
  .input(idInput)
  .output(campaignOutput)
  .mutation(async ({ ctx, input }) => {
    await findCampaign(ctx.db, ctx.businessId, input.id);
    await LOCKED.updateOpen(ctx.db, ctx.businessId, input.id, {
      status: 'cancelled',
      cancelled_at: ctx.now,
      updated_at: ctx.now,
    });
    return toCampaign(await findCampaign(ctx.db, ctx.businessId, input.id));
  });

/** POST /marketing/count: who the filters reach now, the credits per message and required, and the balance. */
export const count = gated('marketing')
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/marketing/count',
      errors: ['MARKETING_FILTER_REQUIRED', 'MARKETING_CHECK_FIELDS'],
      summary: 'Count the recipients and the credits a campaign needs',
      tags: TAGS,
    },
  })
  .input(countInput)
  .output(countOutput)
  .mutation(async ({ ctx, input }) => {
    if (!hasAnyFilter(input.filters)) throw new AppError('MARKETING_FILTER_REQUIRED');
    await assertFilterIds(ctx.db, ctx.businessId, input.filters);
    const business = { id: ctx.businessId, name: ctx.business.name, timezone: ctx.business.timezone };
    return campaignCost(ctx.db, business, input);
  });
