import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { escapeHtml } from '../mail/layout';
import { absoluteLink, links } from '../shared/links';
import { clientNameValues, fillPlaceholders } from '../shared/messaging';

/**
 * What one recipient of a campaign receives. The owner's text with {client_name} (the first name, as in every
 * message: shared/messaging.ts) and {business} filled by the one renderer,
 * then (email) the marketing footer and an unsubscribe link with RFC 8058 one-click headers, or (SMS)
 * "Reply OPTOUT <code> to stop". What Kairos adds (the email's "why" line and unsubscribe link, the SMS
 * opt-out line) is in the recipient's language: the client's own, else the owner's (issue 25). POST
 * /marketing/count prices an SMS with the longer of the two opt-out lines (cost.ts).
 */
export interface CampaignContent {
  channel: 'email' | 'sms';
  subject: string | null;
  text: string;
  business: string;
  footer: string | null;
  optoutCode: string | null;
  appUrl: string;
  secret: string;
}

export interface Recipient {
  client_id: string;
  business_id: string;
  first_name: string;
  last_name: string;
  /** The client's language, else the owner's (batch.ts). */
  locale: Locale;
}

/** HMAC-SHA256 (APP_SECRET) of business + client, 160 bits: the unsubscribe link's proof. */
function mac(secret: string, businessId: string, clientId: string): string {
  const bytes = hmac(SHA256, new TextEncoder().encode(secret), new TextEncoder().encode(`unsubscribe:${businessId}:${clientId}`));
  return encodeBase32LowerCaseNoPadding(bytes.slice(0, 20));
}

/** `<client id>.<mac>`: the client names its business; the mac proves the link was ours. */
export const unsubscribeToken = (secret: string, businessId: string, clientId: string) =>
  `${clientId}.${mac(secret, businessId, clientId)}`;

export function parseUnsubscribeToken(token: string): { clientId: string; mac: string } | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.([a-z2-7]{32})$/.exec(token);
  return match ? { clientId: match[1] as string, mac: match[2] as string } : null;
}

/** Constant-time comparison of a token's mac with the one the business and client give. */
export function macMatches(secret: string, businessId: string, clientId: string, given: string): boolean {
  const want = mac(secret, businessId, clientId);
  let diff = want.length ^ given.length;
  for (let i = 0; i < want.length; i++) diff |= want.charCodeAt(i) ^ (given.charCodeAt(i) || 0);
  return diff === 0;
}

/** An SMS campaign's text for one client (or for the longest sample, given as the name), its opt-out line in `locale`. */
export function smsText(c: CampaignContent, clientName: string, locale: Locale): string {
  const body = fillPlaceholders(c.text, { client_name: clientName, business: c.business });
  return `${body}
${m.mkt_sms_optout({ code: c.optoutCode ?? '' }, { locale })}`;
}

export function composeFor(c: CampaignContent, r: Recipient) {
  const name = clientNameValues(r).client_name;
  const locale = r.locale;
  if (c.channel === 'sms') return { subject: undefined, text: smsText(c, name, locale), html: undefined, headers: undefined };
  const link = absoluteLink(c.appUrl, links.unsubscribe(unsubscribeToken(c.secret, r.business_id, r.client_id)));
  const oneClick = `${c.appUrl}/api/marketing/unsubscribe/${unsubscribeToken(c.secret, r.business_id, r.client_id)}`;
  const body = fillPlaceholders(c.text, { client_name: name, business: c.business });
  const footer = c.footer?.trim() ?? '';
  const label = m.mkt_unsubscribe_link({}, { locale });
  const why = m.mkt_email_why({ business: c.business }, { locale });
  const text = [body, footer, `${why}\n${label}: ${link}`].filter(Boolean).join('\n\n');
  const small = 'font-size:12px;color:#6b7280';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px"><p style="line-height:1.5;white-space:pre-line">${escapeHtml(body)}</p>${footer ? `<p style="${small};white-space:pre-line">${escapeHtml(footer)}</p>` : ''}<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="${small}">${escapeHtml(why)} <a href="${escapeHtml(link)}" style="color:#6b7280">${escapeHtml(label)}</a></p></body></html>`;
  const headers = { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  const subject = fillPlaceholders(c.subject ?? '', { client_name: name, business: c.business });
  return { subject, text, html, headers };
}
