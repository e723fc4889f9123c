import { invoices, paymentAllocations, payments } from '@kairos/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadScope } from '../src/core/scope';
import { createAutoInvoice } from '../src/invoices/auto';
import { type Harness, makeHarness } from './support/harness';
import { body } from './support/invoices';
import { owner } from './support/offerings';

/** Automatic invoices: one paid invoice per provider card payment, idempotently, and what is refused. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('automatic invoices', () => {
  async function cardPayment(businessId: string, clientId: string | null, amount: number, provider: string | null = 'stripe') {
    const id = crypto.randomUUID();
    await h.db.insert(payments).values({
      id,
      business_id: businessId,
      checkout_id: id,
      kind: 'payment',
      type: clientId ? 'appointment' : 'standalone',
      method: 'card_payment',
      amount,
      currency: 'GBP',
      taken_at: h.clock.now,
      client_id: clientId,
      provider,
      provider_ref: provider ? `ch_${id}` : null,
      source: 'online',
    });
    return id;
  }

  it('makes one paid invoice per provider card payment, its allocations as items, idempotently', async () => {
    const o = await owner(h);
    const c = await o.client.post('/api/v1/clients', { first_name: 'Emma', last_name: 'Brown', email: 'emma@example.com' });
    const paymentId = await cardPayment(o.user.business.id, c.body.data.id, 6000);
    await h.db.insert(paymentAllocations).values({
      payment_id: paymentId,
      business_id: o.user.business.id,
      client_id: c.body.data.id,
      amount: 4500,
      currency: 'GBP',
    });
    const scope = await loadScope(h.db, o.user.business.id, h.clock.now);
    await o.client.post('/api/v1/invoices', body());
    const [first, second] = await Promise.all([createAutoInvoice(scope, paymentId), createAutoInvoice(scope, paymentId)]);
    expect(first).toEqual(second);
    expect(first.number).toBe('INV-0002');
    const got = await o.client.get(`/api/v1/invoices/${first.id}`);
    expect(got.body.data).toMatchObject({
      type: 'auto',
      payment_id: paymentId,
      client_id: c.body.data.id,
      bill_to_name: 'Emma Brown',
      bill_to_email: 'emma@example.com',
      total: 6000,
      paid: 6000,
      due: 0,
      date: '2026-11-22',
      locale: 'en',
    });
    expect(got.body.data.lines.map((i: { amount: number }) => i.amount)).toEqual([4500, 1500]);
    expect(got.body.data.lines[1].description).toBe('Payment');
    // An automatic invoice is not edited or deleted by hand; it can be cancelled.
    expect((await o.client.put(`/api/v1/invoices/${first.id}`, body())).body.code).toBe('INVOICE_NOT_EDITABLE');
    expect((await o.client.del(`/api/v1/invoices/${first.id}`)).body.code).toBe('INVOICE_NOT_DELETABLE');
    expect((await o.client.get('/api/v1/invoices?type=auto')).body.data).toHaveLength(1);
  });

  it('refuses a payment that was not taken through a provider, and another business’s payment', async () => {
    const a = await owner(h);
    const b = await owner(h);
    const cash = await cardPayment(a.user.business.id, null, 1000, null);
    const scopeA = await loadScope(h.db, a.user.business.id, h.clock.now);
    await expect(createAutoInvoice(scopeA, cash)).rejects.toMatchObject({ appCode: 'INVOICE_PAYMENT_NOT_ELIGIBLE' });
    const theirs = await cardPayment(b.user.business.id, null, 1000);
    await expect(createAutoInvoice(scopeA, theirs)).rejects.toMatchObject({ appCode: 'NOT_FOUND' });
    expect(await h.db.select().from(invoices)).toHaveLength(0);
  });
});
