import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { randomToken, safeEqual } from '../core/crypto';

/**
 * CSRF tokens bound to the session they were issued for (OWASP's "signed double-submit cookie"):
 * `<nonce>.<HMAC-SHA256(APP_SECRET, binding | nonce)>`, where the binding is the session cookie's value,
 * or the empty string before login. A token an attacker obtained for their own session (or planted
 * through a sibling subdomain) does not verify against the victim's session cookie, and nobody can mint
 * one without the server secret. Login and logout change the binding, so they re-issue the cookie.
 */
export function signCsrfToken(secret: string, binding: string): string {
  const nonce = randomToken(16);
  return `${nonce}.${mac(secret, binding, nonce)}`;
}

export function verifyCsrfToken(secret: string, binding: string, token: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 200) return false;
  const nonce = token.slice(0, dot);
  return safeEqual(token.slice(dot + 1), mac(secret, binding, nonce));
}

function mac(secret: string, binding: string, nonce: string): string {
  const enc = new TextEncoder();
  return encodeHexLowerCase(hmac(SHA256, enc.encode(secret), enc.encode(`kairos-csrf|${binding}|${nonce}`)));
}
