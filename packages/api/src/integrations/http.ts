import { AppError } from '../core/errors';
import { toBase64 as bytesToBase64, fromBase64 } from '../core/files';

export interface ProviderResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a provider's JSON, read field by field
  body: any;
}

/**
 * One call to a provider's HTTP API (Square, LiqPay: plain fetch, no SDK, which keeps the Worker small).
 * A network failure, a timeout or a 5xx is INTEGRATION_UNREACHABLE; other statuses go back to the caller.
 */
export type ProviderLabel = 'Stripe' | 'Square' | 'LiqPay';

export const unreachable = (provider: ProviderLabel) => new AppError('INTEGRATION_UNREACHABLE', { provider });
export const refused = (provider: ProviderLabel) => new AppError('INTEGRATION_KEY_REFUSED', { provider });

export async function providerFetch(provider: ProviderLabel, url: string, init: RequestInit): Promise<ProviderResponse> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch {
    throw unreachable(provider);
  }
  if (res.status >= 500) throw unreachable(provider);
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw unreachable(provider);
  }
  return { status: res.status, body };
}

/** A refused key (401/403) is the owner's to fix; anything else unexpected is the provider's problem. */
export function expectOk(provider: ProviderLabel, res: ProviderResponse): ProviderResponse {
  if (res.status === 401 || res.status === 403) throw refused(provider);
  if (res.status >= 400) throw unreachable(provider);
  return res;
}

const enc = new TextEncoder();

export async function hmacSha256Base64(key: string, message: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return bytesToBase64(new Uint8Array(await crypto.subtle.sign('HMAC', k, enc.encode(message))));
}

export async function sha1Base64(message: string): Promise<string> {
  return bytesToBase64(new Uint8Array(await crypto.subtle.digest('SHA-1', enc.encode(message))));
}

export const utf8ToBase64 = (text: string) => bytesToBase64(enc.encode(text));
export const base64ToUtf8 = (b64: string) => new TextDecoder().decode(fromBase64(b64));
