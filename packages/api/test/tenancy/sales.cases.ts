import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

const service = (name: string) => ({
  name,
  type: 'single',
  parts: [{ title: name, duration_minutes: 30, type: 'block' }],
  colour: '#2563eb',
  price: 2000,
});

async function made(res: { status: number; body: { data: unknown } }, what: string) {
  if (res.status !== 200) throw new Error(`seed ${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string };
}

/**
 * B and A each: a client, a product with stock, a package, a gift voucher, a
 * discount and a sale of the package (A's package is free, so A owes nothing
 * more than the payments cases seed).
 */
export async function seed(t: TenancyWorld) {
  for (const [who, o, clientId] of [
    ['b', t.b, t.bClientId],
    ['a', t.a, null],
  ] as const) {
    const c = o.client;
    const client =
      clientId ?? (await made(await c.post('/api/v1/clients', { first_name: 'Own', last_name: 'Buyer' }), 'client')).id;
    const product = (await made(await c.post('/api/v1/products', { name: `${who} sale soap`, price: 500, stock: 5 }), 'product'))
      .id;
    const svc = (await made(await c.post('/api/v1/services', service(`${who} sale cut`)), 'service')).id;
    const pkg = (
      await made(
        await c.post('/api/v1/packages', {
          name: `${who} sale pack`,
          services: [{ service_id: svc, quantity: 3 }],
          price: who === 'b' ? 5000 : 0,
        }),
        'package',
      )
    ).id;
    const voucher = (
      await made(
        await c.post('/api/v1/gift-voucher', { name: `${who} sale card`, kind: 'amount', amount: 2000, colour: '#2563eb' }),
        'voucher',
      )
    ).id;
    const discount = (
      await made(await c.post('/api/v1/discounts', { name: `${who} sale ten`, type: 'percentage', value: 1000 }), 'discount')
    ).id;
    const sale = (
      await made(await c.post('/api/v1/sales', { client_id: client, lines: [{ kind: 'package', item_id: pkg }] }), 'sale')
    ).id;
    Object.assign(t.ids, {
      [`sale.${who}.client`]: client,
      [`sale.${who}.product`]: product,
      [`sale.${who}.package`]: pkg,
      [`sale.${who}.voucher`]: voucher,
      [`sale.${who}.discount`]: discount,
      [`sale.${who}.sale`]: sale,
    });
  }
}

/** B's sale is whole, its package balance unused and its product's stock untouched. */
async function bUntouched(t: TenancyWorld) {
  const sale = await t.b.client.get(`/api/v1/sales/${t.ids['sale.b.sale']}`);
  expect(sale.body.data).toMatchObject({ deleted_at: null, total: 5000 });
  expect(sale.body.data.package_credits[0]).toMatchObject({ used: 0, voided_at: null });
  const product = await t.b.client.get(`/api/v1/products/${t.ids['sale.b.product']}`);
  expect(product.body.data.stock).toBe(5);
}

const line = (kind: string, item_id: string, extra: Record<string, unknown> = {}) => ({ kind, item_id, ...extra });

export const cases = (t: TenancyWorld): Cases => ({
  'sales.create': async () => {
    const id = (key: string) => t.ids[key] as string;
    await t.notFoundForA('POST', '/api/v1/sales', { lines: [line('product', id('sale.b.product'))] });
    await t.notFoundForA('POST', '/api/v1/sales', {
      client_id: id('sale.a.client'),
      lines: [line('package', id('sale.b.package'))],
    });
    await t.notFoundForA('POST', '/api/v1/sales', { lines: [line('gift_voucher', id('sale.b.voucher'))] });
    await t.notFoundForA('POST', '/api/v1/sales', {
      lines: [line('product', id('sale.a.product'), { discount_id: id('sale.b.discount') })],
    });
    await t.notFoundForA('POST', '/api/v1/sales', {
      client_id: id('sale.b.client'),
      lines: [line('product', id('sale.a.product'))],
    });
    // One of B's ids among A's own lines: refused whole, nothing of A's taken either.
    await t.notFoundForA('POST', '/api/v1/sales', {
      lines: [line('product', id('sale.a.product')), line('product', id('sale.b.product'))],
    });
    const trpc = await t.a.client.mutate('sales.create', { lines: [line('product', id('sale.b.product'))] });
    expect(trpc.body.error.data.code).toBe('NOT_FOUND');
    await bUntouched(t);
    // Positive control: A sells its own product with its own discount (10 % of 5.00).
    const own = await t.a.client.post('/api/v1/sales', {
      client_id: id('sale.a.client'),
      lines: [line('product', id('sale.a.product'), { discount_id: id('sale.a.discount') })],
    });
    expect(own.status).toBe(200);
    expect(own.body.data.total).toBe(450);
    // Taken back, so A's money figures in the payments cases stay as seeded.
    expect((await t.a.client.del(`/api/v1/sales/${own.body.data.id}`)).status).toBe(200);
  },
  'sales.list': async () => {
    const res = await t.a.client.get('/api/v1/sales');
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).toContain(t.ids['sale.a.sale']);
    for (const key of ['sale.b.sale', 'sale.b.client']) expect(text).not.toContain(t.ids[key]);
    expect((await t.a.client.get(`/api/v1/sales?client_id=${t.ids['sale.b.client']}`)).body.data).toEqual([]);
    expect((await t.a.client.get('/api/v1/sales?search=secret')).body.data).toEqual([]);
    expect((await t.a.client.get('/api/v1/sales?search=b%20sale')).body.data).toEqual([]);
  },
  'sales.get': async () => {
    await t.notFoundForA('GET', `/api/v1/sales/${t.ids['sale.b.sale']}`);
    const trpc = await t.a.client.query('sales.get', { id: t.ids['sale.b.sale'] });
    expect(trpc.body.error.data.code).toBe('NOT_FOUND');
    expect((await t.a.client.get(`/api/v1/sales/${t.ids['sale.a.sale']}`)).status).toBe(200);
  },
  'sales.delete': async () => {
    await t.notFoundForA('DELETE', `/api/v1/sales/${t.ids['sale.b.sale']}`);
    const trpc = await t.a.client.mutate('sales.delete', { id: t.ids['sale.b.sale'] });
    expect(trpc.body.error.data.code).toBe('NOT_FOUND');
    await bUntouched(t);
    // Positive control: A deletes a sale of its own (made here, so the other cases keep theirs).
    const own = await t.a.client.post('/api/v1/sales', { lines: [line('product', t.ids['sale.a.product'] as string)] });
    expect((await t.a.client.del(`/api/v1/sales/${own.body.data.id}`)).status).toBe(200);
  },
  'sales.packageCredits': async () => {
    await t.notFoundForA('GET', `/api/v1/package-credits?client_id=${t.ids['sale.b.client']}`);
    const own = await t.a.client.get(`/api/v1/package-credits?client_id=${t.ids['sale.a.client']}`);
    expect(own.status).toBe(200);
    expect(own.body.data.map((c: { package: { id: string } }) => c.package.id)).toEqual([t.ids['sale.a.package']]);
  },
});
