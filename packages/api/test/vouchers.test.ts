import { clients, issuedVouchers, payments, sales, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadScope } from '../src/core/scope';
import { findIssuedVoucherByCode } from '../src/vouchers/issued';
import { type Harness, makeHarness } from './support/harness';
import { DAY, names, owner, service } from './support/offerings';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const amountVoucher = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  kind: 'amount',
  amount: 5000,
  template: 'classic',
  colour: '#0F766E',
  ...extra,
});

/** A sale of one voucher, issued with `code`, as the sales area writes it; and optionally a spend and a refund. */
async function sell(businessId: string, voucherId: string, code: string, opts: { clientId?: string; amount?: number } = {}) {
  const saleId = crypto.randomUUID();
  const issuedId = crypto.randomUUID();
  const amount = opts.amount ?? 5000;
  await h.db.batch([
    h.db.insert(sales).values({
      id: saleId,
      business_id: businessId,
      client_id: opts.clientId ?? null,
      sold_at: h.clock.now,
      currency: 'GBP',
      subtotal: amount,
      total: amount,
    }),
    h.db.insert(issuedVouchers).values({
      id: issuedId,
      business_id: businessId,
      gift_voucher_id: voucherId,
      sale_id: saleId,
      client_id: opts.clientId ?? null,
      code,
      amount,
      amount_left: amount,
      currency: 'GBP',
      expires_at: new Date(h.clock.now.getTime() + 365 * DAY),
      created_at: h.clock.now,
    }),
  ]);
  return { saleId, issuedId };
}

async function spend(
  businessId: string,
  issuedId: string,
  amount: number,
  kind: 'payment' | 'refund' = 'payment',
  reverses?: string,
) {
  const id = crypto.randomUUID();
  await h.db.insert(payments).values({
    id,
    business_id: businessId,
    checkout_id: crypto.randomUUID(),
    kind,
    type: 'standalone',
    method: 'gift_voucher',
    amount: kind === 'payment' ? amount : -amount,
    currency: 'GBP',
    taken_at: h.clock.now,
    voucher_id: issuedId,
    reverses_id: reverses ?? null,
  });
  return id;
}

