import { packageCredits } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { paySale } from './support/money';
import { DAY } from './support/offerings';
import { pkg, product, shop, voucher } from './support/sales';

/** The sales list and detail, package balances, a package's sales and the client tab. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('sales list and detail', () => {
  it('lists newest first with client, items, paid and left to pay; searches client and item names; filters dates and client', async () => {
    const s = await shop(h, 'uk');
    const soap = (await s.c.post('/api/v1/products', { name: 'Мило лавандове', price: 800 })).body.data.id;
    const first = (await s.c.post('/api/v1/sales', { client_id: s.clientId, lines: [product(s.comb, 2)] })).body.data;
    h.advance(2 * DAY);
    const second = (await s.c.post('/api/v1/sales', { lines: [product(soap), voucher(s.giftCard)] })).body.data;
    await paySale(h, s, first.id, 500);
    await paySale(h, s, second.id, 5300);

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
    const paymentId = await paySale(h, s, sale.id, 300, 'card_payment');
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

    await paySale(h, s, sale.id, 5000);
    const related = (await s.c.get(`/api/v1/clients/sales/${s.clientId}`)).body.data;
    expect(related).toEqual([
      {
        id: sale.id,
        type: 'sale',
        kind: null,
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
