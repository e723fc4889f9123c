import { effects, jobs, rateLimits, sessions, userTokens } from '@kairos/db';
import { and, inArray, lt } from 'drizzle-orm';
import { type LifecycleReport, runBillingLifecycle } from '../billing/lifecycle';
import { expireHolds } from '../booking/holds';
import { reconcilePurchases } from '../credits/reconcile';
import { runScheduledExports } from '../exports/auto-export';
import { runGoogleSync } from '../google/sync';
import { sweepStuckMessages } from '../mail/stuck-messages';
import { runDueCampaigns } from '../marketing/sending';
import { enqueueDueReminders } from '../reminders/scan';
import { runWaitlist, type WaitlistReport } from '../waitlist/engine';
import { enqueueTrialReminders } from './trial-reminder';
import type { JobDeps } from './types';

/** The one schedule (wrangler.jobs.toml `crons`; the Node entry runs it on a timer). */
export const CRON_SCHEDULE = '*/5 * * * *';
const DAY = 86_400_000;

export interface CronReport {
  expired_sessions: number;
  trial_reminders_queued: number;
  /** Booking-page holds whose 15 minutes ran out: their time freed, their held sale deleted. */
  expired_holds: number;
  billing: LifecycleReport;
  exports_queued: number;
  /** Appointment reminders and thank-yous queued (one job per appointment, client, type and channel). */
  reminders_queued: number;
  /** Scheduled marketing campaigns whose time came. */
  campaigns_started: number;
  /** Credit bundle purchases left pending by a request that died, settled or failed. */
  purchases_reconciled: number;
  /** Client messages whose send was lost (pending for hours): ended as not sent, refunded, the owner told. */
  stuck_messages: number;
  /** Connected Google Calendars synced (busy times in, appointments out); a failing one waits its backoff. */
  google_synced: number;
  /** The waitlist: lapsed offers expired, freed places offered to waiting clients (waitlist/engine.ts). */
  waitlist: WaitlistReport;
}

/** Housekeeping and time-driven work; safe to run twice (everything it queues is keyed). */
export async function runScheduled(deps: JobDeps, now: Date): Promise<CronReport> {
  const { db } = deps;
  const expired = await db.delete(sessions).where(lt(sessions.expires_at, now)).returning({ id: sessions.id });
  await db.delete(userTokens).where(lt(userTokens.expires_at, new Date(now.getTime() - DAY)));
  await db.delete(rateLimits).where(lt(rateLimits.window_start, now.getTime() - DAY));
  await db.delete(jobs).where(and(inArray(jobs.status, ['done']), lt(jobs.created_at, new Date(now.getTime() - 7 * DAY))));
  await db.delete(effects).where(lt(effects.done_at, new Date(now.getTime() - 30 * DAY)));
  const queued = await enqueueTrialReminders(deps, now);
  const holds = await expireHolds(db, now);
  const billing = await runBillingLifecycle(deps, now);
  const exportsQueued = await runScheduledExports(deps, now);
  const remindersQueued = await enqueueDueReminders(deps, now);
  const campaignsStarted = await runDueCampaigns(deps, now);
  const purchasesReconciled = await reconcilePurchases(deps, now);
  const stuck = await sweepStuckMessages(deps, now);
  const googleSynced = await runGoogleSync({ db, config: deps.services.config, now, queue: deps.services.queue });
  const waitlist = await runWaitlist(deps, now);
  return {
    expired_sessions: expired.length,
    trial_reminders_queued: queued,
    expired_holds: holds,
    billing,
    exports_queued: exportsQueued,
    reminders_queued: remindersQueued,
    campaigns_started: campaignsStarted,
    purchases_reconciled: purchasesReconciled,
    stuck_messages: stuck,
    google_synced: googleSynced,
    waitlist,
  };
}
