// CONTRACT (helper BILLING-API replaces the body): the cron's subscription lifecycle.
import type { JobDeps } from '../jobs/types';

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
 * and deletes a lapsed business's data DATA_RETENTION_DAYS after it lapsed.
 */
export async function runBillingLifecycle(_deps: JobDeps, _now: Date): Promise<LifecycleReport> {
  return { lapsed: 0, deletion_warnings_queued: 0, purged: 0 };
}
