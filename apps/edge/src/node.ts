// Node entry: `npm start`. The embedded default needs no cloud account and no keys.
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { missingProductionSettings } from '@kairos/api';
import { createNodeRuntime } from './node-runtime';
import { builtVersion, mountWebApp } from './static';

const port = Number(process.env.PORT ?? 8787);
const databaseUrl = process.env.DATABASE_URL ?? 'file:./data/kairos.db';
// WEB_DIST serves another build (e.g. two browser-test runs side by side).
const distDir = resolve(process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist'));
const flags = new Set(process.argv.slice(2));
const env = {
  ...process.env,
  BUILD_HASH: process.env.BUILD_HASH ?? builtVersion(distDir),
  // `npm start` passes --dev-outbox=local: the outbox page opens to this machine only (an explicit DEV_OUTBOX wins).
  DEV_OUTBOX: process.env.DEV_OUTBOX ?? (flags.has('--dev-outbox=local') ? 'local' : undefined),
};
const missing = missingProductionSettings(env);
if (missing.length) {
  console.error(`[kairos] APP_ENV=production needs ${missing.join(' and ')}; refusing to start`);
  process.exit(1);
}

const rt = await createNodeRuntime({
  databaseUrl,
  authToken: process.env.DATABASE_AUTH_TOKEN,
  env,
  appUrl: `http://localhost:${port}`,
  receiptsDir: process.env.RECEIPTS_DIR,
});
if (!mountWebApp(rt.app, distDir)) console.warn(`[kairos] no web build in ${distDir}; run "npm run build" (API only)`);

// The same consumers as the jobs Worker's queue handler, fed by the jobs table.
const drainSoon = () => void rt.drain().catch((e) => console.error('[queue]', e));
rt.queue.onEnqueue(() => setImmediate(drainSoon));
const queueTimer = setInterval(drainSoon, 1000);
// The same cron as wrangler.jobs.toml's trigger (every 5 minutes), plus once at start. KAIROS_CRON_INTERVAL_MS
// shortens it (the browser tests wait for reminders); a run still going when the next is due is not doubled.
const cronEvery = Number(process.env.KAIROS_CRON_INTERVAL_MS);
const cronIntervalMs = Number.isInteger(cronEvery) && cronEvery >= 1000 ? cronEvery : 5 * 60_000;
let cronRunning = false;
const runCron = () => {
  if (cronRunning) return;
  cronRunning = true;
  void rt
    .cron()
    .catch((e) => console.error('[cron]', e))
    .finally(() => {
      cronRunning = false;
    });
};
const cronTimer = setInterval(runCron, cronIntervalMs);
setTimeout(runCron, 2000).unref();
drainSoon();

const { devOutbox, appUrl, clientIpHeader } = rt.services.config;
const outboxNote = {
  off: 'outbox closed (DEV_OUTBOX=local or on opens /dev/outbox)',
  local: `outbox at ${appUrl}/dev/outbox, for requests from this machine only`,
  on: `outbox OPEN TO ANYONE at ${appUrl}/dev/outbox (DEV_OUTBOX=on)`,
}[devOutbox];
const server = serve({ fetch: rt.app.fetch, port }, () => {
  console.log(
    `[kairos] http://localhost:${port}  (database ${databaseUrl}, ${outboxNote}, client address from ${clientIpHeader ?? 'the socket'})`,
  );
});
// Idle keep-alive connections stay open longer than the clients and proxies in front keep theirs (Node's default of
// 5 s closed sockets a client was about to reuse: a request then failed with ECONNRESET, seen in the browser tests).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
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
process.on('SIGHUP', shutdown);

// `npm start` passes --exit-with-parent: npm does not pass a SIGTERM on to its script, so when npm
// goes away (the server is re-parented) the server stops too instead of holding the port.
if (flags.has('--exit-with-parent')) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) shutdown();
  }, 500).unref();
}
