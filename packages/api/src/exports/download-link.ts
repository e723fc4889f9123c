import type { Locale } from '@kairos/i18n';
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { safeEqual } from '../core/crypto';

/** How long an emailed export link works (docs/DECISIONS.md "Leaving"). */
export const LINK_DAYS = 7;
export const DOWNLOAD_PATH = '/api/v1/user/export-information/download';

export interface LinkParams {
  business: string;
  expires: number;
  locale: Locale;
}

function sign(secret: string, p: LinkParams): string {
  const data = new TextEncoder().encode(`export:${p.business}:${p.expires}:${p.locale}`);
  return encodeBase32LowerCaseNoPadding(hmac(SHA256, new TextEncoder().encode(secret), data).slice(0, 20));
}

/** A signed, expiring link to the business's workbook; it is built fresh when the link is opened. */
export function downloadLink(appUrl: string, secret: string, business: string, locale: Locale, now: Date): string {
  const p: LinkParams = { business, locale, expires: now.getTime() + LINK_DAYS * 86_400_000 };
  const q = new URLSearchParams({ business, expires: String(p.expires), locale, signature: sign(secret, p) });
  return `${appUrl}${DOWNLOAD_PATH}?${q}`;
}

/** True when the signature is ours and the link has not expired. */
export function linkValid(secret: string, p: LinkParams & { signature: string }, now: Date): boolean {
  return p.expires > now.getTime() && safeEqual(sign(secret, p), p.signature);
}
