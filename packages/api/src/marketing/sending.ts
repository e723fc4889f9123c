import { type Db, marketingCampaigns, marketingSettings } from '@kairos/db';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { JobDeps } from '../jobs/types';
import { runCampaignBatch } from './batch';
import { campaignCost } from './cost';
import { campaignNotSent } from './not-sent';
import { resumeStalledCampaigns } from './resume';
import { businessInfo, startCampaign } from './start';

export const CAMPAIGN_QUEUE = 'campaign-batch';

export interface CampaignBatchJob {
  business_id: string;
  campaign_id: string;
  /** Recipients with position in [from, to). */
  from: number;
  to: number;
}

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
      console.error('[marketing] could not start campaign', c.id, e);
    }
  }
  await resumeStalledCampaigns(deps, now);
  return started;
}

/** The queue consumer: writes (and pays for) the messages of one batch of recipients, each exactly once. */
export async function sendCampaignBatch(deps: JobDeps, job: CampaignBatchJob): Promise<void> {
  await runCampaignBatch(deps, job);
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => CODE_CHARS[b % CODE_CHARS.length]).join('');
}

/**
 * The business's SMS opt-out code (created on first use): "Reply OPTOUT <code> to stop". Race-free: the
 * insert does nothing when the business has a row already (another request made it) or the code is taken
 * (unique index; another code is drawn), and the stored row is what is answered.
 */
export async function optoutCodeOf(db: Db, businessId: string): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await db
      .select({ code: marketingSettings.optout_code })
      .from(marketingSettings)
      .where(eq(marketingSettings.business_id, businessId))
      .limit(1);
    if (row) return row.code;
    await db.insert(marketingSettings).values({ business_id: businessId, optout_code: randomCode() }).onConflictDoNothing();
  }
  throw new Error(`Could not create an opt-out code for ${businessId}`);
}

/** The business an opt-out code belongs to (case-insensitive), or null. */
export async function businessByOptoutCode(db: Db, code: string): Promise<string | null> {
  const wanted = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{4,12}$/.test(wanted)) return null;
  const [row] = await db
    .select({ id: marketingSettings.business_id })
    .from(marketingSettings)
    .where(sql`${marketingSettings.optout_code} = ${wanted}`)
    .limit(1);
  return row?.id ?? null;
}
