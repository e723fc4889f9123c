// Workers entry (wrangler.toml `main`): the Worker that answers requests, the same Hono app as the Node entry
// (node.ts), on Turso over HTTP. Its jobs (email, SMS, reminders, campaigns, ...) go on the `kairos-jobs` Cloudflare
// Queue, which the jobs Worker (jobs-worker.ts, wrangler.jobs.toml) consumes and where the cron runs; documents are
// drawn by the render Worker (render-worker.ts) behind the RENDER binding. So this Worker uploads without the
// provider SDKs and the document libraries (README "Worker bundle").
// Import nothing Node-only here: '@kairos/api/node' (native argon2) stays out; nor '@kairos/api/senders'.

import type { ExecutionContext } from '@cloudflare/workers-types/index';
import type { WorkerEnv } from './worker/env';
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

export default { fetch };
