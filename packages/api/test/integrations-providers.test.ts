import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeProvider } from '../src/integrations/provider';
import { LIQPAY_TEST_KEYS, type PaymentFakes } from './support/payment-fakes';
import { gbpOwner, paymentsHarness, SQUARE, STRIPE_KEY, startPaymentFakes, uahOwner } from './support/payments-world';

let fakes: PaymentFakes;
beforeAll(async () => {
  fakes = await startPaymentFakes();
});
afterAll(() => fakes.close());

const request = {
  booking_id: 'bk-1',
  description: 'Haircut 45 min',
  customer_email: null,
  locale: 'uk' as const,
  success_url: 'http://localhost/book/s/return',
  cancel_url: 'http://localhost/book/s',
};

describe('provider adapters against the fakes', () => {
  it('activeProvider: none before connecting; Stripe wins over Square for GBP', async () => {
    const h = await paymentsHarness(fakes);
    const { client } = await gbpOwner(h);
    const business = (await h.db.query.businesses.findFirst())!;
    expect(await activeProvider(h.deps, business)).toBeNull();
    await client.post('/api/v1/integrations/square', SQUARE);
    expect((await activeProvider(h.deps, business))?.name).toBe('square');
    await client.post('/api/v1/integrations/stripe', { secret_key: STRIPE_KEY });
    expect((await activeProvider(h.deps, business))?.name).toBe('stripe');
    expect((await client.get('/api/v1/integrations')).body.data.active).toBe('stripe');
    await h.close();
  });

  it('Stripe: Checkout Session with the amount, its state after paying, a refund on the payment intent', async () => {
    const h = await paymentsHarness(fakes);
    const { client } = await gbpOwner(h);
    await client.post('/api/v1/integrations/stripe', { secret_key: STRIPE_KEY });
    const stripe = (await activeProvider(h.deps, (await h.db.query.businesses.findFirst())!))!;
    const started = await stripe.startCheckout({ ...request, amount: 2550, currency: 'GBP' });
    const made = fakes.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(made?.body).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '2550',
      'line_items[0][price_data][currency]': 'gbp',
      'metadata[booking_id]': 'bk-1',
    });
    expect(await stripe.checkoutState(started.checkout_ref)).toEqual({
      paid: false,
      charge_ref: null,
      amount: 2550,
      currency: 'GBP',
    });
    await fakes.pay(started.checkout_ref);
    const state = await stripe.checkoutState(started.checkout_ref);
    expect(state).toEqual({ paid: true, charge_ref: `pi_${started.checkout_ref}`, amount: 2550, currency: 'GBP' });
    await stripe.refund(state.charge_ref!, 1000);
    expect(fakes.requests.findLast((r) => r.path === '/v1/refunds')?.body).toMatchObject({
      payment_intent: state.charge_ref,
      amount: '1000',
    });
    await h.close();
  });

  it('Square: a quick-pay payment link, the order state, a refund', async () => {
    const h = await paymentsHarness(fakes);
    const { client } = await gbpOwner(h);
    await client.post('/api/v1/integrations/square', SQUARE);
    const square = (await activeProvider(h.deps, (await h.db.query.businesses.findFirst())!))!;
    const started = await square.startCheckout({ ...request, amount: 1999, currency: 'GBP' });
    expect(started.redirect_url).toMatch(/\/pay\/sq_/);
    const link = fakes.requests.findLast((r) => r.path === '/v2/online-checkout/payment-links');
    expect(link?.auth).toBe(`Bearer ${SQUARE.access_token}`);
    expect(link?.body.quick_pay).toEqual({
      name: request.description,
      price_money: { amount: 1999, currency: 'GBP' },
      location_id: 'LGBP1',
    });
    expect((await square.checkoutState(started.checkout_ref)).paid).toBe(false);
    const fake = [...fakes.checkouts.values()].find((c) => c.order_id === started.checkout_ref)!;
    await fakes.pay(fake.id);
    const state = await square.checkoutState(started.checkout_ref);
    expect(state).toEqual({ paid: true, charge_ref: `pay_${fake.id}`, amount: 1999, currency: 'GBP' });
    await square.refund(state.charge_ref!, 1999);
    expect(fakes.requests.findLast((r) => r.path === '/v2/refunds')?.body).toMatchObject({
      payment_id: state.charge_ref,
      amount_money: { amount: 1999, currency: 'GBP' },
    });
    await h.close();
  });

  it('LiqPay: a signed checkout form in major units, status and refund through /api/request', async () => {
    const h = await paymentsHarness(fakes);
    const { client, user } = await uahOwner(h);
    await client.post('/api/v1/liqpay', LIQPAY_TEST_KEYS);
    const liqpay = (await activeProvider(h.deps, (await h.db.query.businesses.findFirst())!))!;
    const started = await liqpay.startCheckout({ ...request, amount: 45050, currency: 'UAH' });
    expect(started.form?.action).toBe(`${fakes.url}/api/3/checkout`);
    const data = JSON.parse(Buffer.from(started.form!.fields.data!, 'base64').toString('utf8'));
    expect(data).toMatchObject({
      public_key: LIQPAY_TEST_KEYS.public_key,
      version: 3,
      action: 'pay',
      amount: '450.50',
      currency: 'UAH',
      order_id: 'bk-1',
      result_url: request.success_url,
      server_url: `http://localhost/api/v1/webhooks/liqpay/${user.business.id}`,
    });
    // The visitor's browser posts the form to LiqPay.
    const page = await fetch(started.form!.action, { method: 'POST', body: new URLSearchParams(started.form!.fields) });
    expect(await page.text()).toContain('Pay');
    expect((await liqpay.checkoutState('bk-1')).paid).toBe(false);
    fakes.deliver = async () => new Response('{}');
    await fakes.pay('bk-1');
    expect(await liqpay.checkoutState('bk-1')).toEqual({ paid: true, charge_ref: 'bk-1', amount: 45050, currency: 'UAH' });
    await liqpay.refund('bk-1', 45050);
    await h.close();
  });
});
