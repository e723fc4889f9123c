import { effects } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { log } from '../core/log';
import { runTopUp, TOP_UP_QUEUE, type TopUpJob } from '../credits/top-up';
import { GOOGLE_SYNC_QUEUE, type GoogleSyncJob } from '../google/channels';
import { runGooglePushSync } from '../google/sync';
import { CLIENT_MESSAGE_QUEUE, type ClientMessageJob, sendClientMessage } from '../mail/client-messages';
import { EMAIL_QUEUE, type EmailJob } from '../mail/send';
import { abandonMessage } from '../mail/stuck-messages';
import { CAMPAIGN_QUEUE, type CampaignBatchJob } from '../marketing/campaign-job';
import { sendCampaignBatch } from '../marketing/sending';
import { REMINDER_QUEUE, type ReminderJob } from '../reminders/job';
import { reminderGivenUp, sendReminder } from '../reminders/scan';
import type { WaitlistTarget } from '../waitlist/engine';
import { runWaitlistJob, WAITLIST_QUEUE } from '../waitlist/kick';
import { runZoomJob, ZOOM_QUEUE, type ZoomJob, zoomGivenUp } from '../zoom/meetings';
import { sendTrialReminder, TRIAL_REMINDER_QUEUE } from './trial-reminder';
import type { JobDeps, JobHandler, JobMessage } from './types';

/** Every queue consumer, by queue name. Both runtimes deliver through `runJob`. */
export const HANDLERS: Record<string, JobHandler> = {
  [EMAIL_QUEUE]: async (payload, deps, key) => {
    const job = payload as EmailJob;
    await deps.services.mailer.send({ ...job, idempotencyKey: key });
  },
  [CLIENT_MESSAGE_QUEUE]: (payload, deps, key) => sendClientMessage(deps, payload as ClientMessageJob, key),
  [TRIAL_REMINDER_QUEUE]: (payload, deps) => sendTrialReminder(deps, (payload as { business_id: string }).business_id),
  [REMINDER_QUEUE]: (payload, deps) => sendReminder(deps, payload as ReminderJob),
  [CAMPAIGN_QUEUE]: (payload, deps) => sendCampaignBatch(deps, payload as CampaignBatchJob),
  [TOP_UP_QUEUE]: (payload, deps) => runTopUp(deps, payload as TopUpJob),
  [ZOOM_QUEUE]: (payload, deps) => runZoomJob(deps, payload as ZoomJob),
  [GOOGLE_SYNC_QUEUE]: (payload, deps) => runGooglePushSync(deps, payload as GoogleSyncJob),
  [WAITLIST_QUEUE]: (payload, deps) => runWaitlistJob(deps, payload as WaitlistTarget),
};

/**
 * What a queue does when its job failed on every delivery and the queue gives up (TableQueue's last attempt, the
 * Workers queue's last retry): a client message is ended as not sent and refunded, a reminder recorded as not
 * sent, each with the owner's bell (messages/unsent.ts); a Zoom sync that carried a booking confirmation sends it
 * without the link. Queues without one only log.
 */
export const GIVE_UP: Record<string, (payload: unknown, deps: JobDeps) => Promise<void>> = {
  [CLIENT_MESSAGE_QUEUE]: (payload, deps) => abandonMessage(deps, payload as ClientMessageJob),
  [REMINDER_QUEUE]: (payload, deps) => reminderGivenUp(deps, payload as ReminderJob),
  [ZOOM_QUEUE]: (payload, deps) => zoomGivenUp(deps, payload as ZoomJob),
};

/** Both runtimes call this after a job's last failed delivery. Never throws (a failure is logged). */
export async function giveUpJob(msg: JobMessage, deps: JobDeps): Promise<void> {
  log.error('[queue] gave up', { queue: msg.queue, key: msg.key });
  try {
    await GIVE_UP[msg.queue]?.(msg.payload, deps);
  } catch (e) {
    log.error('[queue] give-up hook failed', { queue: msg.queue, error: e });
  }
}

/**
 * Runs one message at most once per idempotency key. The key is claimed
 * before the work starts (an insert that only one delivery can win), so two
 * concurrent deliveries of the same message cannot both run it; a failure
 * releases the claim so a retry can run.
 */
export async function runJob(msg: JobMessage, deps: JobDeps): Promise<'done' | 'skipped'> {
  const handler = HANDLERS[msg.queue];
  if (!handler) throw new Error(`No consumer for queue "${msg.queue}"`);
  const effectKey = msg.key ? `job:${msg.queue}:${msg.key}` : undefined;
  if (effectKey) {
    const claimed = await deps.db
      .insert(effects)
      .values({ key: effectKey, done_at: deps.services.now() })
      .onConflictDoNothing()
      .returning({ key: effects.key });
    if (claimed.length === 0) return 'skipped';
  }
  try {
    await handler(msg.payload, deps, msg.key);
  } catch (e) {
    if (effectKey) await deps.db.delete(effects).where(eq(effects.key, effectKey));
    throw e;
  }
  return 'done';
}
