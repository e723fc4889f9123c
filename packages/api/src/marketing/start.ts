import { businesses, campaignRecipients, clients, type Db, marketingCampaigns } from '@kairos/db';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { JobDeps } from '../jobs/types';
import { CAMPAIGN_BATCH_SIZE } from '../shared/messaging';
import { CAMPAIGN_QUEUE, type CampaignBatchJob } from './campaign-job';
import type { BusinessInfo } from './cost';
import { recipientsWhere } from './recipients';

type Campaign = typeof marketingCampaigns.$inferSelect;

export async function businessInfo(db: Db, businessId: string): Promise<BusinessInfo> {
  const [row] = await db
    .select({ id: businesses.id, name: businesses.name, timezone: businesses.timezone })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw new Error(`No business ${businessId}`);
  return row;
}

/**
 * Starts sending: ONE batch that (0) runs the caller's `prelude` (send now's insert or change of the
 * campaign), (1) claims the campaign with a guarded UPDATE (status in `from` → sent, started_at = now,
 * recipients_count = the filters' count now, any earlier failure cleared) only while it reaches someone,
 * and (2) fixes its recipients with one INSERT ... SELECT (position = row_number), only while the campaign
 * has none, so a second starter (two crons, a cron and "run now") claims nothing and inserts nothing. The
 * winner then queues the batches. Returns the recipients, or null when nothing was claimed: another starter
 * (or a change of status) got there first, or nobody can receive it now.
 */
export async function startCampaign(
  deps: JobDeps,
  business: BusinessInfo,
  c: Pick<Campaign, 'id' | 'channel' | 'filters'>,
  now: Date,
  from: ('draft' | 'scheduled')[],
  options: { dueOnly?: boolean; prelude?: BatchItem<'sqlite'> } = {},
): Promise<number | null> {
  const { db } = deps;
  const where = recipientsWhere(business.id, business.timezone, c.channel, c.filters);
  const mine = and(eq(marketingCampaigns.business_id, business.id), eq(marketingCampaigns.id, c.id));
  const claim = db
    .update(marketingCampaigns)
    .set({
      status: 'sent',
      started_at: now,
      updated_at: now,
      recipients_count: sql`(SELECT count(*) FROM ${clients} WHERE ${where})`,
      failure_reason: null,
      failed_at: null,
    })
    .where(
      and(
        mine,
        inArray(marketingCampaigns.status, from),
        isNull(marketingCampaigns.started_at),
        options.dueOnly ? lte(marketingCampaigns.scheduled_at, now) : undefined,
        sql`EXISTS (SELECT 1 FROM ${clients} WHERE ${where})`,
      ),
    )
    .returning({ recipients: marketingCampaigns.recipients_count });
  const fix = db.run(sql`INSERT INTO ${campaignRecipients} (campaign_id, client_id, business_id, position)
      SELECT ${c.id}, ${clients.id}, ${business.id}, row_number() OVER (ORDER BY ${clients.id}) - 1
      FROM ${clients} WHERE ${where}
        AND EXISTS (SELECT 1 FROM ${marketingCampaigns} WHERE ${mine} AND ${marketingCampaigns.started_at} = ${now.getTime()})
        AND NOT EXISTS (SELECT 1 FROM ${campaignRecipients} WHERE ${campaignRecipients.campaign_id} = ${c.id})
      ON CONFLICT DO NOTHING`);
  const results = options.prelude ? await db.batch([options.prelude, claim, fix]) : await db.batch([claim, fix]);
  const won = (options.prelude ? results[1] : results[0]) as { recipients: number }[];
  if (!won[0]) return null;
  const total = Number(won[0].recipients);
  for (let at = 0; at < total; at += CAMPAIGN_BATCH_SIZE) {
    const job: CampaignBatchJob = {
      business_id: business.id,
      campaign_id: c.id,
      from: at,
      to: Math.min(total, at + CAMPAIGN_BATCH_SIZE),
    };
    // No idempotency key: runJob would claim it in `effects` before running and skip a redelivery after a
    // crash. A batch is exactly-once by itself (campaign_recipients.message_id + messages.dedupe_key).
    await deps.services.queue.enqueue(CAMPAIGN_QUEUE, job);
  }
  return total;
}
