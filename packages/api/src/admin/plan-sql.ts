import { subscriptions } from '@kairos/db';
import { and, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';

const s = subscriptions;

/** shared/plans.ts `inTrial` in SQL: before the trial's end, with no plan or one chosen and not charged yet. */
export const inTrialSql = (now: Date): SQL =>
  and(gt(s.trial_ends_at, now), or(isNull(s.plan_name), sql`coalesce(${s.provider_status}, '') = 'trialing'`)) as SQL;

/** A plan that runs now and is paid for: not in the trial, not ended, not lapsed (cancelled-but-running included). */
export const payingSql = (now: Date): SQL =>
  and(
    isNotNull(s.plan_name),
    or(isNull(s.ends_at), gt(s.ends_at, now)),
    isNull(s.lapsed_at),
    sql`NOT (${inTrialSql(now)})`,
  ) as SQL;
