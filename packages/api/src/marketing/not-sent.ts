import { marketingCampaigns, notifications } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { JobDeps } from '../jobs/types';
import { links } from '../shared/links';
import type { CampaignCost } from './cost';

export type CampaignFailure = NonNullable<(typeof marketingCampaigns.$inferSelect)['failure_reason']>;

/**
 * A scheduled campaign the cron could not send when it came due (issue 25): it goes back to a draft with
 * the reason and the time on its row (`failure_reason`, `failed_at`), one guarded UPDATE, so it is told
 * once and the cron does not pick it up again. The campaign's page and the lists show the reason; saving
 * or sending it again clears it (campaignValues, startCampaign).
 *
 * The owner's bell: a short balance rings the existing low-credits notice (one per campaign). The shared
 * "a message was not sent" notice (one per cause per day, packages/api/src/messages + notifications) is
 * where both causes belong; when it lands, call it here with `cause` = `campaign_${reason}` and drop the
 * low-credits insert below.
 */
export async function campaignNotSent(
  deps: JobDeps,
  c: typeof marketingCampaigns.$inferSelect,
  reason: CampaignFailure,
  cost: CampaignCost,
  now: Date,
): Promise<void> {
  const moved = await deps.db
    .update(marketingCampaigns)
    .set({ status: 'draft', failure_reason: reason, failed_at: now, updated_at: now })
    .where(
      and(
        eq(marketingCampaigns.business_id, c.business_id),
        eq(marketingCampaigns.id, c.id),
        eq(marketingCampaigns.status, 'scheduled'),
        isNull(marketingCampaigns.started_at),
      ),
    )
    .returning({ id: marketingCampaigns.id });
  if (!moved.length || reason !== 'credits') return;
  await deps.db.insert(notifications).values({
    business_id: c.business_id,
    type: 'low_credits',
    params: { count: String(cost.credits_available), channel: c.channel === 'sms' ? 'SMS' : 'email' },
    link: links.campaign(c.id),
    created_at: now,
  });
}
