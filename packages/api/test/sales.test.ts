import { issuedVouchers, packageCredits, paymentAllocations, payments, products, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadScope } from '../src/core/scope';
import { createSale } from '../src/sales/create-sale';
import { saleInput } from '../src/shared/sales-schemas';
import { VOUCHER_CODE_ALPHABET } from '../src/shared/voucher-code';
import { type Harness, makeHarness } from './support/harness';
import { DAY } from './support/offerings';
import { pkg, product, type Shop, shop, voucher } from './support/sales';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const stockOf = async (id: string) =>
  (await h.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

/** A payment of `amount` towards a sale, written straight into the ledger (the checkout is the payments area's). */
async function pay(s: Shop, saleId: string, amount: number, method: 'cash' | 'card_payment' = 'cash') {
  const id = crypto.randomUUID();
  await h.db.batch([
    h.db.insert(payments).values({
      id,
      business_id: s.user.business.id,
      checkout_id: id,
      kind: 'payment',
      type: 'sale',
      method,
      amount,
      currency: 'GBP',
      taken_at: h.clock.now,
      client_id: s.clientId,
      created_at: h.clock.now,
    }),
    h.db.insert(paymentAllocations).values({
      payment_id: id,
      business_id: s.user.business.id,
      client_id: s.clientId,
      sale_id: saleId,
      amount,
      currency: 'GBP',
    }),
  ]);
  return id;
}

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
    expect(await stockOf(s.shampoo)).toBe(3);

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
    expect(await stockOf(s.shampoo)).toBe(5);
    expect((await s.c.get('/api/v1/sales')).body.data).toEqual([]);
  });

  it('stock: never below zero, counted over every line of the sale, and nothing written when short', async () => {
    const s = await shop(h);
    const short = await s.c.post('/api/v1/sales', { lines: [product(s.comb), product(s.shampoo, 4), product(s.shampoo, 2)] });
    expect(short.status).toBe(409);
    expect(short.body.code).toBe('SALE_OUT_OF_STOCK');
    expect(short.body.message).toBe('Not enough in stock: Shampoo (5 left)');
    expect(await stockOf(s.shampoo)).toBe(5);
    expect((await s.c.get('/api/v1/sales')).body.meta.total).toBe(0);
    expect((await s.c.post('/api/v1/sales', { lines: [product(s.shampoo, 5)] })).status).toBe(200);
    expect(await stockOf(s.shampoo)).toBe(0);
    const none = await s.c.post('/api/v1/sales', { lines: [product(s.shampoo)] });
    expect(none.body.message).toBe('Not enough in stock: Shampoo (0 left)');
  });

  it('20 parallel sales of a product with 5 in stock: exactly 5 are made and the stock ends at 0', async () => {
    const s = await shop(h);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => s.c.post('/api/v1/sales', { lines: [product(s.shampoo)] })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.body.code === 'SALE_OUT_OF_STOCK')).toBe(true);
    expect(await stockOf(s.shampoo)).toBe(0);
    expect((await s.c.get('/api/v1/sales')).body.meta.total).toBe(5);
  });

  it('20 parallel sales of a gift voucher limited to 5: exactly 5 vouchers are issued', async () => {
    const s = await shop(h);
    const limited = (
      await s.c.post('/api/v1/gift-voucher', { name: 'Limited', kind: 'amount', amount: 2000, colour: '#2563eb', sales_limit: 5 })
    ).body.data.id;
    const results = await Promise.all(Array.from({ length: 20 }, () => s.c.post('/api/v1/sales', { lines: [voucher(limited)] })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(15);
    expect(refused.map((r) => r.body.code)).toEqual(Array(15).fill('SALE_VOUCHER_SOLD_OUT'));
    expect(refused[0]?.body.message).toBe('The sales limit of this gift voucher is reached (0 of 5 left): Limited');
    const issued = await h.db.select().from(issuedVouchers).where(eq(issuedVouchers.gift_voucher_id, limited));
    expect(issued).toHaveLength(5);
    expect(new Set(issued.map((v) => v.code)).size).toBe(5);
    // Two at once when one is left: refused whole.
    const twoOfLimit = (
      await s.c.post('/api/v1/gift-voucher', { name: 'Pair', kind: 'amount', amount: 2000, colour: '#2563eb', sales_limit: 1 })
    ).body.data.id;
    const two = await s.c.post('/api/v1/sales', { lines: [voucher(twoOfLimit, 2)] });
    expect(two.body.message).toBe('The sales limit of this gift voucher is reached (1 of 1 left): Pair');
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

describe('sales list and detail', () => {
  it('lists newest first with client, items, paid and left to pay; searches client and item names; filters dates and client', async () => {
    const s = await shop(h, 'uk');
    const soap = (await s.c.post('/api/v1/products', { name: 'Мило лавандове', price: 800 })).body.data.id;
    const first = (await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [product(s.comb, 2)] })).body.data;
    h.advance(2 * DAY);
    const second = (await s.c.post('/api/v1/sales', { lines: [product(soap), voucher(s.giftCard)] })).body.data;
    await pay(s, first.id, 500);
    await pay(s, second.id, 5300);

    const list = await s.c.get('/api/v1/sales');
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    expect(list.body.data[1]).toMatchObject({
      client: { first_name: 'Iryna' },
      items: 'Comb × 2',
      total: 798,
      paid: 500,
      left_to_pay: 298,
      date: '2026-11-22',
    });
    expect(list.body.data[0]).toMatchObject({ client: null, total: 5300, paid: 5300, left_to_pay: 0 });
    expect(list.body.meta).toMatchObject({
      total: 2,
      page: 1,
      totals: { currency: 'UAH', total: 6098, paid: 5800, left_to_pay: 298 },
    });

    const ids = async (query: string) => (await s.c.get(`/api/v1/sales?${query}`)).body.data.map((r: { id: string }) => r.id);
    expect(await ids('search=iryna')).toEqual([first.id]);
    expect(await ids(`search=${encodeURIComponent('мило')}`)).toEqual([second.id]);
    expect(await ids(`search=${encodeURIComponent('ЛАВАНД')}`)).toEqual([second.id]);
    expect(await ids('search=gift')).toEqual([second.id]);
    expect(await ids('search=100%25')).toEqual([]);
    expect(await ids('start_date=2026-11-23')).toEqual([second.id]);
    expect(await ids('end_date=2026-11-22')).toEqual([first.id]);
    expect(await ids(`client_id=${s.clientId}`)).toEqual([first.id]);
    expect(await ids('per_page=1&page=2')).toEqual([first.id]);
    const trpc = await s.c.query('sales.list', { search: 'comb' });
    expect(trpc.body.result.data.items.map((r: { id: string }) => r.id)).toEqual([first.id]);
  });

  it('the detail shows the payments allocated to the sale', async () => {
    const s = await shop(h);
    const sale = (await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [product(s.comb, 2)] })).body.data;
    const paymentId = await pay(s, sale.id, 300, 'card_payment');
    const detail = (await s.c.get(`/api/v1/sales/${sale.id}`)).body.data;
    expect(detail).toMatchObject({ paid: 300, left_to_pay: 498 });
    expect(detail.payments).toEqual([
      {
        id: paymentId,
        checkout_id: paymentId,
        kind: 'payment',
        method: 'card_payment',
        amount: 300,
        currency: 'GBP',
        taken_at: h.clock.now.toISOString(),
        date: '2026-11-22',
        voided: false,
      },
    ]);
    expect((await s.c.get('/api/v1/sales/nope')).status).toBe(404);
  });
});

