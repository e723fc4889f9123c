import { appointments, invoices, onlineBookings, outboxMessages, payments, sales } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleProviderPayment } from '../src/booking/settle';
import type { PaymentProvider } from '../src/integrations/payment-provider';
import { runScheduled } from '../src/jobs/cron';
import { appointmentBody, bookingsOf, pageBusiness, visitor } from './support/booking-page';
import { type Harness, makeHarness } from './support/harness';

// Deposits through a payment provider: the hold, its expiry, settling exactly once, and a payment that
// comes after the hold ran out (re-seated when the time is still free, else refunded). The provider is a
// recording fake (the real providers' HTTP is the integrations tests' business).
const fake = vi.hoisted(() => ({
  paid: new Map<string, { charge_ref: string; amount: number; currency: string }>(),
  refunds: [] as { charge_ref: string; amount: number }[],
  n: 0,
}));
vi.mock('../src/integrations/provider', async (original) => {
  const actual = await original<typeof import('../src/integrations/provider')>();
  const provider: PaymentProvider = {
    name: 'stripe',
    startCheckout: async (r) => {
      fake.n += 1;
      return { checkout_ref: `cs_${fake.n}_${r.booking_id}`, redirect_url: `https://pay.example/cs_${fake.n}`, form: null };
    },
    checkoutState: async (ref) => {
      const p = fake.paid.get(ref);
      return p ? { paid: true, ...p } : { paid: false, charge_ref: null, amount: 0, currency: 'GBP' };
    },
    refund: async (charge_ref, amount) => {
      fake.refunds.push({ charge_ref, amount });
    },
  };
  return {
    ...actual,
    activeProviderName: async () => provider.name,
    activeProvider: async () => provider,
    providerNamed: async () => provider,
  };
});

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
  fake.paid.clear();
  fake.refunds.length = 0;
});
afterEach(() => h.close());

const AT = '2026-12-15T10:00:00.000Z';
const MIN = 60_000;

async function heldBooking() {
  const a = await pageBusiness(h);
  const v = visitor(h, a.businessId, 'anna@example.com');
  const res = await v.post(`/api/v1/online-booking/${a.slug}/bookings`, appointmentBody(a.service, AT));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = (await bookingsOf(h, a.businessId))[0] as typeof onlineBookings.$inferSelect;
  const pay = (charge_ref = 'ch_1', amount = 500) => {
    fake.paid.set(row.provider_checkout as string, { charge_ref, amount, currency: 'GBP' });
    return {
      business_id: a.businessId,
      provider: 'stripe' as const,
      checkout_ref: row.provider_checkout as string,
      charge_ref,
      amount,
      currency: 'GBP',
    };
  };
  const reread = async () => (await h.db.query.onlineBookings.findFirst({ where: eq(onlineBookings.id, row.id) })) as typeof row;
  return { a, v, res, row, pay, reread };
}

const paymentRows = (businessId: string) => h.db.select().from(payments).where(eq(payments.business_id, businessId));

