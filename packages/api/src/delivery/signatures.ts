import { fromBase64 } from '../core/files';
import { freshTimestamp } from '../core/webhooks';

const encoder = new TextEncoder();
/** Decoded base64 in a buffer of its own (what WebCrypto's BufferSource takes), or null when it is not base64. */
const bytes = (b64: string): Uint8Array<ArrayBuffer> | null => {
  try {
    return new Uint8Array(fromBase64(b64));
  } catch {
    return null;
  }
};

/**
 * Telnyx API v2: `telnyx-signature-ed25519` is base64(Ed25519 signature of `${telnyx-timestamp}|${raw body}`)
 * made with the account's key; `publicKey` is the account's public key as Telnyx shows it (base64 of 32 bytes).
 * WebCrypto's Ed25519 (Node 20 and workerd alike), so no SDK is needed to verify.
 */
export async function verifyTelnyx(
  publicKey: string,
  raw: string,
  header: (name: string) => string | undefined,
  now: Date,
): Promise<boolean> {
  const timestamp = header('telnyx-timestamp');
  const signature = bytes(header('telnyx-signature-ed25519') ?? '');
  const keyBytes = bytes(publicKey);
  if (!freshTimestamp(timestamp, now) || !signature?.length || keyBytes?.length !== 32) return false;
  try {
    const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, signature, encoder.encode(`${timestamp}|${raw}`));
  } catch {
    return false;
  }
}

/**
 * Resend signs with Svix: `svix-signature` holds space-separated `v1,<base64 HMAC-SHA256>` entries over
 * `${svix-id}.${svix-timestamp}.${raw body}`, keyed by the base64 after `whsec_` in the endpoint's secret.
 * Any one matching entry is enough (Svix lists several while a secret rotates). HMAC verify is constant-time.
 */
export async function verifySvix(
  secret: string,
  raw: string,
  header: (name: string) => string | undefined,
  now: Date,
): Promise<boolean> {
  const id = header('svix-id');
  const timestamp = header('svix-timestamp');
  const keyBytes = bytes(secret.startsWith('whsec_') ? secret.slice(6) : secret);
  if (!id || !freshTimestamp(timestamp, now) || !keyBytes?.length) return false;
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const signed = encoder.encode(`${id}.${timestamp}.${raw}`);
  for (const entry of (header('svix-signature') ?? '').split(' ')) {
    const [version, sig] = entry.split(',');
    const mac = version === 'v1' && sig ? bytes(sig) : null;
    if (mac?.length && (await crypto.subtle.verify('HMAC', key, mac, signed))) return true;
  }
  return false;
}
