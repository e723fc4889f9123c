import { fromBase64, toBase64 } from '../core/files';

/**
 * Providers' keys at rest: AES-256-GCM (WebCrypto: the same code on Node and workerd) under a key derived
 * with HKDF-SHA256 from the server secret (APP_SECRET). Stored as base64(iv | ciphertext) of the JSON;
 * the business id is the additional data, so a row copied to another business does not decrypt.
 */
const enc = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', enc.encode(secret), 'HKDF', false, ['deriveKey'])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: enc.encode('kairos-payment-integrations'), info: enc.encode('aes-gcm-v1') },
          base,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

export async function sealSecrets(serverSecret: string, businessId: string, value: object): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: enc.encode(businessId) },
    await keyFor(serverSecret),
    enc.encode(JSON.stringify(value)),
  );
  const out = new Uint8Array(iv.length + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), iv.length);
  return toBase64(out);
}

export async function openSecrets<T>(serverSecret: string, businessId: string, stored: string): Promise<T> {
  const bytes = fromBase64(stored);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: enc.encode(businessId) },
    await keyFor(serverSecret),
    bytes.slice(12),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}

/** What the owner sees of a key: its prefix (up to the last "_" in the first 8 characters) and last 4, e.g. "sk_test_…4f2a". */
export function maskKey(key: string): string {
  const head = key.slice(0, 8);
  const cut = head.lastIndexOf('_');
  return `${cut > 0 ? head.slice(0, cut + 1) : ''}…${key.slice(-4)}`;
}
