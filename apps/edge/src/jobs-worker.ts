// The jobs Worker (wrangler.jobs.toml `main`): consumes the `kairos-jobs` queue the request Worker (worker.ts)
// produces, and runs the cron. It is the only Worker that sends email and SMS (the Resend and Telnyx SDKs,
// `@kairos/api/senders`; the dev outbox without keys), so the Worker that answers requests uploads without them.
// It reaches the same database, queue (it enqueues follow-up jobs too), R2 bucket and render Worker as the request
// Worker, through worker/deps.ts; it answers no HTTP (`workers_dev = false`, no route). The Node runtime runs the
// same `runJob` and `runScheduled` in its one process.

import type { ExecutionContext, MessageBatch, ScheduledController } from '@cloudflare/workers-types/index';
import { giveUpJob, runJob, runScheduled } from '@kairos/api';
import { providerSenders } from '@kairos/api/senders';
import { depsFor } from './worker/deps';
import type { WorkerEnv } from './worker/env';
import { isJobMessage, retryDelaySeconds } from './worker/queue';

const deps = (env: WorkerEnv) => depsFor(env, providerSenders);

/** Cron Trigger (wrangler.jobs.toml `[triggers] crons`, CRON_SCHEDULE): housekeeping and trial reminders. */
async function scheduled(_controller: ScheduledController, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(
    deps(env)
      .then((d) => runScheduled(d, new Date()))
      .then((report) => console.log('[cron]', JSON.stringify(report)))
      .catch((e) => {
        console.error('[cron] failed', e);
        throw e;
      }),
  );
}

/** wrangler.jobs.toml `[[queues.consumers]] max_retries`: deliveries beyond the first before Cloudflare drops a message. */
const MAX_RETRIES = 5;

/**
 * Consumer of `kairos-jobs`: each message runs through `runJob` (at most once per
 * key) and is acknowledged alone, so one failure does not redeliver its batch-mates.
 * A failed message is retried with exponential backoff until `max_retries`.
 */
async function queue(batch: MessageBatch<unknown>, env: WorkerEnv, _ctx: ExecutionContext): Promise<void> {
  const d = await deps(env);
  for (const message of batch.messages) {
    const body = message.body;
    if (!isJobMessage(body)) {
      // Retrying cannot fix a body no consumer understands.
      console.error(`[queue] dropping malformed message ${message.id}`, JSON.stringify(body)?.slice(0, 500));
      message.ack();
      continue;
    }
    try {
      await runJob(body, d);
      message.ack();
    } catch (e) {
      console.error(`[queue] ${body.queue} failed (attempt ${message.attempts})`, e);
      // The last delivery (wrangler.jobs.toml max_retries): Cloudflare drops the message after it, so tell its owner now.
      if (message.attempts > MAX_RETRIES) await giveUpJob(body, d);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

export default { scheduled, queue };
