import { providerEvents } from '@kairos/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '../src/core/log';
import { activeProvider } from '../src/integrations/provider';
import {
  LIQPAY_TEST_KEYS,
  liqpayData,
  liqpaySign,
  type PaymentFakes,
  squareSignature,
  stripeSignature,
} from './support/payment-fakes';
import { gbpOwner, paymentsHarness, SQUARE, STRIPE_KEY, startPaymentFakes, uahOwner } from './support/payments-world';

// settleProviderPayment is helper CORE's (booking/settle.ts): here only its call is checked.
const settle = vi.hoisted(() => vi.fn(async (_deps: unknown, _payment: unknown) => {}));
vi.mock('../src/booking/settle', () => ({ settleProviderPayment: settle }));

let fakes: PaymentFakes;
beforeAll(async () => {
  fakes = await startPaymentFakes();
});
afterAll(() => fakes.close());
beforeEach(() => {
  settle.mockReset();
  settle.mockImplementation(async () => {});
});

const checkout = {
  amount: 4500,
  description: 'Haircut',
  customer_email: 'visitor@example.com',
  locale: 'en' as const,
  success_url: 'http://localhost/book/studio/return',
  cancel_url: 'http://localhost/book/studio',
};

async function stripeWorld() {
  const h = await paymentsHarness(fakes);
  const owner = await gbpOwner(h);
  await owner.client.post('/api/v1/integrations/stripe', { secret_key: STRIPE_KEY });
  const business = await h.db.query.businesses.findFirst();
  const provider = await activeProvider(h.deps, business!);
  return { h, owner, provider: provider!, businessId: business!.id };
}

