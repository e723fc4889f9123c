import { expect } from 'vitest';
import { crudCases, crudSeed } from './crud-cases';
import type { Cases, TenancyWorld } from './world';

/** Products: the list-and-form cases, and an export that holds only the caller's products. */
const products = {
  area: 'products',
  rest: 'products',
  marker: 'Shampoo',
  sample: (name: string) => ({ name, description: `${name} description`, price: 1250, cost_price: 400, stock: 3 }),
};

export const seed = crudSeed(products);

export const cases = (t: TenancyWorld): Cases => ({
  ...crudCases(t, products),
  'products.export': async () => {
    const res = await t.a.client.mutate('products.export', { format: 'csv' });
    expect(res.status).toBe(200);
    const text = Buffer.from(res.body.result.data.content_base64, 'base64').toString('utf8');
    // Positive control: A's own product is there; none of B's is, active or archived.
    expect(text).toContain('Mine Shampoo');
    expect(text).not.toContain('Secret Shampoo');
    const archived = await t.a.client.post('/api/v1/products/export', { format: 'csv', archived: true });
    expect(archived.status).toBe(200);
    expect(String(archived.body)).toContain('Mine archived Shampoo');
    expect(String(archived.body)).not.toContain('Old Shampoo');
  },
});
