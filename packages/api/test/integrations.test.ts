import { paymentIntegrations } from '@kairos/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../src/core/log';
import { activeProvider } from '../src/integrations/provider';
import { LIQPAY_TEST_KEYS, type PaymentFakes } from './support/payment-fakes';
import { gbpOwner, paymentsHarness, SQUARE, STRIPE_KEY, startPaymentFakes, uahOwner } from './support/payments-world';

let fakes: PaymentFakes;
beforeAll(async () => {
  fakes = await startPaymentFakes();
});
afterAll(() => fakes.close());

describe('connecting payment providers', () => {
  it('Stripe: checks the key, creates the webhook endpoint, keeps the keys encrypted and never shows them', async () => {
    const h = await paymentsHarness(fakes);
    const { client, user } = await gbpOwner(h);
    const res = await client.post('/api/v1/integrations/stripe', { secret_key: STRIPE_KEY });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payment provider connected.');
    expect(res.body.data.active).toBe('stripe');
    const stripe = res.body.data.providers.find((p: { provider: string }) => p.provider === 'stripe');
    expect(stripe).toMatchObject({ connected: true, currency: 'GBP', hint: 'sk_test_…4f2a' });
    const endpoint = fakes.stripeEndpoint(STRIPE_KEY);
    expect(endpoint?.url).toBe(`http://localhost/api/v1/webhooks/stripe/${user.business.id}`);
    const made = fakes.requests.find((r) => r.path === '/v1/webhook_endpoints' && r.auth === `Bearer ${STRIPE_KEY}`);
    expect(made?.body['enabled_events[0]']).toBe('checkout.session.completed');

    const [row] = await h.db.select().from(paymentIntegrations);
    expect(row?.secret).not.toContain(STRIPE_KEY);
    expect(row?.secret).not.toContain(endpoint?.secret);
    expect(Buffer.from(row?.secret ?? '', 'base64').toString('latin1')).not.toContain('sk_test');
    // Under another APP_SECRET the stored keys do not open: no provider rather than a crash.
    const business = (await h.db.query.businesses.findFirst())!;
    const otherSecret = { ...h.services, config: { ...h.services.config, secret: 'another-secret-0123456789' } };
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    expect(await activeProvider({ db: h.db, services: otherSecret }, business)).toBeNull();
    errors.mockRestore();
    expect((await activeProvider(h.deps, business))?.name).toBe('stripe');
    const listed = await client.get('/api/v1/integrations');
    expect(JSON.stringify(listed.body)).not.toContain(STRIPE_KEY);
    expect(JSON.stringify(listed.body)).not.toContain('whsec_');
    expect(listed.body.data.providers.map((p: { provider: string; connected: boolean }) => [p.provider, p.connected])).toEqual([
      ['stripe', true],
      ['square', false],
      ['liqpay', false],
    ]);
    await h.close();
  });

  it('a refused key, an unreachable provider and the wrong currency write nothing', async () => {
    const h = await paymentsHarness(fakes);
    const { client } = await gbpOwner(h);
    const bad = await client.post('/api/v1/integrations/stripe', { secret_key: 'sk_test_bad_key_0000' });
    expect([bad.status, bad.body.code, bad.body.message]).toEqual([
      422,
      'INTEGRATION_KEY_REFUSED',
      'Stripe refused these keys. Check them and try again.',
    ]);
    const liqpay = await client.post('/api/v1/liqpay', LIQPAY_TEST_KEYS);
    expect([liqpay.status, liqpay.body.code]).toEqual([422, 'INTEGRATION_CURRENCY']);
    expect(liqpay.body.message).toBe('LiqPay takes payments in UAH; your business works in GBP.');
    expect(await h.db.select().from(paymentIntegrations)).toEqual([]);

    const down = await paymentsHarness(fakes, { STRIPE_API_BASE: 'http://127.0.0.1:9', SQUARE_API_BASE: 'http://127.0.0.1:9' });
    const other = await gbpOwner(down);
    const unreachable = await other.client.post('/api/v1/integrations/stripe', { secret_key: STRIPE_KEY });
    expect([unreachable.status, unreachable.body.code]).toEqual([503, 'INTEGRATION_UNREACHABLE']);
    const square = await other.client.post('/api/v1/integrations/square', SQUARE);
    expect([square.status, square.body.code]).toEqual([503, 'INTEGRATION_UNREACHABLE']);
    expect(await down.db.select().from(paymentIntegrations)).toEqual([]);
    await h.close();
    await down.close();
  }, 20_000);

  it('Square: the token must read the location; a UAH business cannot connect it', async () => {
    const h = await paymentsHarness(fakes);
    const { client } = await gbpOwner(h);
    const refused = await client.post('/api/v1/integrations/square', { ...SQUARE, access_token: 'EAAA_bad_token_1234' });
    expect(refused.body.code).toBe('INTEGRATION_KEY_REFUSED');
    const missing = await client.post('/api/v1/integrations/square', { ...SQUARE, location_id: 'L_MISSING' });
    expect(missing.body.code).toBe('INTEGRATION_KEY_REFUSED');
    const usd = await client.post('/api/v1/integrations/square', { ...SQUARE, location_id: 'L_USD' });
    expect(usd.body.code).toBe('INTEGRATION_CURRENCY');
    const ok = await client.post('/api/v1/integrations/square', SQUARE);
    expect(ok.status).toBe(200);
    expect(ok.body.data.active).toBe('square');
    const [row] = await h.db.select().from(paymentIntegrations);
    expect(row).toMatchObject({ provider: 'square', public_key: 'LGBP1', hint: 'EAAAl_…9x7q' });
    expect(row?.secret).not.toContain(SQUARE.access_token);
    expect(row?.secret).not.toContain(SQUARE.signature_key);

    const uah = await uahOwner(h);
    const wrong = await uah.client.post('/api/v1/integrations/square', SQUARE);
    expect([wrong.status, wrong.body.code]).toEqual([422, 'INTEGRATION_CURRENCY']);
    await h.close();
  });

  it('LiqPay: key shapes checked offline; the widget gives the public key and callback URL, never the private key', async () => {
    const h = await paymentsHarness(fakes);
    const { client, user } = await uahOwner(h);
    const mixed = await client.post('/api/v1/liqpay', { public_key: 'i000000001', private_key: LIQPAY_TEST_KEYS.private_key });
    expect(mixed.body.code).toBe('INTEGRATION_KEY_REFUSED');
    const junk = await client.post('/api/v1/liqpay', { public_key: 'not-a-key', private_key: 'short-key-!!' });
    expect(junk.body.code).toBe('INTEGRATION_KEY_REFUSED');
    const ok = await client.post('/api/v1/liqpay', LIQPAY_TEST_KEYS);
    expect(ok.status).toBe(200);
    expect(ok.body.data.active).toBe('liqpay');
    const widget = await client.get('/api/v1/liqpay/widget');
    expect(widget.body.data).toEqual({
      connected: true,
      public_key: LIQPAY_TEST_KEYS.public_key,
      sandbox: true,
      callback_url: `http://localhost/api/v1/webhooks/liqpay/${user.business.id}`,
    });
    expect(JSON.stringify(widget.body)).not.toContain(LIQPAY_TEST_KEYS.private_key);
    const stripe = await client.post('/api/v1/integrations/stripe', { secret_key: STRIPE_KEY });
    expect(stripe.body.code).toBe('INTEGRATION_CURRENCY');
    await h.close();
  });

  it('disconnect: the REST GET needs the CSRF header; it removes the keys and the Stripe endpoint', async () => {
    const h = await paymentsHarness(fakes);
    const { client } = await gbpOwner(h);
    await client.post('/api/v1/integrations/stripe', { secret_key: STRIPE_KEY });
    const forged = await client.get('/api/v1/integrations/stripe/disconnect');
    expect(forged.status).toBe(419);
    expect(await h.db.select().from(paymentIntegrations)).toHaveLength(1);
    const xsrf = decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '');
    const res = await client.get('/api/v1/integrations/stripe/disconnect', { 'x-xsrf-token': xsrf });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payment provider disconnected.');
    expect(res.body.data.active).toBeNull();
    expect(await h.db.select().from(paymentIntegrations)).toEqual([]);
    expect(fakes.stripeEndpoint(STRIPE_KEY)).toBeUndefined();
    const again = await client.mutate('integrations.disconnect', { provider: 'stripe' });
    expect(again.status).toBe(200);
    await h.close();
  });
});
