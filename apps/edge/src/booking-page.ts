/**
 * The public booking page's first paint (issue 12), shared by the Node entry (static.ts) and the Worker:
 * GET /online-booking/{slug}[/manage/{token}] answers the built booking.html with the business's name
 * (escaped) in <title> and the header's <h1>, and the page's data inlined as JSON for the client to start
 * from without a first fetch. The data comes from the same REST handlers the page calls later, asked
 * internally with the visitor's cookies and locale. Runtime-agnostic: only Request/Response and fetch-like apps.
 */

import type { BookingPageVersionReader } from '@kairos/api';
import { BOOKING_LOADER } from '@kairos/api/shared/booking-loader';
import type { PageOutput } from '@kairos/api/shared/booking-schemas';
import { inkOn, textOnWhite } from '@kairos/api/shared/colour';
import type { Context, Hono } from 'hono';
import { escapeHtml, firstScreen } from './booking-first-screen';
import { PageCache, pageKey } from './page-cache';

/** core/context.ts FRESH_READS (a registered symbol, so this module need not load the API). */
const FRESH_READS = Symbol.for('kairos.freshReads');

/** Anything answering a Request (the Hono app's fetch). */
export type AppFetch = (request: Request) => Response | Promise<Response>;

/** The booking page's addresses (shared/links.ts bookingPage and bookingManage build them). */
export const BOOKING_PAGE_PATH = /^\/online-booking\/([^/]+)(?:\/manage\/([^/]+))?\/?$/;

/** The slug (and manage token) of a booking page path, or null when the path is not one. */
export function bookingPath(pathname: string): { slug: string; token: string | null } | null {
  const match = BOOKING_PAGE_PATH.exec(pathname);
  if (!match) return null;
  try {
    return { slug: decodeURIComponent(match[1] ?? ''), token: match[2] ? decodeURIComponent(match[2]) : null };
  } catch {
    return null;
  }
}

export { escapeHtml };

/** JSON that is safe inside <script type="application/json">: no `<` (so no `</script>`), no line separators. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's language: the locale cookie, else the first of uk/en in Accept-Language, else uk. */
export function pageLocale(request: Request): 'uk' | 'en' {
  const cookie = /(?:^|;\s*)PARAGLIDE_LOCALE=(uk|en)(?:;|$)/.exec(request.headers.get('cookie') ?? '');
  if (cookie) return cookie[1] as 'uk' | 'en';
  for (const part of (request.headers.get('accept-language') ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'uk' || tag === 'en') return tag;
  }
  return 'uk';
}

/** What the client reads from #booking-data. */
export interface InlinedBookingData {
  locale: 'uk' | 'en';
  slug: string;
  page: unknown | null;
  manage: unknown | null;
  manage_token: string | null;
}

/**
 * Asks the app as the visitor: every header of the visitor's request goes along (cookies, and whichever header the
 * deployment trusts for the client's address, TRUSTED_PROXY_HEADER), so the page's per-address limit counts the
 * visitor, not the server itself.
 */
async function ask(app: AppFetch, request: Request, path: string, locale: string): Promise<unknown | null> {
  const headers = new Headers(request.headers);
  for (const name of ['content-type', 'content-length', 'accept-encoding']) headers.delete(name);
  headers.set('accept', 'application/json');
  headers.set('x-locale', locale);
  const res = await app(new Request(new URL(path, request.url), { headers }));
  if (!res.ok) return null;
  const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
  return body?.data ?? null;
}

/**
 * The page's header, painted before any script runs (the LCP element is here, not behind the bundle):
 * the logo (sized, with the name as its text), the name as the <h1>, the city. The client adds the language switch.
 */
function header(name: string, logo: string | null, city: string | null): string {
  const img = logo ? `<img class="bk-logo" src="${escapeHtml(logo)}" alt="${escapeHtml(name)}" width="48" height="48">` : '';
  const where = city ? `<p class="bk-city">${escapeHtml(city)}</p>` : '';
  return `${img}<div class="bk-title"><h1>${escapeHtml(name)}</h1>${where}</div>`;
}

/**
 * The business's colour on <html> from the first paint (main.tsx sets the same three properties), so buttons are
 * not drawn in the default colour first. Only a #rrggbb value (the stored colour is validated so) is written.
 */
