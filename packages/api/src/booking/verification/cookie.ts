import { safeEqual, sha256Hex } from '../../core/crypto';
import type { Channel } from './address';
import { hmacHex } from './codes';

/**
 * The "verified on this device" cookie of one business's booking page:
 * `kb_<12 hex of sha256(business id)>` = base64url(JSON {b, c, a, exp}) + '.' + HMAC-SHA256(secret).
 * Its name is per business (a visitor can be verified on several pages) and says nothing of which;
 * its value names the business, so a cookie copied to another page's name does not verify there.
 */
export interface VisitorClaim {
  /** Business id. */
  b: string;
  c: Channel;
  /** The verified address (lower-cased email or E.164). */
  a: string;
  /** Expiry, epoch ms. */
  exp: number;
}

/** A session cookie (remember-me 0 days) still ends on the server after this long. */
export const SESSION_VISITOR_MS = 12 * 3600_000;

export const visitorCookieName = (businessId: string) => `kb_${sha256Hex(businessId).slice(0, 12)}`;

const b64url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromB64url = (s: string) => {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0)));
};

const mac = (secret: string, payload: string) => hmacHex(secret, `kairos-booking-visitor|${payload}`);

export function signVisitor(secret: string, claim: VisitorClaim): string {
  const payload = b64url(JSON.stringify(claim));
  return `${payload}.${mac(secret, payload)}`;
}

/** The claim when the signature is right, or null (tampered, malformed). Expiry and business are the caller's checks. */
export function verifyVisitor(secret: string, value: string | undefined): VisitorClaim | null {
  if (!value || value.length > 1024) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  if (!safeEqual(value.slice(dot + 1), mac(secret, payload))) return null;
  try {
    const claim = JSON.parse(fromB64url(payload)) as Partial<VisitorClaim>;
    const ok =
      typeof claim.b === 'string' &&
      (claim.c === 'email' || claim.c === 'sms') &&
      typeof claim.a === 'string' &&
      typeof claim.exp === 'number';
    return ok ? (claim as VisitorClaim) : null;
  } catch {
    return null;
  }
}
