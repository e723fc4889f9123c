import * as z from 'zod';
import { AppError } from '../core/errors';
import { gated } from '../core/trpc';
import { campaignOutput, countInput, countOutput } from '../shared/marketing-schemas';
import { findCampaign, toCampaign } from './campaigns';
import { assertAffordable, campaignCost } from './cost';
import { LOCKED } from './locked';
import { assertFilterIds, hasAnyFilter } from './recipients';
import { startCampaign } from './start';

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

/**
 * POST /marketing/run/{id}: sends a draft or scheduled campaign now. Refused, with nothing changed, when
 * it reaches nobody (MARKETING_NO_CLIENTS) or the credits do not cover every recipient (SPEC 8).
 */
export const run = gated('marketing', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/marketing/run/{id}',
      errors: [
        'CAMPAIGN_LOCKED',
        'MARKETING_FILTER_REQUIRED',
        'MARKETING_CHECK_FIELDS',
        'MARKETING_NO_CLIENTS',
        'SMS_CREDITS_SHORT',
        'CREDITS_EMPTY',
      ],
      summary: 'Send a draft or scheduled campaign now',
      tags: TAGS,
      message: 'mkt_started',
    },
  })
  .input(idInput)
  .output(campaignOutput)
  .mutation(async ({ ctx, input }) => {
    const c = await findCampaign(ctx.db, ctx.businessId, input.id);
    if (c.status !== 'draft' && c.status !== 'scheduled') throw new AppError('CAMPAIGN_LOCKED');
    if (c.channel === 'email' && !c.subject) throw new AppError('MARKETING_CHECK_FIELDS');
    if (!hasAnyFilter(c.filters)) throw new AppError('MARKETING_FILTER_REQUIRED');
    const business = { id: ctx.businessId, name: ctx.business.name, timezone: ctx.business.timezone };
    const cost = await campaignCost(ctx.db, business, c);
    if (cost.recipients === 0) throw new AppError('MARKETING_NO_CLIENTS');
    assertAffordable(c.channel, cost);
    const started = await startCampaign({ db: ctx.db, services: ctx.services }, business, c, ctx.now, ['draft', 'scheduled']);
    if (started === null) throw new AppError('CAMPAIGN_LOCKED');
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
