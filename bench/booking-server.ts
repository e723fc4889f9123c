// bench:booking's server: the production Node runtime on a throw-away libSQL file with the built web app
// mounted (so /online-booking/{slug} is the real server-filled booking.html) and two baseline routes
// on the same app: GET /bench/hello (bare text) and GET /bench/static (Lighthouse's baseline: a static page of the
// booking page's size, set with setStaticPage; until then a tiny HTML page with one <h1>).
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { compress } from 'hono/compress';
import { createNodeRuntime } from '../apps/edge/src/node-runtime';
import { builtVersion, mountWebApp } from '../apps/edge/src/static';
import { webBuild } from './web-build';

const STATIC_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bench</title></head><body><h1>Static baseline page</h1></body></html>`;

export interface BookingBenchServer {
  rt: Awaited<ReturnType<typeof createNodeRuntime>>;
  origin: string;
  /** The web build served (WEB_DIST, or a fresh build in the temp folder). */
  dist: string;
  /** What GET /bench/static answers from now on. */
  setStaticPage(html: string): void;
  close(): Promise<void>;
}

export async function startBookingServer(): Promise<BookingBenchServer> {
  const work = mkdtempSync(join(tmpdir(), 'kairos-bench-booking-'));
  const dist = webBuild(work);
  const rt = await createNodeRuntime({
    databaseUrl: `file:${join(work, 'bench.db')}`,
    // One address sends every request of the run (1,100 bookings, 600 sequential slots calls): the per-address
    // limit of the booking page (600 in 10 minutes) is raised, still counted on every call, so its cost is measured.
    env: { APP_ENV: 'production', BUILD_HASH: builtVersion(dist) ?? 'bench', BOOKING_REQUESTS_PER_ADDRESS: '10000000' },
    appUrl: 'http://127.0.0.1',
  });
  // Before the web app: its catch-all answers every other GET with index.html.
  rt.app.get('/bench/hello', (c) => c.text('hello'));
  let staticPage = STATIC_PAGE;
  // Served as the booking page is (compressed when the browser asks, static.ts), so the two differ only in content.
  rt.app.get('/bench/static', compress(), (c) => c.html(staticPage));
  mountWebApp(rt.app, dist);
  const server = serve({ fetch: rt.app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
  return {
    rt,
    dist,
    setStaticPage(html) {
      staticPage = html;
    },
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      rt.client.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
