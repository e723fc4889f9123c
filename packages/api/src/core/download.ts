import { LONE_SURROGATE } from '../shared/schemas';

/**
 * The one way Kairos hands out a file (expense receipts, invoice PDFs, CSV/XLSX exports, the information
 * workbook): always an attachment, never rendered inline on the app's origin, where an uploaded PDF or an image
 * with script in it would run with the owner's session. `Content-Security-Policy: sandbox` (with nothing allowed)
 * makes even a file opened in a tab a unique, script-less origin; `nosniff` keeps the declared type; no caching.
 * The app's own policy (http/app.ts) leaves a response's own `sandbox` policy in place.
 */
export const DOWNLOAD_POLICY = "sandbox; default-src 'none'";

export function downloadHeaders(file: { name: string; type: string; size?: number }): Record<string, string> {
  return {
    'content-type': file.type,
    ...(file.size === undefined ? {} : { 'content-length': String(file.size) }),
    'content-disposition': contentDisposition(file.name),
    'content-security-policy': DOWNLOAD_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}

/**
 * RFC 6266: an ASCII fallback name for old clients and the real (e.g. Ukrainian) name as
 * RFC 5987 `filename*`, so `клієнти-2026-11-24.csv` arrives as itself. Quotes, slashes and
 * control characters (nor a lone surrogate, which encodeURIComponent throws on) never reach the header.
 */
export function contentDisposition(fileName: string): string {
  const unsafe = (ch: string) =>
    ch < ' ' || ch === '\u007f' || ch === '"' || ch === '\\' || ch === '/' || LONE_SURROGATE.test(ch);
  const safe = [...fileName].map((ch) => (unsafe(ch) ? '_' : ch)).join('');
  const ascii = safe.replace(/[^\w.-]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
