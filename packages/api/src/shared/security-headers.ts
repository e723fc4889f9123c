/**
 * The security headers of every response: the API, the web app and the coming booking page.
 * One list, sent by the Hono app on Node (and for the Worker's own routes) and written into the
 * web build's `_headers` file for the static assets Cloudflare serves without the Worker
 * (apps/web/vite.config.ts), so both runtimes send the same policy.
 *
 * The CSP allows scripts only from our origin (no inline script: index.html loads /boot.js),
 * styles from our origin plus inline style attributes (React and schedule-x set them), images
 * from our origin, data: and blob: URLs (downloads), no plugins, no framing, and forms and
 * requests to our own origin only. Payment providers' frames are added when checkout arrives.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The public booking page's policy: the same, except that its forms may also go to the payment providers'
 * checkout pages it posts to (LiqPay's checkout is a form POST; Stripe and Square are plain redirects).
 */
export function bookingPagePolicy(formOrigins: string[]): string {
  return CONTENT_SECURITY_POLICY.replace("form-action 'self'", ["form-action 'self'", ...formOrigins].join(' '));
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
