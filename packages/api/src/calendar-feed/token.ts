import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { randomToken } from '../core/crypto';

/**
 * The secret in a business's feed URL: 160 bits of HMAC-SHA256 of the business and the feed's `nonce` under the
 * server secret. Only its SHA-256 is stored (`calendar_feeds.token_hash`, the lookup); deriving it lets the
 * settings screen show the URL again without keeping it readable in the database (a copy of the database alone
 * does not give the URL). Regenerating draws a new nonce; rotating APP_SECRET retires every feed URL.
 */
export function feedTokenFor(secret: string, businessId: string, nonce: string): string {
  const mac = hmac(SHA256, new TextEncoder().encode(secret), new TextEncoder().encode(`calendar-feed:${businessId}:${nonce}`));
  return encodeBase32LowerCaseNoPadding(mac.slice(0, 20));
}

export const newNonce = (): string => randomToken(15);

/** A token as the URL carries it: 32 base32 characters (anything else is refused before the database). */
export const TOKEN_SHAPE = /^[a-z2-7]{32}$/;

/** The feed's path for a token. */
export const feedPath = (token: string): string => `/api/v1/calendar/${token}.ics`;
