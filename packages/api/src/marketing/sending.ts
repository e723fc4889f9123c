// CONTRACT (MARKETING-API): the signatures stay; the bodies are the marketing helper's.
import type { Db } from '@kairos/db';
import type { JobDeps } from '../jobs/types';

export const CAMPAIGN_QUEUE = 'campaign-batch';

export interface CampaignBatchJob {
  business_id: string;
  campaign_id: string;
  /** Recipients with position in [from, to). */
  from: number;
  to: number;
}

/** The cron: starts scheduled campaigns whose time has come. Returns how many started. */
export async function runDueCampaigns(_deps: JobDeps, _now: Date): Promise<number> {
  return 0;
}

/** The queue consumer: writes (and pays for) the messages of one batch of recipients, each exactly once. */
export async function sendCampaignBatch(_deps: JobDeps, _job: CampaignBatchJob): Promise<void> {}

/** The business's SMS opt-out code (created on first use): "Reply OPTOUT <code> to stop". */
export async function optoutCodeOf(_db: Db, _businessId: string): Promise<string> {
  throw new Error('optoutCodeOf: not built yet');
}

/** The business an opt-out code belongs to (case-insensitive), or null. */
export async function businessByOptoutCode(_db: Db, _code: string): Promise<string | null> {
  return null;
}