describe('a deposit through the provider', () => {
  it('holds the time, then the status poll sees it paid: confirmed, one ledger payment, an invoice', async () => {
    const { a, v, res, row, pay } = await heldBooking();
    expect(res.body.data.booking).toMatchObject({ status: 'held', amount_due: 500, paid: false });
    expect(res.body.data.payment).toMatchObject({ provider: 'stripe', amount: 500, currency: 'GBP' });
    expect(res.body.data.payment.redirect_url).toMatch(/^https:\/\/pay\.example\//);
    // The held time is busy for everyone else.
    const other = await visitor(h, a.businessId, 'bob@example.com').post(
      `/api/v1/online-booking/${a.slug}/bookings`,
      appointmentBody(a.service, AT),
    );
    expect(other.body.code).toBe('BOOKING_SLOT_TAKEN');
    const status = (token = res.body.data.manage_token) =>
      v.get(`/api/v1/online-booking/${a.slug}/bookings/${row.id}?token=${token}`);
    expect((await status()).body.data).toMatchObject({ status: 'held', paid: false });
    expect((await status('x'.repeat(32))).status).toBe(404);
    const payment = pay();
    const polled = await status();
    expect(polled.body.data).toMatchObject({ status: 'confirmed', paid: true, hold_expires_at: null });
    // The webhook reports the same payment twice more: still one payment row, one invoice.
    await settleProviderPayment(h.deps, payment);
    await Promise.all([settleProviderPayment(h.deps, payment), settleProviderPayment(h.deps, payment)]);
    const rows = await paymentRows(a.businessId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 500, provider: 'stripe', provider_ref: 'ch_1', source: 'online' });
    const invs = await h.db.select().from(invoices).where(eq(invoices.business_id, a.businessId));
    expect(invs).toHaveLength(1);
    // The confirmation sent on payment carries the same manage link the page showed when booking.
    await h.drain();
    const mail = await h.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email'));
    const confirmation = mail.find((e) => e.body_text.includes('/manage/'));
    expect(confirmation?.body_text).toContain(`/online-booking/${a.slug}/manage/${res.body.data.manage_token}`);
  });

  it('ignores a payment whose amount or currency is not the booking’s', async () => {
    const { a, row, pay, reread } = await heldBooking();
    await settleProviderPayment(h.deps, { ...pay(), amount: 400 });
    await settleProviderPayment(h.deps, { ...pay(), currency: 'EUR' });
    expect((await reread()).status).toBe('held');
    expect(await paymentRows(a.businessId)).toHaveLength(0);
    expect(row.status).toBe('held');
  });
});

describe('hold expiry', () => {
  it('an expired hold never blocks: after 15 minutes the same slot can be booked by someone else', async () => {
    const { a, reread, pay } = await heldBooking();
    h.advance(14 * MIN);
    const early = await visitor(h, a.businessId, 'bob@example.com').post(
      `/api/v1/online-booking/${a.slug}/bookings`,
      appointmentBody(a.service, AT),
    );
    expect(early.body.code).toBe('BOOKING_SLOT_TAKEN');
    const offered = async () =>
      (
        await h.client_().get(`/api/v1/online-booking/${a.slug}/slots?service_id=${a.service}&from=2026-12-15&to=2026-12-15`)
      ).body.data.slots.map((s: { start_at: string }) => s.start_at);
    expect(await offered()).not.toContain(AT);
    h.advance(2 * MIN);
    // Offered again as soon as the hold lapsed; reading the slots wrote nothing (the hold is still 'held').
    expect(await offered()).toContain(AT);
    expect((await reread()).status).toBe('held');
    const later = await visitor(h, a.businessId, 'bob@example.com').post(
      `/api/v1/online-booking/${a.slug}/bookings`,
      appointmentBody(a.service, AT),
    );
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect((await reread()).status).toBe('expired');
    // The first visitor's payment comes now: the time is taken, so it is refunded and the booking stays expired.
    const payment = pay('ch_late');
    await settleProviderPayment(h.deps, payment);
    await settleProviderPayment(h.deps, payment);
    expect(fake.refunds).toEqual([{ charge_ref: 'ch_late', amount: 500 }]);
    expect(await reread()).toMatchObject({ status: 'expired', late_payment: 'refunded', payment_id: null });
    expect(await paymentRows(a.businessId)).toHaveLength(0);
  });

  it('the cron expires a hold (its appointment row deleted); a late payment for a still-free time re-seats it', async () => {
    const { a, row, reread, pay } = await heldBooking();
    h.advance(16 * MIN);
    expect((await runScheduled(h.deps, h.clock.now)).expired_holds).toBe(1);
    expect(await reread()).toMatchObject({ status: 'expired', appointment_id: null });
    expect(await h.db.query.appointments.findFirst({ where: eq(appointments.id, row.appointment_id as string) })).toBeUndefined();
    expect((await runScheduled(h.deps, h.clock.now)).expired_holds).toBe(0);
    await settleProviderPayment(h.deps, pay('ch_2'));
    const seated = await reread();
    expect(seated).toMatchObject({ status: 'confirmed', late_payment: 'reseated' });
    expect(seated.appointment_id).not.toBeNull();
    expect(fake.refunds).toHaveLength(0);
    expect(await paymentRows(a.businessId)).toHaveLength(1);
  });
});

