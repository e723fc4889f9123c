import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { randomToken, safeEqual } from './crypto';
import { log } from './log';

/** An integration that connects over OAuth 2 (its consent page, its state, its callback). */
export type OAuthPurpose = 'zoom' | 'google';

/** How long the owner has on the provider's consent page. */
export const STATE_TTL_MS = 10 * 60_000;

/**
 * The OAuth `state`: `<business>.<user>.<expires ms>.<nonce>.<HMAC-SHA256(APP_SECRET, all of them)>`. The
 * callback accepts it only unexpired, unforged and for the session's own user and business, so a code
 * obtained in someone else's flow cannot be attached to this business (or this one's to another). `purpose` keeps
 * one integration's state from being accepted by another's callback.
 */
export function signState(secret: string, businessId: string, userId: string, now: Date, purpose: OAuthPurpose): string {
  const body = `${businessId}.${userId}.${now.getTime() + STATE_TTL_MS}.${randomToken(12)}`;
  return `${body}.${mac(secret, body, purpose)}`;
}

export function verifyState(
  secret: string,
  state: string,
  who: { businessId: string; userId: string } | null,
  now: Date,
  purpose: OAuthPurpose,
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

/**
 * The provider sent the owner back with `code` and `state` (or `error`): the state must be this session's and this
 * integration's; then `connect` exchanges the code and stores the sealed tokens. Answers the query the owner lands
 * on the integration screen with: `connected=1` or `error=<why>`. Anything wrong writes nothing (`connect` writes
 * last); an error `expected` says the provider caused is not logged as ours.
 */
export async function finishOAuthConnect(
  o: {
    secret: string;
    purpose: OAuthPurpose;
    connect: (code: string, businessId: string) => Promise<void>;
    expected: (e: unknown) => boolean;
  },
  who: { businessId: string; userId: string } | null,
  query: { code: string | undefined; state: string | undefined },
  now: Date,
): Promise<string> {
  const { code } = query;
  if (!verifyState(o.secret, query.state ?? '', who, now, o.purpose) || !who) return 'error=state';
  if (!code || code.length > 2000) return 'error=denied';
  try {
    await o.connect(code, who.businessId);
  } catch (e) {
    if (!o.expected(e)) log.error(`[${o.purpose}] callback`, { error: e });
    return 'error=failed';
  }
  return 'connected=1';
}