describe('deleting a sale', () => {
  it('voids its payments, vouchers and package balances, gives the stock back and leaves the lists', async () => {
    const s = await shop(h);
    const sale = (
      await s.c.post('/api/v1/sales', {
        client_id: s.clientId,
        lines: [product(s.shampoo, 2), pkg(s.fiveCuts), voucher(s.giftCard)],
      })
    ).body.data;
    const paymentId = await pay(s, sale.id, 10_000);
    expect(await stockOf(s.shampoo)).toBe(3);

    const res = await s.c.del(`/api/v1/sales/${sale.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Sale deleted.');
    const after = res.body.data;
    expect(after.deleted_at).toBe(h.clock.now.toISOString());
    expect(after.paid).toBe(0);
    expect(after.vouchers.every((v: { voided_at: string | null }) => v.voided_at !== null)).toBe(true);
    expect(after.package_credits.every((c: { voided_at: string | null; usable: boolean }) => c.voided_at && !c.usable)).toBe(
      true,
    );
    // The payment is voided by a void row in the ledger, not erased.
    expect(after.payments.map((p: { kind: string; amount: number; voided: boolean; id: string }) => [p.kind, p.amount])).toEqual([
      ['payment', 10_000],
      ['void', -10_000],
    ]);
    expect(after.payments[0]).toMatchObject({ id: paymentId, voided: true });
    expect(await stockOf(s.shampoo)).toBe(5);
    expect((await s.c.get('/api/v1/sales')).body.data).toEqual([]);
    expect((await s.c.get(`/api/v1/package-credits?client_id=${s.clientId}`)).body.data).toEqual([]);
    expect((await s.c.get(`/api/v1/clients/sales/${s.clientId}`)).body.data).toEqual([]);
    // Deleted once: again is not found.
    expect((await s.c.del(`/api/v1/sales/${sale.id}`)).status).toBe(404);
  });

  it('a deleted sale gives its voucher back to the sales limit', async () => {
    const s = await shop(h);
    const one = (
      await s.c.post('/api/v1/gift-voucher', {
        name: 'Only one',
        kind: 'amount',
        amount: 2000,
        colour: '#2563eb',
        sales_limit: 1,
      })
    ).body.data.id;
    const sale = (await s.c.post('/api/v1/sales', { lines: [voucher(one)] })).body.data;
    expect((await s.c.post('/api/v1/sales', { lines: [voucher(one)] })).status).toBe(409);
    await s.c.del(`/api/v1/sales/${sale.id}`);
    expect((await s.c.post('/api/v1/sales', { lines: [voucher(one)] })).status).toBe(200);
  });

  it('is refused once a voucher from it has been spent or a package session used, in English and Ukrainian', async () => {
    const s = await shop(h);
    const sale = (await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [voucher(s.giftCard), pkg(s.fiveCuts)] })).body
      .data;
    const code = sale.vouchers[0].code;
    await h.db.update(issuedVouchers).set({ amount_left: 1000 }).where(eq(issuedVouchers.sale_id, sale.id));
    const spent = await s.c.del(`/api/v1/sales/${sale.id}`);
    expect(spent.status).toBe(409);
    expect(spent.body.message).toBe(`This sale can't be deleted: a gift voucher from it has been spent (${code}).`);
    await h.db.update(issuedVouchers).set({ amount_left: 5000 }).where(eq(issuedVouchers.sale_id, sale.id));
    await h.db.update(packageCredits).set({ used: 1 }).where(eq(packageCredits.sale_id, sale.id));
    s.c.setLocale('uk');
    const used = await s.c.del(`/api/v1/sales/${sale.id}`);
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('Цей продаж не можна видалити: сеанс із його пакета вже використано (Five cuts: Beard trim).');
    // Nothing was changed by the refusals.
    const still = (await s.c.get(`/api/v1/sales/${sale.id}`)).body.data;
    expect(still.deleted_at).toBeNull();
    expect(still.vouchers[0].voided_at).toBeNull();
  });
});

describe('package balances, package sales and the client tab', () => {
  it("lists a client's balances (usable filter), a package's sales and the client's sales", async () => {
    const s = await shop(h);
    const sale = (await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [pkg(s.fiveCuts), product(s.comb)] })).body
      .data;
    const credits = (await s.c.get(`/api/v1/package-credits?client_id=${s.clientId}`)).body.data;
    expect(
      credits.map((c: { service: { name: string }; left: number; usable: boolean }) => [c.service.name, c.left, c.usable]),
    ).toEqual([
      ['Beard trim', 2, true],
      ['Haircut', 5, true],
    ]);
    await h.db.update(packageCredits).set({ used: 2 }).where(eq(packageCredits.quantity, 2));
    const usable = (await s.c.get(`/api/v1/package-credits?client_id=${s.clientId}&usable=1`)).body.data;
    expect(usable.map((c: { service: { name: string } }) => c.service.name)).toEqual(['Haircut']);
    // After the expiry nothing is usable, but the balances still show.
    await h.db.update(packageCredits).set({ expires_at: h.clock.now });
    expect((await s.c.get(`/api/v1/package-credits?client_id=${s.clientId}&usable=1`)).body.data).toEqual([]);
    expect((await s.c.get(`/api/v1/package-credits?client_id=${s.clientId}`)).body.data[0].expired).toBe(true);

    const detail = (await s.c.get(`/api/v1/packages/${s.fiveCuts}`)).body.data;
    expect(detail.sales).toEqual([
      {
        id: sale.id,
        sold_at: sale.sold_at,
        date: '2026-11-22',
        client: { id: s.clientId, first_name: 'Iryna', last_name: 'Bondar' },
        quantity: 1,
        total: 15000,
        currency: 'GBP',
      },
    ]);

    await pay(s, sale.id, 5000);
    const related = (await s.c.get(`/api/v1/clients/sales/${s.clientId}`)).body.data;
    expect(related).toEqual([
      {
        id: sale.id,
        type: 'sale',
        title: 'Five cuts, Comb',
        status: 'left_to_pay',
        receiver: null,
        body: null,
        amount: 15399,
        currency: 'GBP',
        date: sale.sold_at,
      },
    ]);
  });
});

