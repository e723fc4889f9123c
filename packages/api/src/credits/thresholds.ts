import { notificationSettings } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import type { JobDeps } from '../jobs/types';
import { AUTO_TOP_UP_AT, LOW_SMS_CREDITS_AT } from '../shared/messaging';
import type { Channel } from './ledger';
import { tellOwnerOnce } from './owner-notice';
import { TOP_UP_QUEUE, type TopUpJob } from './top-up';

/** A spend that went in: its ledger entry's seq, the balance after it and its (negative) delta. */
export interface SpendFacts {
  businessId: string;
  channel: Channel;
  seq: number;
  balance: number;
  delta: number;
}

/** This entry took the balance from above `at` to at or below it (each crossing is one entry: spends are serialised). */
const crosses = (e: SpendFacts, at: number) => e.balance - e.delta > at && e.balance <= at;

/**
 * Called after every spend that went in (client messages, campaign batches). When this entry took the
 * balance from above AUTO_TOP_UP_AT to at or below it and the channel's auto_renew is on, queues the
 * top-up (keyed by the entry's seq: once per crossing, however many sends cross at once); likewise the
 * SMS low-credit reminder at LOW_SMS_CREDITS_AT (bell + email). Never throws (a failure is logged).
 */
export async function afterSpend(deps: JobDeps, e: SpendFacts): Promise<void> {
  try {
    if (crosses(e, AUTO_TOP_UP_AT)) await queueTopUp(deps, e);
    if (e.channel === 'sms' && crosses(e, LOW_SMS_CREDITS_AT)) await lowCredits(deps, e);
  } catch (err) {
    console.error('[credits] afterSpend', err instanceof Error ? err.message : err);
  }
}

async function queueTopUp(deps: JobDeps, e: SpendFacts) {
  const [s] = await deps.db
    .select({ auto_renew: notificationSettings.auto_renew, bundle_id: notificationSettings.bundle_id })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.business_id, e.businessId), eq(notificationSettings.channel, e.channel)));
  if (!s?.auto_renew || !s.bundle_id) return;
  const job: TopUpJob = { business_id: e.businessId, channel: e.channel, trigger_seq: e.seq };
  await deps.services.queue.enqueue(TOP_UP_QUEUE, job, { idempotencyKey: `top-up:${e.businessId}:${e.channel}:${e.seq}` });
}

const lowCredits = (deps: JobDeps, e: SpendFacts) =>
  tellOwnerOnce(deps, `low-credits:${e.businessId}:${e.channel}:${e.seq}`, { ...e, subject: 'low' });
