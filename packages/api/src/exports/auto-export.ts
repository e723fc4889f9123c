// CONTRACT (helper LEAVING replaces the body).
import type { JobDeps } from '../jobs/types';

/** Premium automatic export: queues the workbook email for every business whose next_run_at has come. Safe to run twice. */
export async function runScheduledExports(_deps: JobDeps, _now: Date): Promise<number> {
  return 0;
}
