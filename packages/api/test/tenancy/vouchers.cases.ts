import { expect } from 'vitest';
import { crudCases, crudSeed } from './crud-cases';
import type { Cases, TenancyWorld } from './world';

const service = (name: string) => ({
  name,
  type: 'single',
  parts: [{ title: name, duration_minutes: 30, type: 'block' }],
  colour: '#2563eb',
  price: 2000,
});

/** An items voucher: "Mine…" (A's rows and create) holds A's service and product; every other marker B's. */
const vouchers = (t: TenancyWorld) => ({
  area: 'vouchers',
  rest: 'gift-voucher',
  marker: 'Spa day',
  sample: (name: string) => {
    const who = name.startsWith('Mine') ? 'a' : 'b';
    return {
      name,
      kind: 'items',
      included: [
        { type: 'service', id: t.ids[`vouchers.${who}.service`], quantity: 2 },
        { type: 'product', id: t.ids[`vouchers.${who}.product`], quantity: 1 },
      ],
      template: 'birthday',
      colour: '#db2777',
      expiry_months: 12,
      notes_title: `${name} title`,
    };
  },
});

export async function seed(t: TenancyWorld) {
  for (const [who, owner] of [
    ['a', t.a],
    ['b', t.b],
  ] as const) {
    const label = who === 'a' ? 'Own' : 'Secret';
    t.ids[`vouchers.${who}.service`] = (await owner.client.post('/api/v1/services', service(`${label} Facial`))).body.data.id;
    t.ids[`vouchers.${who}.product`] = (
      await owner.client.post('/api/v1/products', { name: `${label} Serum`, price: 1500 })
    ).body.data.id;
  }
  await crudSeed(vouchers(t))(t);
}

export const cases = (t: TenancyWorld): Cases => {
  const base = crudCases(t, vouchers(t));
  const sneaky = (type: 'service' | 'product') => ({
    name: 'Sneaky',
    kind: 'items',
    included: [
      { type: 'service', id: t.ids['vouchers.a.service'] },
      { type, id: t.ids[`vouchers.b.${type}`] },
    ],
    colour: '#db2777',
  });
  return {
    ...base,
    'vouchers.list': async () => {
      await base['vouchers.list']?.();
      const filtered = await t.a.client.get('/api/v1/gift-voucher?without_expiried=1&per_page=100');
      expect(filtered.status).toBe(200);
      expect(JSON.stringify(filtered.body)).toContain('Mine Spa day');
      expect(JSON.stringify(filtered.body)).not.toContain('Secret Spa day');
    },
    'vouchers.create': async () => {
      await base['vouchers.create']?.();
      // B's service or product in A's voucher reads as NOT_FOUND, beside A's own; nothing is written.
      await t.notFoundForA('POST', '/api/v1/gift-voucher', sneaky('service'));
      await t.notFoundForA('POST', '/api/v1/gift-voucher', sneaky('product'));
      const list = await t.a.client.get('/api/v1/gift-voucher?per_page=100');
      expect(JSON.stringify(list.body)).toContain('Mine Spa day');
      expect(JSON.stringify(list.body)).not.toContain('Sneaky');
    },
    'vouchers.update': async () => {
      await base['vouchers.update']?.();
      const own = t.ids['vouchers.a.live'] as string;
      await t.notFoundForA('PUT', `/api/v1/gift-voucher/${own}`, sneaky('product'));
      const detail = await t.a.client.get(`/api/v1/gift-voucher/${own}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data.included.map((i: { id: string }) => i.id)).toEqual([
        t.ids['vouchers.a.service'],
        t.ids['vouchers.a.product'],
      ]);
    },
  };
};
