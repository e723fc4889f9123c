import { onlineBookings, payments, providerEvents } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../src/core/log';
import { appointmentBody, bookingsOf, pageBusiness, visitor } from './support/booking-page';
import { LIQPAY_TEST_KEYS, liqpayData, liqpaySign, type PaymentFakes } from './support/payment-fakes';
import { paymentsHarness, SQUARE, STRIPE_KEY, startPaymentFakes } from './support/payments-world';

// The whole path with nothing mocked: the booking page starts a checkout at the fake provider, the "visitor"
// pays there, the fake sends the signed webhook, settleProviderPayment (booking/settle.ts) records the ledger
// payment and confirms the booking; the same webhook again changes nothing.
let fakes: PaymentFakes;
beforeAll(async () => {
  fakes = await startPaymentFakes();
});
afterAll(() => fakes.close());

const AT = '2026-12-15T10:00:00.000Z';

async function bookAndPay(
  connect: (o: Awaited<ReturnType<typeof pageBusiness>>) => Promise<unknown>,
  fakeId: (ref: string) => string,
) {
  const h = await paymentsHarness(fakes);
  const a = await pageBusiness(h);
  await connect(a);
  const v = visitor(h, a.businessId, 'anna@example.com');
  const res = await v.post(`/api/v1/online-booking/${a.slug}/bookings`, appointmentBody(a.service, AT));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = (await bookingsOf(h, a.businessId))[0] as typeof onlineBookings.$inferSelect;
  expect(row.status).toBe('held');
  const sent: { url: string; init: RequestInit }[] = [];
  fakes.deliver = (url, init) => {
    sent.push({ url, init });
    return Promise.resolve(h.app.request(url, init));
  };
  expect((await fakes.pay(fakeId(row.provider_checkout as string))).webhook).toBe(200);
  return { h, a, row, sent };
}

describe('webhook → ledger, nothing mocked', () => {
  it('Stripe: the paid checkout becomes one ledger payment and a confirmed booking; a replay adds nothing', async () => {
    const { h, a, row, sent } = await bookAndPay(
      (o) => o.client.post('/api/v1/integrations/stripe', { secret_key: STRIPE_KEY }),
      (ref) => ref,
    );
    const after = await h.db.query.onlineBookings.findFirst({ where: eq(onlineBookings.id, row.id) });
    expect(after?.status).toBe('confirmed');
    const ledger = await h.db.select().from(payments).where(eq(payments.business_id, a.businessId));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 500 });
    const replay = await h.app.request(sent[0]!.url, sent[0]!.init);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await h.db.select().from(payments).where(eq(payments.business_id, a.businessId))).toHaveLength(1);
    expect(await h.db.select().from(providerEvents)).toHaveLength(1);
    await h.close();
  });

  it('Square: payment.updated COMPLETED confirms the booking through the order', async () => {
    let business = '';
    const { h, a, row } = await bookAndPay(
      async (o) => {
        business = o.businessId;
        fakes.squareSubscribe(SQUARE.location_id, `http://localhost/api/v1/webhooks/square/${business}`, SQUARE.signature_key);
        return o.client.post('/api/v1/integrations/square', SQUARE);
      },
      (ref) => [...fakes.checkouts.values()].find((c) => c.order_id === ref)!.id,
    );
    expect((await h.db.query.onlineBookings.findFirst({ where: eq(onlineBookings.id, row.id) }))?.status).toBe('confirmed');
    expect(await h.db.select().from(payments).where(eq(payments.business_id, a.businessId))).toHaveLength(1);
    await h.close();
  });

  it("LiqPay: another business's signed callback with A's payment id cannot squat A's event (issue 25 M1)", async () => {
    const h = await paymentsHarness(fakes);
    const a = await pageBusiness(h, 'Студія А', { locale: 'uk', timezone: 'Europe/Kyiv' });
    const b = await pageBusiness(h, 'Студія Б', { locale: 'uk', timezone: 'Europe/Kyiv' });
    const B_KEYS = { public_key: 'sandbox_i00000000002', private_key: 'sandbox_Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2' };
    expect((await a.client.post('/api/v1/liqpay', LIQPAY_TEST_KEYS)).status).toBe(200);
    expect((await b.client.post('/api/v1/liqpay', B_KEYS)).status).toBe(200);
    const v = visitor(h, a.businessId, 'anna@example.com');
    expect((await v.post(`/api/v1/online-booking/${a.slug}/bookings`, appointmentBody(a.service, AT))).status).toBe(200);
    const row = (await bookingsOf(h, a.businessId))[0] as typeof onlineBookings.$inferSelect;
    expect(row).toMatchObject({ status: 'held', provider: 'liqpay', currency: 'UAH' });
    const callback = (businessId: string, keys: typeof B_KEYS) => {
      const data = liqpayData({
        public_key: keys.public_key,
        order_id: row.provider_checkout,
        payment_id: 4242,
        status: 'success',
        amount: 5,
        currency: 'UAH',
      });
      return h.app.request(`http://localhost/api/v1/webhooks/liqpay/${businessId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data, signature: liqpaySign(keys.private_key, data) }).toString(),
      });
    };
    // B signs, with B's own keys, the event A's payment will have (same payment id and status).
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    const squat = await callback(b.businessId, B_KEYS);
    errors.mockRestore();
    expect(squat.status).toBe(200);
    expect((await bookingsOf(h, a.businessId))[0]?.status).toBe('held');
    expect(await h.db.select().from(payments)).toEqual([]);
    // A's real callback still settles A's booking, once.
    const real = await callback(a.businessId, LIQPAY_TEST_KEYS);
    expect(await real.json()).toEqual({ received: true, duplicate: false });
    expect((await bookingsOf(h, a.businessId))[0]).toMatchObject({ status: 'confirmed' });
    expect(await h.db.select().from(payments).where(eq(payments.business_id, a.businessId))).toHaveLength(1);
    expect(await h.db.select().from(payments).where(eq(payments.business_id, b.businessId))).toEqual([]);
    expect(await (await callback(a.businessId, LIQPAY_TEST_KEYS)).json()).toEqual({ received: true, duplicate: true });
    expect((await h.db.select().from(providerEvents)).map((e) => [e.business_id, e.account, e.event_id]).sort()).toEqual(
      [
        [a.businessId, LIQPAY_TEST_KEYS.public_key, '4242:success'],
        [b.businessId, B_KEYS.public_key, '4242:success'],
      ].sort(),
    );
    await h.close();
  });
});
