// Workers entry (wrangler.toml `main`): the same Hono app, cron and queue
// consumers as the Node entry (node.ts), on Turso over HTTP and a Cloudflare Queue.
// Import nothing Node-only here: '@kairos/api/node' (native argon2) stays out.

import type { ExecutionContext, MessageBatch, ScheduledController } from '@cloudflare/workers-types/index';
import { giveUpJob, runJob, runScheduled } from '@kairos/api';
import type { WorkerEnv } from './worker/env';
import { isJobMessage, retryDelaySeconds } from './worker/queue';
import { runtimeFor } from './worker/runtime';

export type { WorkerEnv } from './worker/env';

async function fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
  let runtime: Awaited<ReturnType<typeof runtimeFor>>;
  try {
    runtime = await runtimeFor(env);
  } catch (e) {
    console.error('[worker] runtime unavailable', e);
    return Response.json(
      { message: 'Service unavailable', code: 'UNAVAILABLE' },
      { status: 503, headers: { 'retry-after': '5' } },
    );
  }
  return runtime.app.fetch(request, env, ctx);
}

/** Cron Trigger (wrangler.toml `[triggers] crons`, CRON_SCHEDULE): housekeeping and trial reminders. */
async function scheduled(_controller: ScheduledController, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(
    runtimeFor(env)
      .then((runtime) => runScheduled(runtime.deps, new Date()))
      .then((report) => console.log('[cron]', JSON.stringify(report)))
      .catch((e) => {
        console.error('[cron] failed', e);
        throw e;
      }),
  );
}

/** wrangler.toml `[[queues.consumers]] max_retries`: deliveries beyond the first before Cloudflare drops a message. */
const MAX_RETRIES = 5;

/**
 * Consumer of `kairos-jobs`: each message runs through `runJob` (at most once per
 * key) and is acknowledged alone, so one failure does not redeliver its batch-mates.
 * A failed message is retried with exponential backoff until `max_retries`.
 */
async function queue(batch: MessageBatch<unknown>, env: WorkerEnv, _ctx: ExecutionContext): Promise<void> {
  const runtime = await runtimeFor(env);
  for (const message of batch.messages) {
    const body = message.body;
    if (!isJobMessage(body)) {
      // Retrying cannot fix a body no consumer understands.
      console.error(`[queue] dropping malformed message ${message.id}`, JSON.stringify(body)?.slice(0, 500));
      message.ack();
      continue;
    }
    try {
      await runJob(body, runtime.deps);
      message.ack();
    } catch (e) {
      console.error(`[queue] ${body.queue} failed (attempt ${message.attempts})`, e);
      // The last delivery (wrangler.toml max_retries): Cloudflare drops the message after it, so tell its owner now.
      if (message.attempts > MAX_RETRIES) await giveUpJob(body, runtime.deps);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

export default { fetch, scheduled, queue };
