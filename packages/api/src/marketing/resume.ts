import { campaignRecipients, marketingCampaigns, messages } from '@kairos/db';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { JobDeps } from '../jobs/types';
import { CAMPAIGN_BATCH_SIZE } from '../shared/messaging';
import { CAMPAIGN_QUEUE, type CampaignBatchJob } from './campaign-job';

/** A campaign whose sending has not moved for this long is taken as stalled (far beyond the queue's backoff). */
export const STALLED_MS = 15 * 60_000;
/** Stalled campaigns are picked up again for a day; after that what is left stays as it is (visible in show). */
const RESUME_FOR_MS = 86_400_000;

/**
 * The cron's safety net for a process that died between starting a campaign (committed) and queueing its
 * batches, or whose batch jobs were lost: campaigns sent but unfinished, started more than STALLED_MS ago,
 * get a batch job again for each range that still has a recipient without a message, or a message pending
 * since before STALLED_MS. A batch is exactly-once by itself, so a job that was only slow does no harm.
 */
export async function resumeStalledCampaigns(deps: JobDeps, now: Date): Promise<number> {
  const { db } = deps;
  const stale = now.getTime() - STALLED_MS;
  const stalled = await db
    .select({ id: marketingCampaigns.id, business_id: marketingCampaigns.business_id })
    .from(marketingCampaigns)
    .where(
      and(
        eq(marketingCampaigns.status, 'sent'),
        isNull(marketingCampaigns.finished_at),
        lt(marketingCampaigns.started_at, new Date(stale)),
        gt(marketingCampaigns.started_at, new Date(now.getTime() - RESUME_FOR_MS)),
      ),
    )
    .limit(20);
  let queued = 0;
  for (const c of stalled) {
    const ranges = await db.all<{
      batch: number;
    }>(sql`SELECT DISTINCT cr.position / ${sql.raw(String(CAMPAIGN_BATCH_SIZE))} AS batch
      FROM ${campaignRecipients} cr LEFT JOIN ${messages} m ON m.id = cr.message_id
      WHERE cr.campaign_id = ${c.id} AND cr.skipped IS NULL
        AND (cr.message_id IS NULL OR (m.status = 'pending' AND m.created_at < ${stale}))`);
    for (const { batch } of ranges) {
      const from = Number(batch) * CAMPAIGN_BATCH_SIZE;
      const job: CampaignBatchJob = { business_id: c.business_id, campaign_id: c.id, from, to: from + CAMPAIGN_BATCH_SIZE };
      await deps.services.queue.enqueue(CAMPAIGN_QUEUE, job);
      queued += 1;
    }
  }
  return queued;
}