describe('deleting a sale paid through the checkout', () => {
  it('voids the checkout payment; a payment that also pays for another sale is refused', async () => {
    const s = await shop(h);
    const one = (await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [product(s.comb)] })).body.data;
    const two = (await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [product(s.comb, 2)] })).body.data;
    const both = await s.c.post('/api/v1/payments', {
      client_id: s.clientId,
      items: [{ sale_id: one.id }, { sale_id: two.id }],
      payments: [{ method: 'cash', amount: 399 + 798 }],
    });
    expect(both.status).toBe(200);
    const shared = await s.c.del(`/api/v1/sales/${one.id}`);
    expect(shared.status).toBe(409);
    expect(shared.body.code).toBe('PAYMENT_SHARED');
    expect((await s.c.get(`/api/v1/sales/${one.id}`)).body.data).toMatchObject({ deleted_at: null, paid: 399 });

    const three = (await s.c.post('/api/v1/sales', { lines: [product(s.shampoo)] })).body.data;
    const paid = await s.c.post('/api/v1/payments', {
      items: [{ sale_id: three.id }],
      payments: [{ method: 'card_payment', amount: 1250 }],
    });
    expect((await s.c.get(`/api/v1/sales/${three.id}`)).body.data).toMatchObject({ paid: 1250, left_to_pay: 0 });
    const gone = await s.c.del(`/api/v1/sales/${three.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.data.paid).toBe(0);
    const payment = await s.c.get(`/api/v1/payments/${paid.body.data.payments[0].id}`);
    expect(payment.body.data.voided).toBe(true);
    // The sale can no longer be paid.
    const late = await s.c.post('/api/v1/payments', {
      items: [{ sale_id: three.id }],
      payments: [{ method: 'cash', amount: 100 }],
    });
    expect(late.status).toBeGreaterThanOrEqual(400);
  });

  it('a voucher spent at the checkout holds its sale until that payment is voided', async () => {
    const s = await shop(h);
    const sale = (await s.c.post('/api/v1/sales', { lines: [voucher(s.giftCard)] })).body.data;
    const code = sale.vouchers[0].code;
    const spend = await s.c.post('/api/v1/payments', {
      payments: [{ method: 'gift_voucher', amount: 1000, voucher_code: code }],
    });
    expect(spend.status).toBe(200);
    const held = await s.c.del(`/api/v1/sales/${sale.id}`);
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('SALE_VOUCHER_SPENT');
    expect((await s.c.del(`/api/v1/payments/${spend.body.data.payments[0].id}`)).status).toBe(200);
    const freed = await s.c.del(`/api/v1/sales/${sale.id}`);
    expect(freed.status).toBe(200);
    expect(freed.body.data.vouchers[0]).toMatchObject({ amount_left: 5000 });
    expect(freed.body.data.vouchers[0].voided_at).not.toBeNull();
    // A cancelled voucher is spent no more.
    const after = await s.c.post('/api/v1/payments', { payments: [{ method: 'gift_voucher', amount: 100, voucher_code: code }] });
    expect(after.body.code).toBe('VOUCHER_VOIDED');
  });

  it('10 parallel deletes of one sale: one deletes it (stock back once), the others read it as gone', async () => {
    const s = await shop(h);
    const sale = (await s.c.post('/api/v1/sales', { lines: [product(s.shampoo, 3)] })).body.data;
    await pay(s, sale.id, 1000);
    const results = await Promise.all(Array.from({ length: 10 }, () => s.c.del(`/api/v1/sales/${sale.id}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 404 || r.body.code === 'LEDGER_CHANGED')).toBe(true);
    expect(await stockOf(s.shampoo)).toBe(5);
    const voids = await h.db.select().from(payments).where(eq(payments.kind, 'void'));
    expect(voids).toHaveLength(1);
  });

  it('a delete racing spends of its voucher: never both a deleted sale and money taken off its voucher', async () => {
    const s = await shop(h);
    for (let round = 0; round < 5; round++) {
      const sale = (await s.c.post('/api/v1/sales', { lines: [voucher(s.giftCard)] })).body.data;
      const code = sale.vouchers[0].code;
      const [removed, ...spends] = await Promise.all([
        s.c.del(`/api/v1/sales/${sale.id}`),
        ...Array.from({ length: 3 }, () =>
          s.c.post('/api/v1/payments', { payments: [{ method: 'gift_voucher', amount: 500, voucher_code: code }] }),
        ),
      ]);
      const spent = spends.filter((r) => r.status === 200).length;
      const [row] = await h.db.select().from(issuedVouchers).where(eq(issuedVouchers.sale_id, sale.id));
      if (removed?.status === 200) {
        expect(spent).toBe(0);
        expect(row).toMatchObject({ amount_left: 5000 });
        expect(row?.voided_at).not.toBeNull();
      } else {
        expect(removed?.body.code).toBe('SALE_VOUCHER_SPENT');
        expect(row).toMatchObject({ amount_left: 5000 - 500 * spent, voided_at: null });
      }
    }
  });
});
