import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/**
 * The secret of a booking's manage link (cancel / move): 160 bits of HMAC-SHA256 of the booking's id under the
 * server secret. Only its SHA-256 is stored (`manage_token_hash`); deriving it (rather than drawing it at random)
 * lets a confirmation sent later, when a provider reports the deposit, carry the same link. Rotating APP_SECRET
 * retires every link, as it does sessions' CSRF tokens.
 */
export function manageTokenFor(secret: string, bookingId: string): string {
  const mac = hmac(SHA256, new TextEncoder().encode(secret), new TextEncoder().encode(`manage:${bookingId}`));
  return encodeBase32LowerCaseNoPadding(mac.slice(0, 20));
}
