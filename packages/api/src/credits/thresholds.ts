import { creditEntries, notificationSettings } from '@kairos/db';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { log } from '../core/log';
import type { JobDeps } from '../jobs/types';
import { AUTO_TOP_UP_AT, LOW_CREDITS_AT } from '../shared/messaging';
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
 * Called after every spend that went in (client messages, campaign batches): the one place the thresholds are
 * checked. When this entry took the balance from above AUTO_TOP_UP_AT to at or below it and the channel's
 * auto_renew is on, queues the top-up (keyed by the entry's seq: once per crossing, however many sends cross at
 * once). When it leaves the balance at or below LOW_CREDITS_AT, the low-credit reminder (bell + email) goes once
 * for this stretch below the threshold (lowCredits). Never throws (a failure is logged).
 */
export async function afterSpend(deps: JobDeps, e: SpendFacts): Promise<void> {
  try {
    if (crosses(e, AUTO_TOP_UP_AT)) await queueTopUp(deps, e);
    if (e.delta < 0 && e.balance <= LOW_CREDITS_AT[e.channel]) await lowCredits(deps, e);
  } catch (err) {
    log.error('[credits] afterSpend', { error: err instanceof Error ? err.message : err });
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

/**
 * The low-credit reminder, once per stretch below the threshold. A stretch is named by the newest entry before
 * this spend that left the balance above the threshold (0: it never was, as with the trial's 5 credits, which
 * a "crossing" alone would never warn about): every spend of the stretch finds the same name, so only the first
 * claims the bell (its unique key) and emails. A purchase lifts the balance above it and starts a new stretch.
 */
async function lowCredits(deps: JobDeps, e: SpendFacts) {
  const [above] = await deps.db
    .select({ seq: creditEntries.seq })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.business_id, e.businessId),
        eq(creditEntries.channel, e.channel),
        lt(creditEntries.seq, e.seq),
        gt(creditEntries.balance, LOW_CREDITS_AT[e.channel]),
      ),
    )
    .orderBy(desc(creditEntries.seq))
    .limit(1);
  await tellOwnerOnce(deps, `low-credits:${e.channel}:${above?.seq ?? 0}`, { ...e, subject: 'low' });
}
