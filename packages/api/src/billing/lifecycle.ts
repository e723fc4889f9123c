import { businesses, subscriptions } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { deleteAccount } from '../account/delete-account';
import { log } from '../core/log';
import type { JobDeps } from '../jobs/types';
import { renderEmail } from '../mail/layout';
import { queueEmail } from '../mail/send';
import { DELETION_WARNING_DAYS_BEFORE, GRACE_DAYS, type PlanId } from '../shared/billing';
import { absoluteLink, links } from '../shared/links';
import { DATA_RETENTION_DAYS } from '../shared/plans';
import { planColumns } from './apply';
import { longDate, ownerOf } from './effects';

const DAY = 86_400_000;
const BATCH = 500;

export interface LifecycleReport {
  /** Accounts that stopped being valid this run (lapsed_at set). */
  lapsed: number;
  deletion_warnings_queued: number;
  /** Businesses whose data was deleted DATA_RETENTION_DAYS after lapsing. */
  purged: number;
}

/**
 * Time-driven subscription work, safe to run twice at once: marks accounts whose trial, plan or grace
 * ran out as lapsed, applies pending downgrades whose period ended, warns DELETION_WARNING_DAYS_BEFORE
 * and deletes a lapsed business's data DATA_RETENTION_DAYS after it lapsed. Every change is one guarded
 * statement whose condition is what selected the row, so a second run (or a racing one) changes nothing.
 */
export async function runBillingLifecycle(deps: JobDeps, now: Date): Promise<LifecycleReport> {
  const lapsed = await markLapsed(deps, now);
  await applyPending(deps, now);
  const deletion_warnings_queued = await warnBeforeDeletion(deps, now);
  const purged = await purgeExpired(deps, now);
  return { lapsed, deletion_warnings_queued, purged };
}

/** docs/product/billing.md: the trial ended without a plan, ends_at passed, or a failed renewal's grace ran out. */
async function markLapsed(deps: JobDeps, now: Date): Promise<number> {
  const s = subscriptions;
  const rows = await deps.db
    .update(s)
    .set({ lapsed_at: now })
    .where(
      and(
        isNull(s.lapsed_at),
        or(
          and(isNull(s.plan_name), lte(s.trial_ends_at, now)),
          and(isNotNull(s.plan_name), lte(s.ends_at, now)),
          and(isNotNull(s.plan_name), lte(s.payment_failed_at, new Date(now.getTime() - GRACE_DAYS * DAY))),
        ),
      ),
    )
    .returning({ id: s.business_id });
  return rows.length;
}

/** A downgrade or billing switch whose period ended (the renewal's webhook normally did this already). */
async function applyPending(deps: JobDeps, now: Date): Promise<void> {
  const s = subscriptions;
  const due = await deps.db
    .select({ business_id: s.business_id, pending: s.pending_plan_id })
    .from(s)
    .where(and(isNotNull(s.pending_plan_id), lte(s.current_period_end, now)))
    .limit(BATCH);
  for (const row of due) {
    await deps.db
      .update(s)
      .set({ ...planColumns(row.pending as PlanId), pending_plan_id: null })
      .where(and(eq(s.business_id, row.business_id), eq(s.pending_plan_id, row.pending as string)));
  }
}

/** The email DELETION_WARNING_DAYS_BEFORE the deletion, once (claimed by the UPDATE that marks it sent). */
async function warnBeforeDeletion(deps: JobDeps, now: Date): Promise<number> {
  const s = subscriptions;
  const warnFrom = new Date(now.getTime() - (DATA_RETENTION_DAYS - DELETION_WARNING_DAYS_BEFORE) * DAY);
  const claimed = await deps.db
    .update(s)
    .set({ deletion_warning_sent_at: now })
    .where(and(isNotNull(s.lapsed_at), isNull(s.deletion_warning_sent_at), lte(s.lapsed_at, warnFrom)))
    .returning({ business_id: s.business_id, lapsed_at: s.lapsed_at });
  for (const row of claimed) {
    const owner = await ownerOf(deps, row.business_id);
    if (!owner || !row.lapsed_at) continue;
    const l = owner.locale;
    const date = longDate(new Date(row.lapsed_at.getTime() + DATA_RETENTION_DAYS * DAY), l, owner.timezone);
    await queueEmail(
      deps,
      {
        to: owner.email,
        business_id: row.business_id,
        ...renderEmail(
          l,
          m.bil_email_deletion_subject({ date }, { locale: l }),
          m.bil_email_deletion_body({ name: owner.first_name, date }, { locale: l }),
          {
            label: m.bil_email_deletion_cta({}, { locale: l }),
            url: absoluteLink(deps.services.config.appUrl, links.subscriptionPlans()),
          },
        ),
      },
      `billing-deletion-warning:${row.business_id}:${row.lapsed_at.getTime()}`,
    );
  }
  return claimed.length;
}

/** DATA_RETENTION_DAYS after lapsing: the owner's account is deleted with its data (account/delete-account.ts). */
async function purgeExpired(deps: JobDeps, now: Date): Promise<number> {
  const s = subscriptions;
  const due = await deps.db
    .select({ business_id: s.business_id, owner: businesses.owner_user_id })
    .from(s)
    .innerJoin(businesses, eq(businesses.id, s.business_id))
    .where(and(isNotNull(s.lapsed_at), lte(s.lapsed_at, new Date(now.getTime() - DATA_RETENTION_DAYS * DAY))))
    .limit(BATCH);
  let purged = 0;
  for (const row of due) {
    try {
      await deleteAccount(deps, row.owner, now, { actorUserId: null });
      purged += 1;
    } catch (e) {
      log.error('[billing] purge failed', { business_id: row.business_id, error: e instanceof Error ? e.message : e });
    }
  }
  return purged;
}
