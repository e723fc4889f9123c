import { type Locale, m } from '@kairos/i18n';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** One plain layout for every email: a paragraph and an optional button, text and HTML alike. */
export function renderEmail(locale: Locale, subject: string, body: string, cta?: { label: string; url: string }): EmailContent {
  const footer = m.email_footer({}, { locale });
  const text = [body, cta ? `${cta.label}: ${cta.url}` : '', `— ${footer}`].filter(Boolean).join('\n\n');
  const button = cta
    ? `<p style="margin:24px 0"><a href="${escapeHtml(cta.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(cta.label)}</a></p><p style="font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(cta.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(subject)}</h1><p style="line-height:1.5;white-space:pre-line">${escapeHtml(body)}</p>${button}<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p></body></html>`;
  return { subject, text, html };
}
