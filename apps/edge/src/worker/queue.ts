import type { Queue } from '@cloudflare/workers-types/index';
import type { JobMessage, JobQueue } from '@kairos/api';

/** `@kairos/api` does not export `EnqueueOptions`; derived from the interface instead. */
type EnqueueOptions = NonNullable<Parameters<JobQueue['enqueue']>[2]>;

/** Cloudflare's ceiling for `delaySeconds` (12 hours). */
export const MAX_DELAY_SECONDS = 43_200;

/**
 * The Workers `JobQueue`: every job is one message on a Cloudflare Queue, consumed
 * by the jobs Worker's `queue` handler (jobs-worker.ts) through the same `runJob` the Node runtime uses.
 *
 * Cloudflare does not de-duplicate sends, so the idempotency key travels with the
 * message and `runJob` records the effect once per key (a repeated enqueue or a
 * redelivery is acknowledged without running again). Bodies are sent as JSON,
 * the same encoding the Node runtime's jobs table stores.
 */
export class CloudflareJobQueue implements JobQueue {
  constructor(private readonly producer: Queue<JobMessage>) {}

  async enqueue(queue: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    const body: JobMessage = { queue, payload, ...(options.idempotencyKey ? { key: options.idempotencyKey } : {}) };
    const delaySeconds =
      options.delayMs && options.delayMs > 0 ? Math.min(MAX_DELAY_SECONDS, Math.ceil(options.delayMs / 1000)) : 0;
    await this.producer.send(body, { contentType: 'json', ...(delaySeconds ? { delaySeconds } : {}) });
  }
}

/** Retry backoff for a failed message: 2, 4, 8 … seconds, capped at Cloudflare's maximum. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_DELAY_SECONDS, 2 ** Math.max(1, attempts));
}

export function isJobMessage(body: unknown): body is JobMessage {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as JobMessage).queue === 'string' &&
    ((body as JobMessage).key === undefined || typeof (body as JobMessage).key === 'string')
  );
}
