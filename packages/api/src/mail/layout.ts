import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';

/** Bidi embedding/override/isolate controls: in a name they can make a link or an amount read backwards. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text typed by an owner or a client (names, addresses, templates, notes) as HTML text or attribute value:
 * the five HTML specials become entities and bidi controls are dropped. Every email builder puts typed text
 * through this and nothing else (mail/layout.ts, marketing/compose.ts, client-messages.ts).
 */
export const escapeHtml = (s: string) =>
  s
    .replace(BIDI_CONTROLS, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Only http(s) links become buttons: a `javascript:` or `data:` URL is never an href. */
export const isWebUrl = (url: string) => /^https?:\/\//i.test(url.trim());

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * Two full stops where a value that ends in one (a Ukrainian date "8 грудня 2026 р.", "Ltd.") closes a sentence of
 * the template become one; an ellipsis ("...") stays.
 */
export const oneFullStop = (text: string) => text.replace(/(?<!\.)\.\.(?!\.)/g, '.');

/**
 * One plain layout for every email: a paragraph and an optional button, text and HTML alike. Long words wrap
 * whole or hyphenate (the language is on <html>); only the link, which is no word, may break anywhere.
 */
export function renderEmail(
  locale: Locale,
  rawSubject: string,
  rawBody: string,
  cta?: { label: string; url: string },
): EmailContent {
  const subject = oneFullStop(rawSubject);
  const body = oneFullStop(rawBody);
  const footer = m.email_footer({}, { locale });
  const text = [body, cta ? `${cta.label}: ${cta.url}` : '', `— ${footer}`].filter(Boolean).join('\n\n');
  const button =
    cta && isWebUrl(cta.url)
      ? `<p style="margin:24px 0"><a href="${escapeHtml(cta.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(cta.label)}</a></p><p style="font-size:12px;color:#6b7280;overflow-wrap:anywhere">${escapeHtml(cta.url)}</p>`
      : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(subject)}</h1><p style="line-height:1.5;white-space:pre-line;overflow-wrap:break-word;hyphens:auto">${escapeHtml(body)}</p>${button}<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p></body></html>`;
  return { subject, text, html };
}
