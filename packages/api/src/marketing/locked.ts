import { type Db, marketingCampaigns } from '@kairos/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../core/errors';

/** The campaign, while it has not started (a draft or scheduled): the guard of every change to it. */
export const openCampaign = (businessId: string, id: string) =>
  and(
    eq(marketingCampaigns.business_id, businessId),
    eq(marketingCampaigns.id, id),
    inArray(marketingCampaigns.status, ['draft', 'scheduled']),
    isNull(marketingCampaigns.started_at),
  );

/**
 * Changes to a campaign that has not started: one guarded UPDATE each, so a change racing the cron's
 * start (or a cancel) either lands before it or is refused with CAMPAIGN_LOCKED, never half-applied.
 */
export const LOCKED = {
  async updateOpen(db: Db, businessId: string, id: string, values: Partial<typeof marketingCampaigns.$inferInsert>) {
    const done = await db
      .update(marketingCampaigns)
      .set(values)
      .where(openCampaign(businessId, id))
      .returning({ id: marketingCampaigns.id });
    if (!done.length) throw new AppError('CAMPAIGN_LOCKED');
  },
};
