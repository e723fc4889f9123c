import { messages } from '@kairos/db';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { JobDeps } from '../jobs/types';
import { type ClientMessageJob, giveUp } from './client-messages';

const HOUR = 3_600_000;
/**
 * A message still pending this long after it was written lost its send: the queue's retries take about a minute
 * (TableQueue 2^n s, the Workers' retryDelaySeconds alike) and a stalled campaign is resumed within 15 minutes.
 */
export const STUCK_AFTER_MS = 6 * HOUR;
const PER_RUN = 200;

/**
 * The cron's sweep (item "nothing fails silently"): a message whose queue job was lost (a process died between
 * writing it and queueing it, a job dropped after the queue's last retry) would stay `pending` forever with its
 * credits spent. It ends as not sent (`send_failed`), its credits come back and the owner's bell says so, with
 * the same giveUp as the sender's last failure. Returns how many it ended.
 */
export async function sweepStuckMessages(deps: JobDeps, now: Date): Promise<number> {
  const stuck = await deps.db
    .select({ id: messages.id, business_id: messages.business_id, channel: messages.channel, credits: messages.credits })
    .from(messages)
    .where(and(eq(messages.status, 'pending'), lt(messages.created_at, new Date(now.getTime() - STUCK_AFTER_MS))))
    .orderBy(asc(messages.created_at))
    .limit(PER_RUN);
  for (const m of stuck)
    await giveUp(deps, { business_id: m.business_id, message_id: m.id, channel: m.channel }, m.credits, 'send_failed');
  return stuck.length;
}

/** The client-message queue's give-up hook: its job failed on every delivery (not the provider: the code around it). */
export async function abandonMessage(deps: JobDeps, job: ClientMessageJob): Promise<void> {
  const [row] = await deps.db
    .select({ credits: messages.credits })
    .from(messages)
    .where(and(eq(messages.business_id, job.business_id), eq(messages.id, job.message_id)));
  if (row) await giveUp(deps, job, row.credits, 'send_failed');
}