describe('gift vouchers', () => {
  it('an amount voucher: price defaults to its value; lists, searches, updates', async () => {
    const { client } = await owner(h);
    const res = await client.post('/api/v1/gift-voucher', amountVoucher('Fifty pounds', { sales_limit: 10, online_sales: true }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Gift voucher added.');
    expect(res.body.data).toMatchObject({
      name: 'Fifty pounds',
      kind: 'amount',
      amount: 5000,
      price: 5000,
      value: 5000,
      currency: 'GBP',
      template: 'classic',
      colour: '#0f766e',
      sales_limit: 10,
      sold_count: 0,
      expiry_date: null,
      expiry_months: null,
      online_sales: true,
      included: [],
      issued_vouchers: [],
      redemptions: [],
    });
    const id = res.body.data.id;
    expect((await client.get(`/api/v1/gift-voucher/${id}`)).body.data).toEqual(res.body.data);
    await client.post('/api/v1/gift-voucher', amountVoucher('Birthday treat', { price: 4000, template: 'birthday' }));
    expect(names((await client.get('/api/v1/gift-voucher')).body)).toEqual(['Birthday treat', 'Fifty pounds']);
    expect(names((await client.get('/api/v1/gift-voucher?search=fifty')).body)).toEqual(['Fifty pounds']);
    const upd = await client.put(
      `/api/v1/gift-voucher/${id}`,
      amountVoucher('Sixty pounds', { amount: 6000, expiry_months: 12 }),
    );
    expect(upd.body.message).toBe('Gift voucher updated.');
    expect(upd.body.data).toMatchObject({ amount: 6000, price: 6000, expiry_months: 12, sales_limit: null, online_sales: false });
  });

  it('an items voucher is worth its services and products at their prices; switching kind drops the items', async () => {
    const { client } = await owner(h);
    const facial = (await client.post('/api/v1/services', service('Facial', 4500))).body.data.id;
    const serum = (await client.post('/api/v1/products', { name: 'Serum', price: 1999 })).body.data.id;
    const res = await client.post('/api/v1/gift-voucher', {
      name: 'Spa day',
      kind: 'items',
      amount: 123,
      included: [
        { type: 'service', id: facial, quantity: 2 },
        { type: 'product', id: serum },
      ],
      template: 'thank_you',
      colour: '#db2777',
      expiry_date: '2027-06-30',
      notes_title: 'A day for you',
      notes_description: 'Two facials and a serum.',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'items', amount: 0, price: 10999, value: 10999, expiry_date: '2027-06-30' });
    expect(res.body.data.included).toEqual([
      { type: 'service', id: facial, name: 'Facial', quantity: 2, price: 4500, currency: 'GBP', archived: false },
      { type: 'product', id: serum, name: 'Serum', quantity: 1, price: 1999, currency: 'GBP', archived: false },
    ]);
    // Its value follows the items' prices; the price the owner set stays.
    const id = res.body.data.id;
    await client.put(`/api/v1/products/${serum}`, { name: 'Serum', price: 2500 });
    await client.del(`/api/v1/services/${facial}`);
    const later = (await client.get(`/api/v1/gift-voucher/${id}`)).body.data;
    expect(later).toMatchObject({ value: 11500, price: 10999 });
    expect(later.included[0]).toMatchObject({ name: 'Facial', archived: true });

    const toAmount = await client.put(`/api/v1/gift-voucher/${id}`, amountVoucher('Spa day', { price: 9000 }));
    expect(toAmount.body.data).toMatchObject({ kind: 'amount', amount: 5000, price: 9000, value: 5000, included: [] });
  });

  it('validates kind, amount, items, expiry, sales limit, template and colour (en and uk), writing nothing', async () => {
    const { client } = await owner(h);
    const serum = (await client.post('/api/v1/products', { name: 'Serum', price: 1999 })).body.data.id;
    const noAmount = await client.post('/api/v1/gift-voucher', { name: 'X', kind: 'amount', colour: '#000000' });
    expect(noAmount.body.errors).toEqual({ amount: ['Required'] });
    const zero = await client.post('/api/v1/gift-voucher', amountVoucher('X', { amount: 0 }));
    expect(zero.body.errors).toEqual({ amount: ['The voucher must be worth more than nothing'] });
    const noItems = await client.post('/api/v1/gift-voucher', { name: 'X', kind: 'items', included: [], colour: '#000000' });
    expect(noItems.body.errors).toEqual({ included: ['Add at least one service or product'] });
    const bad = await client.post('/api/v1/gift-voucher', {
      name: '',
      kind: 'items',
      included: [
        { type: 'product', id: serum, quantity: 0 },
        { type: 'product', id: serum },
      ],
      price: -1,
      template: 'halloween',
      colour: 'red',
      expiry_date: '2027-02-30',
      sales_limit: 0,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ['Required'],
      'included.0.quantity': ['Must be 1 or more'],
      price: ['Must be 0 or more'],
      template: ['Invalid value'],
      colour: ['Invalid format'],
      expiry_date: ['Must be a valid date'],
      sales_limit: ['Must be 1 or more'],
    });
    const twice = await client.post('/api/v1/gift-voucher', {
      name: 'Twice',
      kind: 'items',
      included: [
        { type: 'product', id: serum },
        { type: 'product', id: serum, quantity: 2 },
      ],
      colour: '#000000',
    });
    expect(twice.body.errors).toEqual({ 'included.1.id': ['This item is already in the voucher'] });
    const both = await client.post('/api/v1/gift-voucher', amountVoucher('X', { expiry_date: '2027-01-01', expiry_months: 6 }));
    expect(both.body.errors).toEqual({ expiry_months: ['Choose an expiry date or a number of months, not both'] });
    const limits = await client.post('/api/v1/gift-voucher', amountVoucher('X', { expiry_months: 121, sales_limit: 100_001 }));
    expect(limits.body.errors).toEqual({ expiry_months: ['Must be 120 or less'], sales_limit: ['Must be 100,000 or less'] });
    client.setLocale('uk');
    const uk = await client.post('/api/v1/gift-voucher', { name: 'X', kind: 'items', colour: '#000000' });
    expect(uk.body.errors).toEqual({ included: ['Додайте щонайменше одну послугу або товар'] });
    expect((await client.get('/api/v1/gift-voucher')).body.meta.total).toBe(0);
  });

  it("refuses an item id that is not one of the business's services or products", async () => {
    const { client } = await owner(h);
    const serum = (await client.post('/api/v1/products', { name: 'Serum', price: 1999 })).body.data.id;
    // A product's id given as a service is not a service of this business.
    const res = await client.post('/api/v1/gift-voucher', {
      name: 'Mixed up',
      kind: 'items',
      included: [{ type: 'service', id: serum }],
      colour: '#000000',
    });
    expect(res.status).toBe(404);
    expect((await client.get('/api/v1/gift-voucher')).body.meta.total).toBe(0);
  });

  it("without_expiried hides vouchers whose fixed date is before today in the business's zone", async () => {
    // 22:30 UTC on 21 November is already 22 November in Kyiv.
    h.clock.now = new Date('2026-11-21T22:30:00Z');
    const { client } = await owner(h, 'uk');
    await client.post('/api/v1/gift-voucher', amountVoucher('Вчорашній', { expiry_date: '2026-11-21' }));
    await client.post('/api/v1/gift-voucher', amountVoucher('Сьогоднішній', { expiry_date: '2026-11-22' }));
    await client.post('/api/v1/gift-voucher', amountVoucher('Пів року', { expiry_months: 6 }));
    await client.post('/api/v1/gift-voucher', amountVoucher('Безстроковий'));
    expect(names((await client.get('/api/v1/gift-voucher')).body)).toHaveLength(4);
    expect(names((await client.get('/api/v1/gift-voucher?without_expiried=1')).body).sort()).toEqual(
      ['Безстроковий', 'Пів року', 'Сьогоднішній'].sort(),
    );
    expect((await client.get('/api/v1/gift-voucher?without_expiried=false')).body.meta.total).toBe(4);
    const trpc = await client.query('vouchers.list', { without_expiried: true, is_lite: true });
    expect(trpc.body.result.data.items.map((v: { name: string }) => v.name)).not.toContain('Вчорашній');
  });

  it('detail: sold vouchers with readable codes and buyers, sold_count without voided ones, redemptions with refunds; nothing of another business', async () => {
    const a = await owner(h);
    const b = await owner(h);
    const biz = a.user.business.id;
    const voucher = (await a.client.post('/api/v1/gift-voucher', amountVoucher('Fifty', { sales_limit: 5 }))).body.data.id;
    const clientId = (await a.client.post('/api/v1/clients', { first_name: 'Iryna', last_name: 'Bondar' })).body.data.id;
    const first = await sell(biz, voucher, 'K7MQX9PD', { clientId });
    h.advance(60_000);
    const second = await sell(biz, voucher, 'ABCD3467');
    await h.db.update(issuedVouchers).set({ voided_at: h.clock.now }).where(eq(issuedVouchers.id, second.issuedId));
    const spent = await spend(biz, first.issuedId, 2000);
    await h.db.update(issuedVouchers).set({ amount_left: 3000 }).where(eq(issuedVouchers.id, first.issuedId));
    h.advance(60_000);
    await spend(biz, first.issuedId, 500, 'refund', spent);
    // Another business's sale of its own voucher, and a card payment of A's, never show.
    const theirs = (await b.client.post('/api/v1/gift-voucher', amountVoucher('Theirs'))).body.data.id;
    const bSale = await sell(b.user.business.id, theirs, 'WXYWXYWX');
    await spend(b.user.business.id, bSale.issuedId, 100);

    const detail = (await a.client.get(`/api/v1/gift-voucher/${voucher}`)).body.data;
    expect(detail.sold_count).toBe(1);
    expect(detail.issued_vouchers).toMatchObject([
      { code: 'ABCD-3467', client: null, amount: 5000, amount_left: 5000 },
      {
        code: 'K7MQ-X9PD',
        client: { id: clientId, first_name: 'Iryna', last_name: 'Bondar' },
        amount: 5000,
        amount_left: 3000,
        voided_at: null,
      },
    ]);
    expect(detail.issued_vouchers[0].voided_at).not.toBeNull();
    expect(detail.redemptions).toMatchObject([
      { kind: 'refund', amount: -500, code: 'K7MQ-X9PD', reverses_id: spent },
      { kind: 'payment', amount: 2000, code: 'K7MQ-X9PD', id: spent },
    ]);
    expect(JSON.stringify(detail)).not.toContain('WXYW');

    // Sold: deleting it for good is refused; it stays archived.
    await a.client.del(`/api/v1/gift-voucher/${voucher}`);
    const held = await a.client.del(`/api/v1/gift-voucher/${voucher}/permanent`);
    expect(held.body.code).toBe('IN_USE');
    expect((await a.client.get(`/api/v1/gift-voucher/${voucher}`)).body.data.archived_at).not.toBeNull();
    // One never sold goes, with its items.
    const serum = (await a.client.post('/api/v1/products', { name: 'Serum', price: 1999 })).body.data.id;
    const unsold = (
      await a.client.post('/api/v1/gift-voucher', {
        name: 'Serum voucher',
        kind: 'items',
        included: [{ type: 'product', id: serum }],
        colour: '#000000',
      })
    ).body.data.id;
    expect((await a.client.del(`/api/v1/gift-voucher/${unsold}/permanent`)).body.code).toBe('ARCHIVE_FIRST');
    await a.client.del(`/api/v1/gift-voucher/${unsold}`);
    expect((await a.client.del(`/api/v1/gift-voucher/${unsold}/permanent`)).body.message).toBe('Gift voucher deleted.');
    await a.client.del(`/api/v1/products/${serum}`);
    expect((await a.client.del(`/api/v1/products/${serum}/permanent`)).status).toBe(200);
    // the client row is untouched by all this
    expect((await h.db.select().from(clients).where(eq(clients.id, clientId))).length).toBe(1);
  });

  it('findIssuedVoucherByCode: this business only, however the code is typed', async () => {
    const a = await owner(h);
    const b = await owner(h);
    const voucher = (await a.client.post('/api/v1/gift-voucher', amountVoucher('Fifty'))).body.data.id;
    const { issuedId } = await sell(a.user.business.id, voucher, 'K7MQX9PD');
    const scopeA = await loadScope(h.db, a.user.business.id, h.clock.now);
    const scopeB = await loadScope(h.db, b.user.business.id, h.clock.now);
    for (const typed of ['K7MQX9PD', 'k7mq-x9pd', ' K7MQ X9PD ']) {
      expect((await findIssuedVoucherByCode(scopeA, typed))?.id).toBe(issuedId);
    }
    expect(await findIssuedVoucherByCode(scopeB, 'K7MQ-X9PD')).toBeNull();
    expect(await findIssuedVoucherByCode(scopeA, 'K7MQ-X9PE')).toBeNull();
    expect(await findIssuedVoucherByCode(scopeA, '')).toBeNull();
  });

  it('docs/product/vouchers.md: gift vouchers are business and premium features', async () => {
    const { client, user } = await owner(h);
    await h.db
      .update(subscriptions)
      .set({ plan_name: 'Lite', trial_ends_at: new Date(h.clock.now.getTime() - DAY) })
      .where(eq(subscriptions.business_id, user.business.id));
    const list = await client.get('/api/v1/gift-voucher');
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ code: 'FEATURE_NOT_IN_PLAN', message: 'This feature is available only on business plan' });
    expect((await client.post('/api/v1/gift-voucher', amountVoucher('X'))).body.code).toBe('FEATURE_NOT_IN_PLAN');
    await h.db.update(subscriptions).set({ plan_name: 'Business' }).where(eq(subscriptions.business_id, user.business.id));
    expect((await client.post('/api/v1/gift-voucher', amountVoucher('X'))).status).toBe(200);
  });
});
