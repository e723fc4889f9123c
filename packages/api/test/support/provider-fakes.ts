import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * Local fakes of Resend's and Telnyx's HTTP APIs, so the real SDKs are
 * exercised end to end. Resend honours Idempotency-Key like the real service.
 */
export async function startProviderFakes() {
  const requests: Recorded[] = [];
  const seenKeys = new Map<string, string>();
  /** Requests still to refuse with a 500, per path (`/emails`, `/messages`): a provider outage. */
  const failing = new Map<string, number>();
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      const fails = failing.get(req.url ?? '') ?? 0;
      if (fails > 0) {
        failing.set(req.url ?? '', fails - 1);
        res.statusCode = 500;
        return res.end(JSON.stringify({ name: 'application_error', message: 'provider down', statusCode: 500 }));
      }
      if (req.url === '/emails' && req.method === 'POST') {
        if (!String(req.headers.authorization ?? '').startsWith('Bearer re_')) {
          res.statusCode = 401;
          return res.end(JSON.stringify({ name: 'validation_error', message: 'API key is invalid', statusCode: 401 }));
        }
        const key = req.headers['idempotency-key'] as string | undefined;
        const existing = key ? seenKeys.get(key) : undefined;
        const id = existing ?? `email_${++n}`;
        if (key) seenKeys.set(key, id);
        return res.end(JSON.stringify({ id }));
      }
      if (req.url === '/messages' && req.method === 'POST') {
        return res.end(
          JSON.stringify({ data: { id: `sms_${++n}`, to: [{ phone_number: body.to, status: 'queued' }], text: body.text } }),
        );
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'not found' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Distinct emails the fake would have delivered (idempotent retries collapse). */
    delivered: () => new Set(seenKeys.values()).size,
    /** The next `times` requests to `path` fail with a 500 (Infinity: until reset with 0). */
    fail: (path: '/emails' | '/messages', times: number) => failing.set(path, times),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const b64 = (b: ArrayBuffer | Uint8Array) => Buffer.from(b instanceof Uint8Array ? b : new Uint8Array(b)).toString('base64');

/**
 * Signs webhooks as Telnyx does (API v2): an Ed25519 key pair like an account's; `publicKey` is what
 * KAIROS_TELNYX_PUBLIC_KEY holds (base64 of the raw 32 bytes), `headers` sign `${timestamp}|${body}`.
 */
export async function telnyxSigner() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = b64(await crypto.subtle.exportKey('raw', pair.publicKey));
  return {
    publicKey,
    async headers(body: string, at: Date): Promise<Record<string, string>> {
      const timestamp = String(Math.floor(at.getTime() / 1000));
      const sig = await crypto.subtle.sign(
        { name: 'Ed25519' },
        pair.privateKey,
        new TextEncoder().encode(`${timestamp}|${body}`),
      );
      return { 'content-type': 'application/json', 'telnyx-timestamp': timestamp, 'telnyx-signature-ed25519': b64(sig) };
    },
  };
}

/** Signs webhooks as Resend does (Svix): `v1,base64(HMAC-SHA256(key, "${id}.${timestamp}.${body}"))`, key = base64 after whsec_. */
export function svixSigner(secret = `whsec_${b64(crypto.getRandomValues(new Uint8Array(24)))}`) {
  let n = 0;
  return {
    secret,
    async headers(body: string, at: Date, id = `msg_${++n}`): Promise<Record<string, string>> {
      const timestamp = String(Math.floor(at.getTime() / 1000));
      const raw = Buffer.from(secret.slice('whsec_'.length), 'base64');
      const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
      return {
        'content-type': 'application/json',
        'svix-id': id,
        'svix-timestamp': timestamp,
        'svix-signature': `v1,${b64(mac)}`,
      };
    },
  };
}
