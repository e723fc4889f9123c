import { trpcServer } from '@hono/trpc-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bookingPageVersion, type PageVersion } from '../booking/page-version';
import { DOWNLOAD_POLICY } from '../core/download';
import { publicOf, retryAfterOf } from '../core/errors';
import { log } from '../core/log';
import { mountRest } from '../rest/adapter';
import { docsPage } from '../rest/docs';
import { openApiDocument } from '../rest/openapi';
import { appRouter } from '../router';
import { policyWithFormTargets, SECURITY_HEADERS } from '../shared/security-headers';
import { mountCalendarFeedRoute } from './calendar-feed-route';
import { type AppDeps, buildContext, localeOf } from './context';
import { csrfProtection, issueCsrfCookie } from './csrf';
import { mountGoogleCallback } from './google-callback';
import { mountReceiptRoutes, RECEIPT_PATH } from './receipt-routes';
import { trpcBatchGuard } from './trpc-batch';
import { mountUnsubscribeRoutes } from './unsubscribe-routes';
import { mountWebhooks } from './webhooks';
import { mountZoomCallback } from './zoom-callback';

/**
 * The one Hono app both runtimes serve: tRPC at /trpc for the web app, the
 * REST adapter at /api/v1 (and /api auth calls), health and version.
 * Entries (apps/edge) add static files and their own schedulers.
 */
/** The dependencies of each app createApp made, for what is mounted on it later (the booking page's version). */
const made = new WeakMap<Hono, AppDeps>();

/** The booking page's version behind a slug at the app's clock's now (booking/page-version.ts). */
export type BookingPageVersionReader = (slug: string) => Promise<{ version: PageVersion | null; now: Date }>;

/**
 * The booking page's version reader for an app createApp made, or null for any other app: the server-painted page
 * (apps/edge/src/booking-page.ts) keeps its HTML only where it can check it.
 */
export function bookingPageVersionOf(app: Hono): BookingPageVersionReader | null {
  const deps = made.get(app);
  if (!deps) return null;
  return async (slug) => {
    const now = deps.services.now();
    return { version: await bookingPageVersion(deps.db, slug, now), now };
  };
}

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  made.set(app, deps);
  const version = deps.services.config.version;

  // The same list goes into the web build's _headers file for Cloudflare's static assets.
  // Forms may post to LiqPay's checkout (booking page payments, the owner's UAH subscription).
  const policy = policyWithFormTargets([new URL(deps.services.config.providerBases.liqpay).origin]);
  // A download keeps its own, stricter policy (core/download.ts: sandbox, nothing allowed).
  app.use('*', async (c, next) => {
    await next();
    const own = c.res.headers.get('Content-Security-Policy');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.set('Content-Security-Policy', own === DOWNLOAD_POLICY ? own : policy);
  });
  const cache = deps.services.authCache;
  if (cache) {
    // Any write may change who someone is or what they may do: forget cached sessions before and after it.
    app.use('*', async (c, next) => {
      if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
      cache.invalidate();
      try {
        await next();
      } finally {
        cache.invalidate();
      }
    });
  }
  const apiBodyLimit = bodyLimit({ maxSize: 2 * 1024 * 1024, onError: (c) => tooLarge(c) });
  // A GET or HEAD has no body to limit (the Fetch API gives it none), and asking for one makes
  // @hono/node-server build a whole Request with its AbortSignal: an eighth of a small read's time.
  const bodyless = (method: string) => method === 'GET' || method === 'HEAD';
  // A receipt upload has its own 5 MB limit (http/receipt-routes.ts).
  app.use('/api/*', (c, next) =>
    bodyless(c.req.method) || (c.req.method === 'POST' && RECEIPT_PATH.test(c.req.path)) ? next() : apiBodyLimit(c, next),
  );
  app.use('/trpc/*', (c, next) => (bodyless(c.req.method) ? next() : apiBodyLimit(c, next)));
  app.use('/api/*', csrfProtection(deps.services.config));
  app.use('/trpc/*', csrfProtection(deps.services.config));

  app.get('/healthz', (c) => c.json({ status: 'ok', version }));
  app.get('/version.json', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ hash: version });
  });
  app.get('/api/csrf-cookie', (c) => {
    issueCsrfCookie(c, deps.services.config);
    return c.body(null, 204);
  });

  app.use('/trpc/*', trpcBatchGuard());
  app.use(
    '/trpc/*',
    trpcServer({
      router: appRouter,
      endpoint: '/trpc',
      // tRPC answers with its own Response: cookies must go into its resHeaders.
      createContext: (opts, c) => buildContext(c, deps, false, opts.resHeaders) as unknown as Record<string, unknown>,
      // tRPC sends a request it could not read (content type, JSON) as text/plain: its body is JSON, say so.
      // A rate limit's 429 says when to come back (the longest wait of a batch's refused calls).
      responseMeta: ({ errors, eagerGeneration }) => {
        if (!errors.length || eagerGeneration) return {};
        const wait = Math.max(0, ...errors.map((e) => retryAfterOf(e) ?? 0));
        return { headers: { 'content-type': 'application/json', ...(wait ? { 'retry-after': String(wait) } : {}) } };
      },
    }),
  );

  mountRest(app, appRouter, (c) => buildContext(c, deps, c.req.path.startsWith('/api/v1/')));
  mountReceiptRoutes(app, deps);
  mountWebhooks(app, deps);
  mountUnsubscribeRoutes(app, deps);
  mountZoomCallback(app, deps);
  mountCalendarFeedRoute(app, deps);
  mountGoogleCallback(app, deps);

  const doc = openApiDocument(appRouter, version);
  app.get('/api/v1/openapi.json', (c) => c.json(doc));
  app.get('/api/v1/docs', (c) => c.html(docsPage(doc)));

  app.all('/api/*', (c) => {
    const err = publicOf('ROUTE_NOT_FOUND', localeOf(c));
    return c.json({ message: err.message, code: err.code }, 404);
  });

  app.onError((e, c) => {
    log.error('[unhandled]', { error: e });
    const err = publicOf('INTERNAL', localeOf(c));
    return c.json({ message: err.message, code: err.code }, 500);
  });

  return app;

  function tooLarge(c: Parameters<Parameters<typeof bodyLimit>[0]['onError'] & object>[0]) {
    const err = publicOf('PAYLOAD_TOO_LARGE', localeOf(c));
    return c.json({ message: err.message, code: err.code }, 413);
  }
}
