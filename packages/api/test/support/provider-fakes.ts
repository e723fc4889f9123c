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
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
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
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
