import { expect } from 'vitest';
import { crudCases, crudSeed } from './crud-cases';
import type { TenancyWorld } from './world';

const AREAS = [
  {
    area: 'services',
    rest: 'services',
    marker: 'Balayage',
    sample: (name: string) => ({
      name,
      type: 'single',
      parts: [{ title: name, duration_minutes: 60, type: 'block' }],
      colour: '#0f766e',
      price: 5000,
    }),
  },
  { area: 'locations', rest: 'locations', marker: 'Studio', sample: (title: string) => ({ title, city: 'Lviv' }) },
  {
    area: 'discounts',
    rest: 'discounts',
    marker: 'Friends',
    sample: (name: string) => ({ name, type: 'percentage', value: 1000 }),
  },
];

export async function seed(t: TenancyWorld) {
  for (const a of AREAS) await crudSeed(a)(t);
}

export const cases = (t: TenancyWorld) =>
  Object.assign({}, ...AREAS.map((a) => crudCases(t, a)), {
    'services.export': async () => {
      const res = await t.a.client.mutate('services.export', { format: 'csv' });
      expect(res.status).toBe(200);
      const text = Buffer.from(res.body.result.data.content_base64, 'base64').toString('utf8');
      // Positive control: A's own service is there; none of B's is, active or archived.
      expect(text).toContain('Mine Balayage');
      expect(text).not.toContain('Secret Balayage');
      const archived = await t.a.client.post('/api/v1/services/export', { format: 'csv', archived: true });
      expect(archived.status).toBe(200);
      expect(String(archived.body)).toContain('Mine archived Balayage');
      expect(String(archived.body)).not.toContain('Old Balayage');
    },
  });
