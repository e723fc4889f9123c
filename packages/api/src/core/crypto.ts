import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** 120 bits of randomness, base32: the Lucia guide's session id/secret shape. */
export function randomToken(bytes = 15): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return encodeBase32LowerCaseNoPadding(b);
}

export function sha256Hex(value: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(value)));
}

export function safeEqual(a: string, b: string): boolean {
  const ea = new TextEncoder().encode(a);
  const eb = new TextEncoder().encode(b);
  return ea.length === eb.length && constantTimeEqual(ea, eb);
}
