import { notificationSettings } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { log } from '../core/log';
import type { JobDeps } from '../jobs/types';
import { AUTO_TOP_UP_AT } from '../shared/messaging';
import { balance } from './ledger';
import { tellOwnerOnce } from './owner-notice';
import { buyBundle, knownBundle } from './purchase';

export const TOP_UP_QUEUE = 'credit-top-up';

export interface TopUpJob {
  business_id: string;
  channel: 'email' | 'sms';
  /** The seq of the ledger entry that crossed AUTO_TOP_UP_AT. */
  trigger_seq: number;
}

/**
 * The queue consumer: buys the channel's last bundle with the default card, once per crossing
 * (credit_purchases.trigger_seq is unique, so a second job for the same crossing finds the row and stops).
 * Skipped when auto top-up was switched off or the balance rose above the threshold meanwhile. Any failure
 * (declined, no card, Stripe down) ends here: the purchase stays `failed`, the owner gets one bell and email,
 * and nothing is retried (the next crossing tries again).
 */
export async function runTopUp(deps: JobDeps, job: TopUpJob): Promise<void> {
  const { db } = deps;
  const [s] = await db
    .select({ auto_renew: notificationSettings.auto_renew, bundle_id: notificationSettings.bundle_id })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.business_id, job.business_id), eq(notificationSettings.channel, job.channel)));
  const bundle = knownBundle(s?.bundle_id);
  if (!s?.auto_renew || !bundle || bundle.channel !== job.channel) return;
  const now = await balance(db, job.business_id, job.channel);
  if (now > AUTO_TOP_UP_AT) return;
  const failed = () =>
    tellOwnerOnce(deps, `top-up-failed:${job.channel}:${job.trigger_seq}`, {
      businessId: job.business_id,
      channel: job.channel,
      balance: now,
      subject: 'top_up_failed',
    });
  try {
    const deps2 = { db, config: deps.services.config, now: deps.services.now() };
    const res = await buyBundle(deps2, job.business_id, { bundle, kind: 'auto', triggerSeq: job.trigger_seq });
    if (res.status === 'declined') await failed();
  } catch (e) {
    if (!(e instanceof AppError)) log.error('[credits] top-up', { error: e instanceof Error ? e.message : e });
    await failed();
  }
}
