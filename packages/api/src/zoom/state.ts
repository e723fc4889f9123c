import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { randomToken, safeEqual } from '../core/crypto';

/** How long the owner has on Zoom's (or Google's) consent page. */
export const STATE_TTL_MS = 10 * 60_000;

/**
 * The OAuth `state`: `<business>.<user>.<expires ms>.<nonce>.<HMAC-SHA256(APP_SECRET, all of them)>`. The
 * callback accepts it only unexpired, unforged and for the session's own user and business, so a code
 * obtained in someone else's flow cannot be attached to this business (or this one's to another). `purpose` keeps
 * one integration's state from being accepted by another's callback (google/ signs with 'google').
 */
export function signState(secret: string, businessId: string, userId: string, now: Date, purpose = 'zoom'): string {
  const body = `${businessId}.${userId}.${now.getTime() + STATE_TTL_MS}.${randomToken(12)}`;
  return `${body}.${mac(secret, body, purpose)}`;
}

export function verifyState(
  secret: string,
  state: string,
  who: { businessId: string; userId: string } | null,
  now: Date,
  purpose = 'zoom',
): boolean {
  if (!who || state.length > 400) return false;
  const parts = state.split('.');
  if (parts.length !== 5) return false;
  const [businessId, userId, expires] = parts;
  const body = parts.slice(0, 4).join('.');
  return (
    safeEqual(parts[4] ?? '', mac(secret, body, purpose)) &&
    businessId === who.businessId &&
    userId === who.userId &&
    Number(expires) > now.getTime()
  );
}

function mac(secret: string, body: string, purpose: string): string {
  const enc = new TextEncoder();
  return encodeHexLowerCase(hmac(SHA256, enc.encode(secret), enc.encode(`kairos-${purpose}-state|${body}`)));
}
