import { waitlistEntries } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { log } from '../core/log';
import type { BusinessScope } from '../core/scope';
import type { Services } from '../core/services';
import { toLocal } from '../shared/zoned';
import { runWaitlist, type WaitlistTarget } from './engine';
import type { Deps } from './offers';

/** The queue of immediate waitlist runs (jobs/run.ts HANDLERS; Node's jobs table, the Workers' `kairos-jobs`). */
export const WAITLIST_QUEUE = 'waitlist-run';

/**
 * A write that may have freed a place (a cancellation, a move, a shorter appointment, the owner's hours, a class's
 * spaces: docs/product/booking.md "Waitlist") calls this after it committed: when the business has anyone waiting,
 * an immediate waitlist run for the local dates it touched (all of the business's when `at` is omitted) goes on the
 * jobs queue, so the offer leaves within seconds instead of at the next cron. The run is the cron's own
 * (engine.ts runWaitlist), so the two racing still make one offer per entry. Never throws: the write stands, and the
 * cron is the fallback (logged).
 */
export async function kickWaitlist(
  ctx: Pick<BusinessScope, 'db' | 'businessId' | 'business'> & { services: Pick<Services, 'queue'> },
  at?: (Date | number | string | null | undefined)[],
): Promise<void> {
  try {
    const [waiting] = await ctx.db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.state, 'waiting'), eq(waitlistEntries.business_id, ctx.businessId)))
      .limit(1);
    if (!waiting) return;
    const tz = ctx.business.timezone;
    const dates = at
      ? [
          ...new Set(
            at.flatMap((x) =>
              x == null ? [] : typeof x === 'string' ? [x] : [toLocal(typeof x === 'number' ? x : x.getTime(), tz).date],
            ),
          ),
        ]
      : undefined;
    if (dates && !dates.length) return;
    const job: WaitlistTarget = { business_id: ctx.businessId, ...(dates ? { dates } : {}) };
    await ctx.services.queue.enqueue(WAITLIST_QUEUE, job);
  } catch (e) {
    log.error('[waitlist] could not queue an immediate run', { business_id: ctx.businessId, error: e });
  }
}

/** The queue's consumer: the cron's run for one business (and its dates), at the time it is delivered. */
export async function runWaitlistJob(deps: Deps, job: WaitlistTarget): Promise<void> {
  await runWaitlist(deps, deps.services.now(), job);
}