describe('payment webhooks', () => {
  it('Stripe: a paid checkout settles once; a replayed event has no second effect', async () => {
    const { h, provider, businessId } = await stripeWorld();
    const started = await provider.startCheckout({ ...checkout, booking_id: 'bk1', currency: 'GBP' });
    expect(started.redirect_url).toBe(`${fakes.url}/pay/${started.checkout_ref}`);
    // What the real webhook carries, captured so it can be delivered again.
    const sent: { url: string; init: RequestInit }[] = [];
    const deliver = fakes.deliver;
    fakes.deliver = (url, init) => {
      sent.push({ url, init });
      return deliver(url, init);
    };
    const paid = await fakes.pay(started.checkout_ref);
    expect(paid.webhook).toBe(200);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(settle.mock.calls[0]?.[1]).toEqual({
      business_id: businessId,
      provider: 'stripe',
      checkout_ref: started.checkout_ref,
      charge_ref: `pi_${started.checkout_ref}`,
      amount: 4500,
      currency: 'GBP',
    });
    const again = await h.app.request(sent[0]!.url, sent[0]!.init);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(settle).toHaveBeenCalledTimes(1);
    expect(await h.db.select().from(providerEvents)).toHaveLength(1);
    await h.close();
  });

  it('a bad signature is 400 and writes nothing; an unknown business is 404', async () => {
    const { h, businessId } = await stripeWorld();
    const body = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } });
    const forged = await h.app.request(`http://localhost/api/v1/webhooks/stripe/${businessId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      body,
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).code).toBe('WEBHOOK_SIGNATURE');
    const unknown = await h.app.request('http://localhost/api/v1/webhooks/stripe/no-such-business', { method: 'POST', body });
    expect(unknown.status).toBe(404);
    // Connected to Stripe only: Square's route for the same business is as unknown.
    const square = await h.app.request(`http://localhost/api/v1/webhooks/square/${businessId}`, { method: 'POST', body });
    expect(square.status).toBe(404);
    expect(await h.db.select().from(providerEvents)).toEqual([]);
    expect(settle).not.toHaveBeenCalled();
    await h.close();
  });

  it('when settling fails the event is forgotten, so the provider retry settles it', async () => {
    const { h, provider } = await stripeWorld();
    const started = await provider.startCheckout({ ...checkout, booking_id: 'bk2', currency: 'GBP' });
    settle.mockImplementationOnce(async () => {
      throw new Error('database busy');
    });
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    expect((await fakes.pay(started.checkout_ref)).webhook).toBe(500);
    errors.mockRestore();
    expect(await h.db.select().from(providerEvents)).toEqual([]);
    expect((await fakes.pay(started.checkout_ref)).webhook).toBe(200);
    expect(settle).toHaveBeenCalledTimes(2);
    await h.close();
  });

  it('Square: payment.updated COMPLETED, signed over the notification URL and body', async () => {
    const h = await paymentsHarness(fakes);
    const owner = await gbpOwner(h);
    await owner.client.post('/api/v1/integrations/square', SQUARE);
    const business = (await h.db.query.businesses.findFirst())!;
    const url = `http://localhost/api/v1/webhooks/square/${business.id}`;
    fakes.squareSubscribe(SQUARE.location_id, url, SQUARE.signature_key);
    const provider = (await activeProvider(h.deps, business))!;
    const started = await provider.startCheckout({ ...checkout, booking_id: 'bk3', currency: 'GBP' });
    expect((await fakes.pay([...fakes.checkouts.values()].find((c) => c.order_id === started.checkout_ref)!.id)).webhook).toBe(
      200,
    );
    expect(settle.mock.calls[0]?.[1]).toMatchObject({ provider: 'square', checkout_ref: started.checkout_ref, amount: 4500 });
    const body = JSON.stringify({ event_id: 'sq-forged', type: 'payment.updated', data: { object: { payment: {} } } });
    const bad = await h.app.request(url, {
      method: 'POST',
      headers: { 'x-square-hmacsha256-signature': squareSignature('wrong-key-000000', url, body) },
      body,
    });
    expect(bad.status).toBe(400);
    expect(settle).toHaveBeenCalledTimes(1);
    await h.close();
  });

  it('LiqPay: a sandbox/success callback settles; a wrong signature does not', async () => {
    const h = await paymentsHarness(fakes);
    const owner = await uahOwner(h);
    await owner.client.post('/api/v1/liqpay', LIQPAY_TEST_KEYS);
    const business = (await h.db.query.businesses.findFirst())!;
    const url = `http://localhost/api/v1/webhooks/liqpay/${business.id}`;
    const data = liqpayData({
      public_key: LIQPAY_TEST_KEYS.public_key,
      order_id: 'bk4',
      payment_id: 77,
      status: 'success',
      amount: 450.5,
      currency: 'UAH',
    });
    const form = (signature: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data, signature }).toString(),
    });
    expect((await h.app.request(url, form(liqpaySign('sandbox_wrongwrongwrongwrong', data)))).status).toBe(400);
    expect(settle).not.toHaveBeenCalled();
    expect((await h.app.request(url, form(liqpaySign(LIQPAY_TEST_KEYS.private_key, data)))).status).toBe(200);
    expect((await h.app.request(url, form(liqpaySign(LIQPAY_TEST_KEYS.private_key, data)))).status).toBe(200);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(settle.mock.calls[0]?.[1]).toEqual({
      business_id: business.id,
      provider: 'liqpay',
      checkout_ref: 'bk4',
      charge_ref: 'bk4',
      amount: 45050,
      currency: 'UAH',
    });
    await h.close();
  });

  it('Stripe: a signature dated 10 minutes ahead is refused; within 5 minutes either way it is taken', async () => {
    const { h, businessId } = await stripeWorld();
    const endpoint = fakes.stripeEndpoint(STRIPE_KEY)!;
    const send = (id: string, aheadSeconds: number) => {
      const payload = JSON.stringify({ id, object: 'event', type: 'charge.updated', data: { object: {} } });
      const at = new Date(h.clock.now.getTime() + aheadSeconds * 1000);
      return h.app.request(`http://localhost/api/v1/webhooks/stripe/${businessId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, endpoint.secret, at) },
        body: payload,
      });
    };
    const ahead = await send('evt_ahead', 10 * 60);
    expect(ahead.status).toBe(400);
    expect((await ahead.json()).code).toBe('WEBHOOK_SIGNATURE');
    expect((await send('evt_late', -6 * 60)).status).toBe(400);
    expect((await send('evt_soon', 4 * 60)).status).toBe(200);
    expect((await send('evt_recent', -4 * 60)).status).toBe(200);
    expect((await h.db.select().from(providerEvents)).map((e) => e.event_id).sort()).toEqual(['evt_recent', 'evt_soon']);
    await h.close();
  });

  it("a signed event that is not the provider's shape is 400 WEBHOOK_MALFORMED and writes nothing (issue 25 L3)", async () => {
    const { h, businessId } = await stripeWorld();
    const endpoint = fakes.stripeEndpoint(STRIPE_KEY)!;
    const stripe = async (payload: string) => {
      const res = await h.app.request(`http://localhost/api/v1/webhooks/stripe/${businessId}`, {
        method: 'POST',
        headers: { 'stripe-signature': stripeSignature(payload, endpoint.secret, h.clock.now) },
        body: payload,
      });
      return { status: res.status, code: (await res.json()).code };
    };
    const malformed = { status: 400, code: 'WEBHOOK_MALFORMED' };
    expect(await stripe('{"id": "evt_1", ')).toEqual(malformed);
    expect(await stripe(JSON.stringify({ id: 'evt_2', type: 'checkout.session.completed' }))).toEqual(malformed);
    const session = { id: 'cs_1', payment_status: 'paid', payment_intent: 'pi_1', amount_total: '45.00', currency: 'gbp' };
    const completed = (object: object) => JSON.stringify({ id: 'evt_3', type: 'checkout.session.completed', data: { object } });
    expect(await stripe(completed(session))).toEqual(malformed);
    expect(await stripe(completed({ ...session, amount_total: 4500, currency: 'pounds' }))).toEqual(malformed);
    expect(await stripe(completed({ ...session, amount_total: 4500, payment_intent: 'pi_\udc00' }))).toEqual(malformed);

    const square = await paymentsHarness(fakes);
    const sqOwner = await gbpOwner(square);
    await sqOwner.client.post('/api/v1/integrations/square', SQUARE);
    const sqUrl = `http://localhost/api/v1/webhooks/square/${sqOwner.user.business.id}`;
    const squareSend = async (body: string) => {
      const headers = { 'x-square-hmacsha256-signature': squareSignature(SQUARE.signature_key, sqUrl, body) };
      const res = await square.app.request(sqUrl, { method: 'POST', headers, body });
      return { status: res.status, code: (await res.json()).code };
    };
    expect(await squareSend('not json')).toEqual(malformed);
    expect(await squareSend(JSON.stringify({ type: 'payment.updated' }))).toEqual(malformed);
    const payment = { id: 'p1', order_id: 'o1', status: 'COMPLETED', amount_money: { amount: 4500, currency: 'GBP' } };
    const updated = (p: object) => JSON.stringify({ event_id: 'sq1', type: 'payment.updated', data: { object: { payment: p } } });
    expect(await squareSend(updated({ ...payment, amount_money: { amount: 'lots', currency: 'GBP' } }))).toEqual(malformed);
    expect(await squareSend(updated({ ...payment, id: undefined }))).toEqual(malformed);

    const liqpay = await paymentsHarness(fakes);
    const lqOwner = await uahOwner(liqpay);
    await lqOwner.client.post('/api/v1/liqpay', LIQPAY_TEST_KEYS);
    const lqUrl = `http://localhost/api/v1/webhooks/liqpay/${lqOwner.user.business.id}`;
    const liqpaySend = async (data: string) => {
      const body = new URLSearchParams({ data, signature: liqpaySign(LIQPAY_TEST_KEYS.private_key, data) }).toString();
      const res = await liqpay.app.request(lqUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      return { status: res.status, code: (await res.json()).code };
    };
    const callback = {
      public_key: LIQPAY_TEST_KEYS.public_key,
      order_id: 'bk9',
      payment_id: 9,
      status: 'success',
      currency: 'UAH',
    };
    expect(await liqpaySend('%%% not base64')).toEqual(malformed);
    expect(await liqpaySend(Buffer.from('{"public_key": ').toString('base64'))).toEqual(malformed);
    expect(await liqpaySend(liqpayData({ ...callback, amount: 'a lot' }))).toEqual(malformed);
    expect(await liqpaySend(liqpayData({ ...callback, amount: 1e308 }))).toEqual(malformed);
    expect(await liqpaySend(liqpayData({ ...callback, amount: 5, currency: 'hryvnia' }))).toEqual(malformed);
    expect(await liqpaySend(liqpayData({ ...callback, amount: 5, order_id: 12 }))).toEqual(malformed);

    expect(settle).not.toHaveBeenCalled();
    for (const world of [h, square, liqpay]) expect(await world.db.select().from(providerEvents)).toEqual([]);
    await Promise.all([h.close(), square.close(), liqpay.close()]);
  });
});
