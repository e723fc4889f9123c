import { type Db, marketingSettings } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { gated } from '../core/trpc';
import { optoutCodeOf } from '../marketing/optout-code';
import { marketingSettingsInput, marketingSettingsOutput } from './schemas';

const PATH = '/api/v1/user/marketing-notification-settings';

/** The marketing settings row (created with its opt-out code on first use). */
async function marketingAnswer(db: Db, businessId: string) {
  const optout_code = await optoutCodeOf(db, businessId);
  const [row] = await db.select().from(marketingSettings).where(eq(marketingSettings.business_id, businessId)).limit(1);
  return { sender_name: row?.sender_name ?? null, reply_to: row?.reply_to ?? null, footer: row?.footer ?? null, optout_code };
}

/** GET /user/marketing-notification-settings: sender name, reply-to, footer and the SMS opt-out code (docs/product/messages.md). */
export const getMarketing = gated('marketing')
  .meta({
    rest: {
      method: 'GET',
      path: PATH,
      summary: 'Marketing message settings and the SMS opt-out code',
      tags: ['notification-settings'],
    },
  })
  .output(marketingSettingsOutput)
  .query(({ ctx }) => marketingAnswer(ctx.db, ctx.businessId));

/** PUT /user/marketing-notification-settings: one update of the row optoutCodeOf made. */
export const updateMarketing = gated('marketing', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: PATH,
      summary: 'Update the marketing message settings',
      tags: ['notification-settings'],
      message: 'settings_saved',
    },
  })
  .input(marketingSettingsInput)
  .output(marketingSettingsOutput)
  .mutation(async ({ ctx, input }) => {
    await optoutCodeOf(ctx.db, ctx.businessId);
    await ctx.db
      .update(marketingSettings)
      .set({ ...input, updated_at: ctx.now })
      .where(eq(marketingSettings.business_id, ctx.businessId));
    return marketingAnswer(ctx.db, ctx.businessId);
  });
