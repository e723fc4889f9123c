// Node entry: `npm start`. The embedded default needs no cloud account and no keys.
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createNodeRuntime } from './node-runtime';
import { builtVersion, mountWebApp } from './static';

const port = Number(process.env.PORT ?? 8787);
const databaseUrl = process.env.DATABASE_URL ?? 'file:./data/kairos.db';
// WEB_DIST serves another build (e.g. two browser-test runs side by side).
const distDir = resolve(process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist'));
const env = { ...process.env, BUILD_HASH: process.env.BUILD_HASH ?? builtVersion(distDir) };

const rt = await createNodeRuntime({
  databaseUrl,
  authToken: process.env.DATABASE_AUTH_TOKEN,
  env,
  appUrl: `http://localhost:${port}`,
});
if (!mountWebApp(rt.app, distDir)) console.warn(`[kairos] no web build in ${distDir}; run "npm run build" (API only)`);

// The same consumers as the Workers queue handler, fed by the jobs table.
const drainSoon = () => void rt.drain().catch((e) => console.error('[queue]', e));
rt.queue.onEnqueue(() => setImmediate(drainSoon));
const queueTimer = setInterval(drainSoon, 1000);
// The same cron as wrangler.toml's trigger (every 5 minutes), plus once at start.
const runCron = () => void rt.cron().catch((e) => console.error('[cron]', e));
const cronTimer = setInterval(runCron, 5 * 60_000);
setTimeout(runCron, 2000).unref();
drainSoon();

const server = serve({ fetch: rt.app.fetch, port }, () => {
  console.log(
    `[kairos] http://localhost:${port}  (database ${databaseUrl}, outbox ${rt.services.config.devOutbox ? 'on: /dev/outbox' : 'off'})`,
  );
});

function shutdown() {
  clearInterval(queueTimer);
  clearInterval(cronTimer);
  server.close(() => {
    rt.client.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
