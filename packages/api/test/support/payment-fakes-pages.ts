import type { IncomingMessage, ServerResponse } from 'node:http';
import { fromMajor, toMajor } from '../../src/shared/money';
import type { FakeCheckout } from './payment-fakes';
import { liqpaySign } from './payment-fakes';

interface PageContext {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  form: Record<string, string>;
  checkouts: Map<string, FakeCheckout>;
  liqpayKeys: Map<string, string>;
  base: string;
  pay: (id: string) => Promise<{ redirect: string; webhook: number | null }>;
  json: (status: number, body: unknown) => void;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The fake's hosted checkout: what the visitor sees at the provider, with one "Pay" button. */
function payPage(c: FakeCheckout): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Fake ${c.provider} checkout</title></head><body><main><h1>Fake ${c.provider} checkout</h1>
<p data-testid="amount">${c.amount} ${escapeHtml(c.currency)}</p>
<form method="post" action="/pay/${encodeURIComponent(c.id)}"><button type="submit">Pay</button></form></main></body></html>`;
}

/** LiqPay's API (form data + signature) and the hosted pages of all three. */
export async function handlePages(p: PageContext): Promise<void> {
  const { req, res, path, form } = p;
  const html = (body: string) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };
  const liqpay = () => {
    const data = form.data ?? '';
    const decoded = JSON.parse(Buffer.from(data, 'base64').toString('utf8') || '{}');
    const priv = p.liqpayKeys.get(decoded.public_key);
    return { decoded, valid: Boolean(priv) && liqpaySign(priv as string, data) === form.signature };
  };
  if (req.method === 'POST' && path === '/api/3/checkout') {
    const { decoded, valid } = liqpay();
    if (!valid) return html('<p>Invalid signature</p>');
    const c: FakeCheckout = {
      provider: 'liqpay',
      id: String(decoded.order_id),
      amount: fromMajor(String(decoded.amount), String(decoded.currency)),
      currency: String(decoded.currency),
      paid: false,
      success_url: String(decoded.result_url ?? ''),
      server_url: String(decoded.server_url ?? ''),
      owner: String(decoded.public_key),
    };
    p.checkouts.set(c.id, c);
    return html(payPage(c));
  }
  if (req.method === 'POST' && path === '/api/request') {
    const { decoded, valid } = liqpay();
    if (!valid) return p.json(200, { result: 'error', err_code: 'err_access' });
    const c = p.checkouts.get(String(decoded.order_id));
    if (!c) return p.json(200, { result: 'error', err_code: 'payment_not_found' });
    if (decoded.action === 'refund') return p.json(200, { result: 'ok', status: 'reversed' });
    const status = c.paid ? 'sandbox' : 'wait_accept';
    return p.json(200, {
      result: 'ok',
      order_id: c.id,
      status,
      amount: Number(toMajor(c.amount, c.currency)),
      currency: c.currency,
    });
  }
  if (path === '/healthz') return p.json(200, { status: 'ok' });
  const page = path.match(/^\/pay\/([^/]+)$/);
  const c = page ? p.checkouts.get(decodeURIComponent(page[1] as string)) : undefined;
  if (c && req.method === 'GET') return html(payPage(c));
  if (c && req.method === 'POST') {
    const { redirect } = await p.pay(c.id);
    res.writeHead(303, { location: redirect || `${p.base}/paid` });
    return void res.end();
  }
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not found');
}
