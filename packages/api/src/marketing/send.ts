import { clients, marketingCampaigns } from '@kairos/db';
import { and, sql } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { gated } from '../core/trpc';
import { campaignOutput, sendNowInput } from '../shared/marketing-schemas';
import type { MessageChannel } from '../shared/messaging';
import { type CampaignRow, campaignValues, findCampaign, toCampaign, validateCampaign } from './campaigns';
import { assertAffordable, type BusinessInfo, campaignCost } from './cost';
import { openCampaign } from './locked';
import { hasAnyFilter, recipientsWhere } from './recipients';
import { startCampaign } from './start';

const TAGS = ['marketing'];
const infoOf = (ctx: BusinessScope): BusinessInfo => ({
  id: ctx.businessId,
  name: ctx.business.name,
  timezone: ctx.business.timezone,
});

/**
 * docs/product/marketing.md: what must hold before anything is written for a send: it reaches someone (MARKETING_NO_CLIENTS,
 * "You have no clients to add") and the balance covers every recipient (CREDITS_EMPTY / SMS_CREDITS_SHORT).
 * A refusal changes nothing: no campaign row, no status, no spend, no message.
 */
async function assertSendable(ctx: BusinessScope, c: { channel: MessageChannel; text: string; filters: CampaignRow['filters'] }) {
  const cost = await campaignCost(ctx.db, infoOf(ctx), c);
  if (cost.recipients === 0) throw new AppError('MARKETING_NO_CLIENTS');
  assertAffordable(c.channel, cost);
}

/** A start that claimed nothing: the campaign moved on (CAMPAIGN_LOCKED), or nobody can receive it now. */
async function notStarted(ctx: BusinessScope, id: string): Promise<never> {
  const [open] = await ctx.db
    .select({ id: marketingCampaigns.id })
    .from(marketingCampaigns)
    .where(openCampaign(ctx.businessId, id));
  throw new AppError(open ? 'MARKETING_NO_CLIENTS' : 'CAMPAIGN_LOCKED');
}

/**
 * POST /marketing/run/{id}: sends a draft or scheduled campaign now. Refused, with nothing changed (its
 * status and time stay as they were), when it reaches nobody or the credits do not cover every recipient.
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
  .input(z.object({ id: z.string().min(1).max(64) }))
  .output(campaignOutput)
  .mutation(async ({ ctx, input }) => {
    const c = await findCampaign(ctx.db, ctx.businessId, input.id);
    if (c.status !== 'draft' && c.status !== 'scheduled') throw new AppError('CAMPAIGN_LOCKED');
    if (c.channel === 'email' && !c.subject) throw new AppError('MARKETING_CHECK_FIELDS');
    if (!hasAnyFilter(c.filters)) throw new AppError('MARKETING_FILTER_REQUIRED');
    await assertSendable(ctx, c);
    const started = await startCampaign(ctx, infoOf(ctx), c, ctx.now, ['draft', 'scheduled']);
    if (started === null) await notStarted(ctx, c.id);
    return toCampaign(await findCampaign(ctx.db, ctx.businessId, input.id));
  });

/**
 * POST /marketing/send: the wizard's "send now" in ONE call, so a refused send leaves no stray draft (issue
 * 25). Every check runs before anything is written; then one batch creates the campaign (or, given an `id`,
 * changes that draft or scheduled campaign) and starts it. The create or change is itself guarded by
 * "reaches someone now", like the start, so it is written only together with the start.
 */
export const sendNow = gated('marketing', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/marketing/send',
      errors: [
        'CAMPAIGN_LOCKED',
        'MARKETING_FILTER_REQUIRED',
        'MARKETING_CHECK_FIELDS',
        'MARKETING_NO_CLIENTS',
        'SMS_CREDITS_SHORT',
        'CREDITS_EMPTY',
      ],
      summary: 'Create (or change a draft) and send now, all or nothing',
      tags: TAGS,
      message: 'mkt_started',
    },
  })
  .input(sendNowInput)
  .output(campaignOutput)
  .mutation(async ({ ctx, input }) => {
    const { id: given, ...fields } = input;
    if (given) {
      const c = await findCampaign(ctx.db, ctx.businessId, given);
      if (c.status !== 'draft' && c.status !== 'scheduled') throw new AppError('CAMPAIGN_LOCKED');
    }
    const campaign = { ...fields, scheduled_at: null };
    await validateCampaign(ctx.db, ctx.businessId, campaign, ctx.now, ctx.locale);
    await assertSendable(ctx, campaign);
    const id = given ?? crypto.randomUUID();
    const values = campaignValues(campaign, ctx.now);
    const reaches = sql`EXISTS (SELECT 1 FROM ${clients} WHERE ${recipientsWhere(ctx.businessId, ctx.business.timezone, fields.channel, fields.filters)})`;
    const prelude = given
      ? ctx.db
          .update(marketingCampaigns)
          .set(values)
          .where(and(openCampaign(ctx.businessId, id), reaches))
      : ctx.db.run(sql`INSERT INTO ${marketingCampaigns} (id, business_id, name, channel, subject, text, filters, status,
          created_at, updated_at)
        SELECT ${id}, ${ctx.businessId}, ${values.name}, ${values.channel}, ${values.subject}, ${values.text},
          ${JSON.stringify(values.filters)}, 'draft', ${ctx.now.getTime()}, ${ctx.now.getTime()} WHERE ${reaches}`);
    const started = await startCampaign(ctx, infoOf(ctx), { id, ...fields }, ctx.now, ['draft', 'scheduled'], { prelude });
    if (started === null) {
      if (given) await notStarted(ctx, id);
      throw new AppError('MARKETING_NO_CLIENTS');
    }
    return toCampaign(await findCampaign(ctx.db, ctx.businessId, id));
  });