function brandStyle(brand: string | null): string {
  if (!brand || !/^#[0-9a-fA-F]{6}$/.test(brand)) return '';
  return ` style="--bk-brand:${brand};--bk-brand-ink:${inkOn(brand)};--bk-brand-text:${textOnWhite(brand)}"`;
}

/** A verified visitor's cookie (booking/verification/cookie.ts visitorCookieName: kb_ and 12 hex digits). */
const VISITOR_COOKIE = /(?:^|;\s*)kb_[0-9a-f]{12}=/;

/** Where rendered pages are kept and how their version is read (mountBookingPage on an app createApp made). */
export interface PageKeeping {
  pages: PageCache;
  version: BookingPageVersionReader;
}

const html = (body: string | Uint8Array<ArrayBuffer>, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * Fills booking.html for this request: 200 with the data, or 404 with the page's own "not found" state. With
 * `keeping`, a page that is the same for every visitor (no manage link, no payment return, no verified visitor's
 * cookie) is answered from the pages kept when its version (one read) is the one it was rendered at, and kept
 * after rendering otherwise (page-cache.ts). The answer is `no-store` either way: browsers and shared caches ask
 * again, and the version is read again.
 */
export async function renderBookingPage(
  template: string,
  app: AppFetch,
  request: Request,
  keeping?: PageKeeping,
): Promise<Response | null> {
  const url = new URL(request.url);
  const path = bookingPath(url.pathname);
  if (!path) return null;
  const locale = pageLocale(request);
  const shared =
    keeping &&
    !path.token &&
    !(url.searchParams.get('booking') && url.searchParams.get('token')) &&
    !VISITOR_COOKIE.test(request.headers.get('cookie') ?? '');
  const key = pageKey(path.slug, locale);
  // Read before rendering: a write during the render raises the version, so what is kept under it is never newer
  // data under an older number that would then be served as current; at worst it is rendered again.
  const at = shared ? await keeping.version(path.slug) : null;
  if (shared && at?.version) {
    const kept = keeping.pages.get(template, key, at.version.version, at.now.getTime());
    if (kept !== null) return html(kept, 200);
  }
  const page = (await ask(app, request, `/api/v1/online-booking/${encodeURIComponent(path.slug)}`, locale)) as PageOutput | null;
  const body = await fill(template, app, request, url, path, locale, page);
  const status = body.status;
  if (shared && at?.version && status === 200 && page && page.visitor === null)
    keeping.pages.set(template, key, {
      version: at.version.version,
      until: at.version.until,
      html: new TextEncoder().encode(body.html),
    });
  return html(body.html, status);
}

async function fill(
  template: string,
  app: AppFetch,
  request: Request,
  url: URL,
  path: { slug: string; token: string | null },
  locale: 'uk' | 'en',
  page: PageOutput | null,
): Promise<{ html: string; status: number }> {
  const base = `/api/v1/online-booking/${encodeURIComponent(path.slug)}`;
  const manage = page && path.token ? await ask(app, request, `${base}/manage/${encodeURIComponent(path.token)}`, locale) : null;
  const data: InlinedBookingData = { locale, slug: path.slug, page, manage, manage_token: path.token };
  const name = page?.business?.name ?? 'Kairos';
  const business = page?.business;
  const out = template
    .replace(/<html lang="[a-z]+"/, () => `<html lang="${locale}"${brandStyle(business?.brand_color ?? null)}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(name)}</title>`)
    .replace('<!--bk-header-->', () => (business ? header(name, business.logo_url ?? null, business.city ?? null) : ''))
    .replace('<div id="root"></div>', () => `<div id="root">${firstScreen(page, locale, url, path.token) ?? ''}</div>`)
    .replace('<!--bk-data-->', () => `<script type="application/json" id="booking-data">${inlineJson(data)}</script>`);
  return { html: out, status: page && (!path.token || manage) ? 200 : 404 };
}

/**
 * booking.html as served: its stylesheet inlined (no render-blocking request before the first paint; the CSP
 * allows inline styles, not scripts), its module scripts moved to the end of <body>, and without the owner app's
 * web manifest link. `read` gives a built
 * file's text by its path ("/assets/booking-….css"), or null.
 */
export async function prepareTemplate(html: string, read: (path: string) => Promise<string | null>): Promise<string> {
  let out = html.replace(/\s*<link rel="manifest"[^>]*>/g, '');
  // The page's scripts at the end of <body>, after the server-painted screen: nothing the visitor sees waits for
  // them (bench:booking measured LCP about 15 % lower than with them in <head>).
  // Inert in a <template> until the loader (BOOKING_LOADER, allowed by its hash in the CSP) adds them after the
  // first contentful paint: the parser no longer fetches and runs them ahead of the paint (issue 27, LCP).
  const scripts = out.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
  if (scripts.length > 0 && out.includes('</body>')) {
    for (const tag of scripts) out = out.replace(tag, '');
    out = out.replace(
      '</body>',
      () => `<template id="bk-app">${scripts.join('')}</template><script>${BOOKING_LOADER}</script></body>`,
    );
  }
  for (const link of html.match(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g) ?? []) {
    const href = /href="([^"]+)"/.exec(link)?.[1];
    const css = href ? await read(href) : null;
    if (css !== null) out = out.replace(link, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return out;
}

/**
 * Answers GET /online-booking/{slug}[/manage/{token}] in this app (so its security headers apply) from the
 * template `load` gives; without a template (no web build) the request goes on to the next handler. With `version`
 * (bookingPageVersionOf(app) of an app createApp made) pages the same for every visitor are kept (page-cache.ts).
 */
export function mountBookingPage(app: Hono, load: () => Promise<string | null>, version?: BookingPageVersionReader | null): void {
  const keeping: PageKeeping | undefined = version ? { pages: new PageCache(), version } : undefined;
  const handler = async (c: Context, next: () => Promise<void>) => {
    const template = await load();
    // Where pages are kept, the render reads past the API's few-second caches (Ctx.freshReads): what it renders is
    // kept under the version read before it, so it must not be older than that version.
    const env = keeping ? Object.create(c.env ?? null, { [FRESH_READS]: { value: true } }) : c.env;
    const res = template ? await renderBookingPage(template, (r) => app.fetch(r, env), c.req.raw, keeping) : null;
    if (!res) return next();
    return res;
  };
  app.get('/online-booking/:slug', handler);
  app.get('/online-booking/:slug/manage/:token', handler);
}
