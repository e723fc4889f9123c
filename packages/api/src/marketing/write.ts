import { marketingCampaigns } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import * as z from 'zod';
import { gated } from '../core/trpc';
import { campaignInput, campaignOutput } from '../shared/marketing-schemas';
import { campaignValues, findCampaign, toCampaign, validateCampaign } from './campaigns';
import { LOCKED } from './locked';

const TAGS = ['marketing'];

/** POST /marketing: a draft, or scheduled when `scheduled_at` is given (docs/product/marketing.md's checks first). */
export const create = gated('marketing', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/marketing',
      errors: ['MARKETING_FILTER_REQUIRED', 'MARKETING_CHECK_FIELDS', 'CAMPAIGN_LOCKED'],
      summary: 'Create a campaign (a draft, or scheduled with scheduled_at)',
      tags: TAGS,
      message: 'mkt_created',
    },
  })
  .input(campaignInput)
  .output(campaignOutput)
  .mutation(async ({ ctx, input }) => {
    await validateCampaign(ctx.db, ctx.businessId, input, ctx.now, ctx.locale);
    const id = crypto.randomUUID();
    await ctx.db
      .insert(marketingCampaigns)
      .values({ ...campaignValues(input, ctx.now), id, business_id: ctx.businessId, created_at: ctx.now });
    return toCampaign(await findCampaign(ctx.db, ctx.businessId, id));
  });

/** PUT /marketing/{id}: a draft or scheduled campaign only (one guarded UPDATE); a sent or cancelled one is CAMPAIGN_LOCKED. */
export const update = gated('marketing', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/marketing/{id}',
      errors: ['MARKETING_FILTER_REQUIRED', 'MARKETING_CHECK_FIELDS', 'CAMPAIGN_LOCKED'],
      summary: 'Change a draft or scheduled campaign',
      tags: TAGS,
      message: 'mkt_updated',
    },
  })
  .input(campaignInput.extend({ id: z.string().min(1).max(64) }))
  .output(campaignOutput)
  .mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    await findCampaign(ctx.db, ctx.businessId, id);
    await validateCampaign(ctx.db, ctx.businessId, fields, ctx.now, ctx.locale);
    await LOCKED.updateOpen(ctx.db, ctx.businessId, id, campaignValues(fields, ctx.now));
    return toCampaign(await findCampaign(ctx.db, ctx.businessId, id));
  });

/** POST /marketing/duplicate/{id}: a new draft "<name> (copy)" with the same channel, texts and filters. */
export const duplicate = gated('marketing', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/marketing/duplicate/{id}',
      errors: ['MARKETING_FILTER_REQUIRED', 'MARKETING_CHECK_FIELDS', 'CAMPAIGN_LOCKED'],
      summary: 'Copy a campaign into a new draft',
      tags: TAGS,
      message: 'mkt_duplicated',
    },
  })
  .input(z.object({ id: z.string().min(1).max(64) }))
  .output(campaignOutput)
  .mutation(async ({ ctx, input }) => {
    const src = await findCampaign(ctx.db, ctx.businessId, input.id);
    const id = crypto.randomUUID();
    const name = m.mkt_copy_suffix({ name: src.name }, { locale: ctx.locale }).slice(0, 150);
    await ctx.db.insert(marketingCampaigns).values({
      id,
      business_id: ctx.businessId,
      name,
      channel: src.channel,
      subject: src.subject,
      text: src.text,
      filters: src.filters,
      status: 'draft',
      created_at: ctx.now,
      updated_at: ctx.now,
    });
    return toCampaign(await findCampaign(ctx.db, ctx.businessId, id));
  });
