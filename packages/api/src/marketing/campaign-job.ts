/** The queue a started campaign's batches go through (start.ts, resume.ts queue them; sending.ts consumes). */
export const CAMPAIGN_QUEUE = 'campaign-batch';

export interface CampaignBatchJob {
  business_id: string;
  campaign_id: string;
  /** Recipients with position in [from, to). */
  from: number;
  to: number;
}
