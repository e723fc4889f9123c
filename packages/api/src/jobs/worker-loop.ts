import { log } from '../core/log';
import { giveUpJob, runJob } from './run';
import type { TableQueue } from './table-queue';
import type { JobDeps } from './types';

/** Drains the table queue once: every ready job is run, completed or scheduled for retry (or given up: giveUpJob). */
export async function drainQueue(queue: TableQueue, deps: JobDeps, batch = 20): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await queue.claim(batch);
    if (claimed.length === 0) return total;
    for (const job of claimed) {
      try {
        await runJob(job, deps);
        await queue.complete(job.id);
      } catch (e) {
        log.error('[queue] job failed', { queue: job.queue, attempt: job.attempts, error: e });
        if (await queue.fail(job.id, job.attempts, e)) await giveUpJob(job, deps);
      }
    }
    total += claimed.length;
  }
}
