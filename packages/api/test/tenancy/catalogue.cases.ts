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

export const cases = (t: TenancyWorld) => Object.assign({}, ...AREAS.map((a) => crudCases(t, a)));
