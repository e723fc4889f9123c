import { marketingCampaigns } from '@kairos/db';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { log } from '../core/log';
import type { JobDeps } from '../jobs/types';
import { runCampaignBatch } from './batch';
import type { CampaignBatchJob } from './campaign-job';
import { campaignCost } from './cost';
import { campaignNotSent } from './not-sent';
import { resumeStalledCampaigns } from './resume';
import { businessInfo, startCampaign } from './start';

const DUE_PER_RUN = 50;

/**
 * The cron: starts scheduled campaigns whose time has come. Returns how many started. Each is claimed by
 * one guarded UPDATE (start.ts), so two crons at once start it once. One that comes due and cannot be sent
 * (nobody may receive it any more, or the credits do not cover every recipient) is never "sent" to nobody
 * and never sent later at a time the owner did not choose: it goes back to a draft with the reason on its
 * row (not-sent.ts; docs/DECISIONS.md "Client messages"). Campaigns whose sending stalled get their
 * batches again (resume.ts).
 */
export async function runDueCampaigns(deps: JobDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select()
    .from(marketingCampaigns)
    .where(
      and(
        eq(marketingCampaigns.status, 'scheduled'),
        lte(marketingCampaigns.scheduled_at, now),
        isNull(marketingCampaigns.started_at),
      ),
    )
    .orderBy(marketingCampaigns.scheduled_at)
    .limit(DUE_PER_RUN);
  let started = 0;
  for (const c of due) {
    try {
      const business = await businessInfo(deps.db, c.business_id);
      const cost = await campaignCost(deps.db, business, c);
      if (cost.recipients === 0) {
        await campaignNotSent(deps, c, 'no_recipients', cost, now);
        continue;
      }
      if (cost.credits_available < cost.credits_required) {
        await campaignNotSent(deps, c, 'credits', cost, now);
        continue;
      }
      if ((await startCampaign(deps, business, c, now, ['scheduled'], { dueOnly: true })) !== null) started += 1;
    } catch (e) {
      log.error('[marketing] could not start a campaign', { campaign_id: c.id, error: e });
    }
  }
  await resumeStalledCampaigns(deps, now);
  return started;
}

/** The queue consumer: writes (and pays for) the messages of one batch of recipients, each exactly once. */
export async function sendCampaignBatch(deps: JobDeps, job: CampaignBatchJob): Promise<void> {
  await runCampaignBatch(deps, job);
}
