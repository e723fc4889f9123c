import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { bookingPageVersionOf } from '@kairos/api';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { mountBookingPage, prepareTemplate } from './booking-page';

/**
 * Serves the built web app from the same origin. Hashed assets are cached for
 * a year; index.html and the service worker never, so a new build is seen.
 */
export function mountWebApp(app: Hono, distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  const html = readFileSync(index, 'utf8');
  // The Workers-only headers file is not a page.
  app.get('/_headers', (c) => c.notFound());
  // The public booking page: its own small bundle, its first paint filled in on the server (booking-page.ts).
  const booking = join(distDir, 'booking.html');
  const asset = async (path: string) => {
    const file = join(distDir, path);
    return file.startsWith(distDir) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const bookingHtml = existsSync(booking) ? prepareTemplate(readFileSync(booking, 'utf8'), asset) : null;
  // Compressed as Cloudflare compresses the Worker's answer: gzip'd, the page (about 15 KB with its inlined CSS and
  // data) arrives in TCP's first round trip (about 14 KB) instead of two (issue 27, LCP).
  app.use('/online-booking/*', compress());
  // Kept per process under the page's version when `app` is one createApp made (booking-page.ts, page-cache.ts).
  mountBookingPage(app, async () => bookingHtml, bookingPageVersionOf(app));
  // Cloudflare compresses what it serves; the Node entry does it here (the booking page's budget is gzipped JS).
  app.use('/assets/*', compress());
  app.use(
    '/assets/*',
    serveStatic({ root: distDir, onFound: (_p, c) => c.header('cache-control', 'public, max-age=31536000, immutable') }),
  );
  app.use('*', serveStatic({ root: distDir, onFound: (_p, c) => c.header('cache-control', 'no-cache') }));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(html);
  });
  return true;
}

/** The hash the web build recorded, so /version.json and the loaded bundle agree. */
export function builtVersion(distDir: string): string | undefined {
  const file = join(distDir, 'version.json');
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { hash?: string }).hash;
  } catch {
    return undefined;
  }
}
