import { giftVouchers, saleLines, sales, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { DAY, names, owner } from './support/offerings';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const shampoo = { name: 'Shampoo', description: 'Argan oil, 250 ml', price: 1250, cost_price: 400, stock: 12 };

describe('products', () => {
  it("creates in the business's currency, lists by name, searches, updates, and leaves cost and stock optional", async () => {
    const { client } = await owner(h);
    const res = await client.post('/api/v1/products', shampoo);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product added.');
    expect(res.body.data).toMatchObject({ ...shampoo, currency: 'GBP', archived_at: null });
    const id = res.body.data.id;
    expect((await client.get(`/api/v1/products/${id}`)).body.data).toEqual(res.body.data);

    const comb = await client.post('/api/v1/products', { name: 'Comb', price: 0 });
    expect(comb.body.data).toMatchObject({ name: 'Comb', price: 0, cost_price: null, stock: null, description: null });
    expect(names((await client.get('/api/v1/products')).body)).toEqual(['Comb', 'Shampoo']);
    expect(names((await client.get('/api/v1/products?search=sham')).body)).toEqual(['Shampoo']);
    expect((await client.get('/api/v1/products?is_lite=1')).body.map((p: { name: string }) => p.name)).toEqual([
      'Comb',
      'Shampoo',
    ]);

    const updated = await client.put(`/api/v1/products/${id}`, { name: 'Shampoo XL', price: 1800, stock: 0 });
    expect(updated.body.message).toBe('Product updated.');
    expect(updated.body.data).toMatchObject({ name: 'Shampoo XL', price: 1800, stock: 0, cost_price: null, description: null });

    // tRPC answers from the same procedures.
    const viaTrpc = await client.query('products.get', { id });
    expect(viaTrpc.body.result.data.name).toBe('Shampoo XL');
  });

  it('validates name, price, cost price and stock with translated messages, writing nothing', async () => {
    const { client } = await owner(h);
    const bad = await client.post('/api/v1/products', { name: '  ', price: -1, cost_price: -5, stock: 1.5 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ['Required'],
      price: ['Must be 0 or more'],
      cost_price: ['Must be 0 or more'],
      stock: ['Must be a whole number'],
    });
    expect((await client.post('/api/v1/products', { name: 'X', price: 1, stock: -1 })).body.errors).toEqual({
      stock: ['Must be 0 or more'],
    });
    expect((await client.post('/api/v1/products', { name: 'X' })).body.errors).toEqual({ price: ['Required'] });
    client.setLocale('uk');
    const uk = await client.post('/api/v1/products', { name: '', price: 100 });
    expect(uk.body.errors).toEqual({ name: ["Обов'язкове поле"] });
    expect((await client.get('/api/v1/products')).body.meta.total).toBe(0);
  });

  it('archives, restores, and deletes for good only from the archive; IN_USE while a sale or a gift voucher holds it', async () => {
    const { client, user } = await owner(h);
    const id = (await client.post('/api/v1/products', shampoo)).body.data.id;
    expect((await client.del(`/api/v1/products/${id}/permanent`)).body.code).toBe('ARCHIVE_FIRST');
    const archived = await client.del(`/api/v1/products/${id}`);
    expect(archived.body.message).toBe('Product archived.');
    expect(names((await client.get('/api/v1/products?archived=1')).body)).toEqual(['Shampoo']);
    expect((await client.get('/api/v1/products')).body.meta.total).toBe(0);
    const restored = await client.put(`/api/v1/products/${id}/restore`);
    expect(restored.body).toMatchObject({ message: 'Product restored.', data: { archived_at: null } });

    // A gift voucher includes it: it stays.
    const voucher = await client.post('/api/v1/gift-voucher', {
      name: 'Hair care',
      kind: 'items',
      included: [{ type: 'product', id, quantity: 2 }],
      colour: '#2563eb',
    });
    expect(voucher.status).toBe(200);
    await client.del(`/api/v1/products/${id}`);
    const held = await client.del(`/api/v1/products/${id}/permanent`);
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('IN_USE');
    expect((await client.get(`/api/v1/products/${id}`)).status).toBe(200);

    // Without the voucher, a sale line still holds it (written here as the sales area would).
    await h.db.delete(giftVouchers).where(eq(giftVouchers.id, voucher.body.data.id));
    const saleId = crypto.randomUUID();
    await h.db.batch([
      h.db.insert(sales).values({
        id: saleId,
        business_id: user.business.id,
        sold_at: h.clock.now,
        currency: 'GBP',
        subtotal: 1250,
        total: 1250,
      }),
      h.db.insert(saleLines).values({
        sale_id: saleId,
        business_id: user.business.id,
        position: 0,
        kind: 'product',
        product_id: id,
        name: 'Shampoo',
        unit_price: 1250,
        total: 1250,
      }),
    ]);
    expect((await client.del(`/api/v1/products/${id}/permanent`)).body.code).toBe('IN_USE');
    await h.db.delete(sales).where(eq(sales.id, saleId));
    const gone = await client.del(`/api/v1/products/${id}/permanent`);
    expect(gone.body.message).toBe('Product deleted.');
    expect((await client.get(`/api/v1/products/${id}`)).status).toBe(404);
  });

  it('exports CSV (formulas neutralised, money in major units) and XLSX, in the caller’s language', async () => {
    const { client } = await owner(h);
    await client.post('/api/v1/products', shampoo);
    await client.post('/api/v1/products', { name: '=HYPERLINK("http://evil.example","x")', price: 99, description: '+1+1' });
    const res = await client.post('/api/v1/products/export', { format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const [header, ...rows] = Papa.parse<string[]>(String(res.body).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(header).toEqual(['Name', 'Description', 'Price', 'Cost price', 'Currency', 'In stock']);
    expect(rows).toEqual([
      [`'=HYPERLINK("http://evil.example","x")`, "'+1+1", '0.99', '', 'GBP', ''],
      ['Shampoo', 'Argan oil, 250 ml', '12.5', '4', 'GBP', '12'],
    ]);
    for (const r of rows) for (const cell of r) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const xlsx = await client.mutate('products.export', { format: 'xlsx' });
    const file = xlsx.body.result.data;
    expect(file.file_name).toMatch(/^products-2026-11-22\.xlsx$/);
    expect(Buffer.from(file.content_base64, 'base64').subarray(0, 2).toString()).toBe('PK');

    client.setLocale('uk');
    const uk = (await client.mutate('products.export', { format: 'csv' })).body.result.data;
    expect(uk.file_name).toBe('товари-2026-11-22.csv');
    expect(Buffer.from(uk.content_base64, 'base64').toString('utf8')).toContain('Назва,Опис,Ціна,Собівартість');
  });

  it('docs/product/sales.md: products are on every plan; export is refused in read-only mode', async () => {
    const { client, user } = await owner(h);
    await h.db
      .update(subscriptions)
      .set({ plan_name: 'Lite', trial_ends_at: new Date(h.clock.now.getTime() - DAY) })
      .where(eq(subscriptions.business_id, user.business.id));
    expect((await client.post('/api/v1/products', shampoo)).status).toBe(200);
    expect((await client.get('/api/v1/products')).body.meta.total).toBe(1);
    await h.db.update(subscriptions).set({ has_incomplete_payment: true }).where(eq(subscriptions.business_id, user.business.id));
    const exported = await client.post('/api/v1/products/export', { format: 'csv' });
    expect(exported.status).toBe(403);
    expect((await client.post('/api/v1/products', shampoo)).status).toBe(403);
  });
});