describe('packages and gift vouchers with a provider', () => {
  async function shopPage() {
    const a = await pageBusiness(h);
    const made = async (path: string, body: unknown) => {
      const res = await a.client.post(path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.id as string;
    };
    const pkg = await made('/api/v1/packages', {
      name: 'Five cuts',
      price: 10000,
      online_booking: true,
      services: [{ service_id: a.service, quantity: 5 }],
    });
    const voucher = await made('/api/v1/gift-voucher', {
      name: 'Gift card',
      kind: 'amount',
      amount: 5000,
      price: 4500,
      colour: '#2563eb',
      online_sales: true,
    });
    await made('/api/v1/gift-voucher', { name: 'Shop only', kind: 'amount', amount: 100, price: 100, colour: '#2563eb' });
    return { a, pkg, voucher };
  }

  it('the page offers them and the deposit; a voucher bought is held, then paid: confirmed with its code', async () => {
    const { a, pkg, voucher } = await shopPage();
    const page = await h.client_().get(`/api/v1/online-booking/${a.slug}`);
    expect(page.body.data).toMatchObject({ payment_provider: 'stripe' });
    expect(page.body.data.services[0].deposit).toBe(500);
    expect(page.body.data.packages).toEqual([
      expect.objectContaining({ id: pkg, price: 10000, services: [{ name: 'Cut', quantity: 5 }] }),
    ]);
    expect(page.body.data.vouchers.map((x: { id: string }) => x.id)).toEqual([voucher]);
    const v = visitor(h, a.businessId, 'anna@example.com');
    const res = await v.post(`/api/v1/online-booking/${a.slug}/bookings`, {
      kind: 'voucher',
      voucher_id: voucher,
      first_name: 'Anna',
      last_name: 'S',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.booking).toMatchObject({ kind: 'voucher', status: 'held', amount_due: 4500, voucher_code: null });
    expect(res.body.data.payment).toMatchObject({ amount: 4500 });
    const row = (await bookingsOf(h, a.businessId))[0] as typeof onlineBookings.$inferSelect;
    expect(row.sale_id).not.toBeNull();
    fake.paid.set(row.provider_checkout as string, { charge_ref: 'ch_v', amount: 4500, currency: 'GBP' });
    const status = await v.get(`/api/v1/online-booking/${a.slug}/bookings/${row.id}?token=${res.body.data.manage_token}`);
    expect(status.body.data).toMatchObject({ status: 'confirmed', paid: true });
    expect(status.body.data.voucher_code).toMatch(/\S{4,}/);
    const paid = await paymentRows(a.businessId);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 4500, source: 'online' });
  });

  it('a package hold that runs out deletes its sale; a late payment for it is refunded', async () => {
    const { a, pkg } = await shopPage();
    const v = visitor(h, a.businessId, 'anna@example.com');
    const res = await v.post(`/api/v1/online-booking/${a.slug}/bookings`, {
      kind: 'package',
      package_id: pkg,
      first_name: 'Anna',
      last_name: 'S',
    });
    expect(res.body.data.booking).toMatchObject({ kind: 'package', status: 'held', amount_due: 10000 });
    const row = (await bookingsOf(h, a.businessId))[0] as typeof onlineBookings.$inferSelect;
    h.advance(16 * MIN);
    expect((await runScheduled(h.deps, h.clock.now)).expired_holds).toBe(1);
    const sale = await h.db.query.sales.findFirst({ where: eq(sales.id, row.sale_id as string) });
    expect(sale?.deleted_at).not.toBeNull();
    await settleProviderPayment(h.deps, {
      business_id: a.businessId,
      provider: 'stripe',
      checkout_ref: row.provider_checkout as string,
      charge_ref: 'ch_p',
      amount: 10000,
      currency: 'GBP',
    });
    expect(fake.refunds).toEqual([{ charge_ref: 'ch_p', amount: 10000 }]);
    expect(await paymentRows(a.businessId)).toHaveLength(0);
  });
});
