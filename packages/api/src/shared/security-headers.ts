/**
 * The security headers of every response: the API, the web app and the coming booking page.
 * One list, sent by the Hono app on Node (and for the Worker's own routes) and written into the
 * web build's `_headers` file for the static assets Cloudflare serves without the Worker
 * (apps/web/vite.config.ts), so both runtimes send the same policy.
 *
 * The CSP allows scripts only from our origin (no inline script: index.html loads /boot.js) and the booking
 * page's one inline loader by its hash (booking-loader.ts: it starts the page's app after the first paint),
 * styles from our origin plus inline style attributes (React and schedule-x set them), images
 * from our origin, data: and blob: URLs (downloads), no plugins, no framing, and forms and
 * requests to our own origin only, except that forms may post to LiqPay's checkout (the booking page's
 * payments and the owner's own UAH subscription are a form POST there; Stripe and Square are plain redirects).
 */
import { BOOKING_LOADER_CSP_HASH } from './booking-loader';

const LIQPAY_CHECKOUT_ORIGIN = 'https://www.liqpay.ua';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${BOOKING_LOADER_CSP_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  `form-action 'self' ${LIQPAY_CHECKOUT_ORIGIN}`,
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy with the configured LiqPay origin as a form target too (LIQPAY_API_BASE: tests point it at a fake).
 */
export function policyWithFormTargets(formOrigins: string[]): string {
  const extra = formOrigins.filter((o) => o !== LIQPAY_CHECKOUT_ORIGIN);
  return CONTENT_SECURITY_POLICY.replace(
    `form-action 'self' ${LIQPAY_CHECKOUT_ORIGIN}`,
    ["form-action 'self'", LIQPAY_CHECKOUT_ORIGIN, ...extra].join(' '),
  );
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-DNS-Prefetch-Control': 'off',
};

/** Cloudflare's `_headers` file format: a path pattern, then indented `Name: value` lines. */
export function cloudflareHeadersFile(): string {
  const lines = Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`);
  return `/*\n${lines.join('\n')}\n`;
}
