import { subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadScope } from '../src/core/scope';
import { createSale } from '../src/sales/create-sale';
import { saleInput } from '../src/shared/sales-schemas';
import { VOUCHER_CODE_ALPHABET } from '../src/shared/voucher-code';
import { type Harness, makeHarness } from './support/harness';
import { stockOf } from './support/money';
import { DAY } from './support/offerings';
import { pkg, product, shop, voucher } from './support/sales';

/** Making a sale: products, packages and gift vouchers, discounts, stock, input checks, plans, online sales. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('making a sale', () => {
  it('sells a product, a package and both kinds of gift voucher in one sale, with exact totals', async () => {
    const s = await shop(h);
    const res = await s.c.post('/api/v1/sales', {
      client_id: s.clientId,
      lines: [product(s.shampoo, 2), pkg(s.fiveCuts), voucher(s.giftCard, 2), voucher(s.pamper)],
      notes: 'Birthday shopping',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Sale saved.');
    const sale = res.body.data;
    // 2 × 12.50 + 150.00 + 2 × 45.00 + 70.00
    expect(sale).toMatchObject({
      subtotal: 2500 + 15000 + 9000 + 7000,
      discount_total: 0,
      total: 33500,
      paid: 0,
      left_to_pay: 33500,
      currency: 'GBP',
      source: 'owner',
      notes: 'Birthday shopping',
      deleted_at: null,
      client: { id: s.clientId, first_name: 'Iryna', last_name: 'Bondar' },
      items: 'Shampoo × 2, Five cuts, Gift card × 2 +1',
      item_count: 6,
      date: '2026-11-22',
    });
    expect(sale.lines.map((l: Record<string, unknown>) => [l.kind, l.name, l.unit_price, l.quantity, l.total])).toEqual([
      ['product', 'Shampoo', 1250, 2, 2500],
      ['package', 'Five cuts', 15000, 1, 15000],
      ['gift_voucher', 'Gift card', 4500, 2, 9000],
      ['gift_voucher', 'Pamper day', 7000, 1, 7000],
    ]);
    // Stock taken; an untracked product has none to take.
    expect(await stockOf(h, s.shampoo)).toBe(3);

    // One voucher per unit, each with its own readable code; an items voucher is worth its items (2 × 35.00 + 12.50).
    expect(sale.vouchers).toHaveLength(3);
    const codes = sale.vouchers.map((v: { code: string }) => v.code);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{4}-[${VOUCHER_CODE_ALPHABET}]{4}$`));
    const gift = sale.vouchers.filter((v: { name: string }) => v.name === 'Gift card');
    expect(gift.map((v: { amount: number; amount_left: number }) => [v.amount, v.amount_left])).toEqual([
      [5000, 5000],
      [5000, 5000],
    ]);
    // 12 months after 22 Nov 2026 10:00 London; Pamper day: the end of 31 March 2027 in London (BST, UTC+1).
    expect(gift[0].expires_at).toBe('2027-11-22T10:00:00.000Z');
    const pamper = sale.vouchers.find((v: { name: string }) => v.name === 'Pamper day');
    expect(pamper).toMatchObject({ amount: 8250, amount_left: 8250, expires_at: '2027-03-31T22:59:59.999Z', voided_at: null });

    // The package gives the client its services' sessions, expiring 6 months after the sale.
    expect(
      sale.package_credits.map((c: Record<string, { name: string } | number | string>) => [
        (c.service as { name: string }).name,
        c.quantity,
        c.used,
        c.left,
        c.expires_at,
      ]),
    ).toEqual([
      // 10:00 on London's clock, which is 09:00 UTC in May (BST).
      ['Beard trim', 2, 0, 2, '2027-05-22T09:00:00.000Z'],
      ['Haircut', 5, 0, 5, '2027-05-22T09:00:00.000Z'],
    ]);
    expect((await s.c.get(`/api/v1/sales/${sale.id}`)).body.data).toEqual(sale);
  });

  it('a sale without a client; quantity times the package services; tRPC answers the same', async () => {
    const s = await shop(h);
    const anonymous = await s.c.mutate('sales.create', { lines: [product(s.comb, 3)] });
    expect(anonymous.body.result.data).toMatchObject({ client: null, total: 1197, items: 'Comb × 3' });
    const two = await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [pkg(s.fiveCuts, 2)] });
    expect(two.body.data.package_credits.map((c: { quantity: number }) => c.quantity)).toEqual([4, 10]);
  });

  it('discounts: one of the business discounts (the shared calculation, half up) or a fixed amount off a line', async () => {
    const s = await shop(h);
    const half = (await s.c.post('/api/v1/discounts', { name: 'Half', type: 'percentage', value: 5000 })).body.data.id;
    const fiver = (await s.c.post('/api/v1/discounts', { name: 'Five off', type: 'fixed', value: 500 })).body.data.id;
    const odd = (await s.c.post('/api/v1/products', { name: 'Odd', price: 1005 })).body.data.id;
    const res = await s.c.post('/api/v1/sales', {
      lines: [
        product(odd, 1, { discount_id: half }),
        product(s.comb, 2, { discount_id: fiver }),
        product(s.shampoo, 1, { discount_amount: 250 }),
        product(s.comb, 1, { discount_id: fiver }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.lines.map((l: Record<string, number>) => [l.discount_amount, l.total])).toEqual([
      [503, 502],
      [500, 298],
      [250, 1000],
      [399, 0], // a fixed discount never takes a line below nothing
    ]);
    expect(res.body.data).toMatchObject({ subtotal: 1005 + 798 + 1250 + 399, discount_total: 1652, total: 1800 });
    expect(res.body.data.lines[0].discount_id).toBe(half);

    const over = await s.c.post('/api/v1/sales', { lines: [product(s.comb, 2, { discount_amount: 799 })] });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ 'lines.0.discount_amount': ["At most £7.98: the line's amount"] });
    const both = await s.c.post('/api/v1/sales', { lines: [product(s.comb, 1, { discount_id: half, discount_amount: 1 })] });
    expect(both.status).toBe(422);
    expect(both.body.errors['lines.0.discount_amount']).toEqual(['Choose a discount or an amount off, not both']);
    await s.c.del(`/api/v1/discounts/${half}`);
    const archived = await s.c.post('/api/v1/sales', { lines: [product(s.comb, 1, { discount_id: half })] });
    expect(archived.status).toBe(422);
    expect(archived.body.message).toBe('This item is archived and can no longer be sold: Half');
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const s = await shop(h);
    const empty = await s.c.post('/api/v1/sales', { lines: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ lines: ['Add at least one item to the sale'] });
    const zero = await s.c.post('/api/v1/sales', { lines: [product(s.comb, 0), product(s.comb, 1001)] });
    expect(zero.status).toBe(422);
    expect(Object.keys(zero.body.errors).sort()).toEqual(['lines.0.quantity', 'lines.1.quantity']);
    const unknownKind = await s.c.post('/api/v1/sales', { lines: [{ kind: 'service', item_id: s.cut }] });
    expect(unknownKind.status).toBe(422);
    // A package without a client.
    const noClient = await s.c.post('/api/v1/sales', { lines: [pkg(s.fiveCuts)] });
    expect(noClient.status).toBe(422);
    expect(noClient.body.errors).toEqual({ client_id: ['A package can only be sold to a client: choose the client'] });
    // The wrong kind for an id reads as not found.
    expect((await s.c.post('/api/v1/sales', { lines: [product(s.fiveCuts)] })).status).toBe(404);
    // An archived product, in Ukrainian too.
    await s.c.del(`/api/v1/products/${s.comb}`);
    const archived = await s.c.post('/api/v1/sales', { lines: [product(s.shampoo), product(s.comb)] });
    expect(archived.status).toBe(422);
    expect(archived.body.code).toBe('SALE_ITEM_ARCHIVED');
    expect(archived.body.message).toBe('This item is archived and can no longer be sold: Comb');
    s.c.setLocale('uk');
    const uk = await s.c.post('/api/v1/sales', { lines: [product(s.comb)] });
    expect(uk.body.message).toBe('Позиція в архіві, її більше не можна продати: Comb');
    expect(await stockOf(h, s.shampoo)).toBe(5);
    expect((await s.c.get('/api/v1/sales')).body.data).toEqual([]);
  });

  it('stock: never below zero, counted over every line of the sale, and nothing written when short', async () => {
    const s = await shop(h);
    const short = await s.c.post('/api/v1/sales', { lines: [product(s.comb), product(s.shampoo, 4), product(s.shampoo, 2)] });
    expect(short.status).toBe(409);
    expect(short.body.code).toBe('SALE_OUT_OF_STOCK');
    expect(short.body.message).toBe('Not enough in stock: Shampoo (5 left)');
    expect(await stockOf(h, s.shampoo)).toBe(5);
    expect((await s.c.get('/api/v1/sales')).body.meta.total).toBe(0);
    expect((await s.c.post('/api/v1/sales', { lines: [product(s.shampoo, 5)] })).status).toBe(200);
    expect(await stockOf(h, s.shampoo)).toBe(0);
    const none = await s.c.post('/api/v1/sales', { lines: [product(s.shampoo)] });
    expect(none.body.message).toBe('Not enough in stock: Shampoo (0 left)');
  });

  it('retries with a fresh code when a new voucher code is already taken', async () => {
    const s = await shop(h);
    const first = await s.c.post('/api/v1/sales', { lines: [voucher(s.giftCard)] });
    const taken = first.body.data.vouchers[0].code.replace('-', '');
    const scope = await loadScope(h.db, s.user.business.id, h.clock.now);
    const codes = [taken, taken, 'KKKKMMMM', 'KKKKMMMM', 'PPPPQQQQ'];
    const sale = await createSale(scope, saleInput.parse({ lines: [voucher(s.giftCard, 2)] }), {
      source: 'owner',
      newCode: () => codes.shift() ?? 'XXXXYYYY',
    });
    // The first attempt's codes clash with the sold one; the second attempt's are fresh.
    expect(sale.vouchers.map((v) => v.code).sort()).toEqual(['KKKK-MMMM', 'PPPP-QQQQ']);
    expect((await s.c.get('/api/v1/sales')).body.meta.total).toBe(2);
  });

  it('plan gating: packages and gift vouchers need business or premium; products sell on lite', async () => {
    const s = await shop(h);
    await h.db
      .update(subscriptions)
      .set({ plan_name: 'Lite', trial_ends_at: new Date(h.clock.now.getTime() - DAY) })
      .where(eq(subscriptions.business_id, s.user.business.id));
    const v = await s.c.post('/api/v1/sales', { lines: [voucher(s.giftCard)] });
    expect(v.status).toBe(403);
    expect(v.body.code).toBe('FEATURE_NOT_IN_PLAN');
    expect((await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [pkg(s.fiveCuts)] })).status).toBe(403);
    expect((await s.c.post('/api/v1/sales', { lines: [product(s.comb)] })).status).toBe(200);
    // The domain function reads the plan itself when no entitlement is passed (booking page, jobs).
    const scope = await loadScope(h.db, s.user.business.id, h.clock.now);
    await expect(createSale(scope, saleInput.parse({ lines: [voucher(s.giftCard)] }), { source: 'owner' })).rejects.toMatchObject(
      {
        appCode: 'FEATURE_NOT_IN_PLAN',
      },
    );
  });

  it('online sales (the booking page): only vouchers offered online and packages on online booking', async () => {
    const s = await shop(h);
    const scope = await loadScope(h.db, s.user.business.id, h.clock.now);
    const online = (lines: unknown[]) =>
      createSale(scope, saleInput.parse({ client_id: s.clientId, lines }), { source: 'online' });
    await expect(online([voucher(s.giftCard)])).rejects.toMatchObject({ appCode: 'NOT_FOUND' });
    await expect(online([product(s.comb)])).rejects.toMatchObject({ appCode: 'NOT_FOUND' });
    await expect(online([pkg(s.fiveCuts)])).rejects.toMatchObject({ appCode: 'NOT_FOUND' });
    const offered = (
      await s.c.post('/api/v1/gift-voucher', {
        name: 'Online card',
        kind: 'amount',
        amount: 3000,
        colour: '#2563eb',
        online_sales: true,
      })
    ).body.data.id;
    const sale = await online([voucher(offered)]);
    expect(sale).toMatchObject({ source: 'online', total: 3000 });
    expect(sale.vouchers).toHaveLength(1);
  });

  it('an expired gift voucher and an archived client cannot be sold to', async () => {
    const s = await shop(h);
    const old = (
      await s.c.post('/api/v1/gift-voucher', {
        name: 'Summer',
        kind: 'amount',
        amount: 3000,
        colour: '#2563eb',
        expiry_date: '2026-08-31',
      })
    ).body.data.id;
    const expired = await s.c.post('/api/v1/sales', { lines: [voucher(old)] });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe('This gift voucher has expired and can no longer be sold: Summer');
    await s.c.del(`/api/v1/clients/${s.clientId}`);
    const gone = await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [product(s.comb)] });
    expect(gone.status).toBe(422);
    expect(gone.body.message).toBe('This client is archived. Restore the client to sell to them: Iryna Bondar');
  });
});
