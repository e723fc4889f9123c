import { expect } from 'vitest';
import { crudCases, crudSeed } from './crud-cases';
import type { Cases, TenancyWorld } from './world';

/** Classes and packages: the list-and-form cases, plus B's services, which A's packages must never include. */
const classes = {
  area: 'classes',
  rest: 'classes',
  marker: 'Vinyasa',
  sample: (name: string) => ({ name, spaces: 8, limit_spaces: true, notes: `${name} notes` }),
};

const service = (name: string) => ({
  name,
  type: 'single',
  parts: [{ title: name, duration_minutes: 30, type: 'block' }],
  colour: '#2563eb',
  price: 1000,
});

/** A package body: "Mine…" (A's own rows and create) uses A's service; every other marker is B's. */
const packages = (t: TenancyWorld) => ({
  area: 'packages',
  rest: 'packages',
  marker: 'Bundle',
  sample: (name: string) => ({
    name,
    services: [{ service_id: t.ids[name.startsWith('Mine') ? 'offerings.a.service' : 'offerings.b.service'], quantity: 2 }],
    price: 5000,
    expiry_months: 6,
  }),
});

export async function seed(t: TenancyWorld) {
  t.ids['offerings.b.service'] = (await t.b.client.post('/api/v1/services', service('Secret Massage'))).body.data.id;
  t.ids['offerings.a.service'] = (await t.a.client.post('/api/v1/services', service('Own Massage'))).body.data.id;
  await crudSeed(classes)(t);
  await crudSeed(packages(t))(t);
}

export const cases = (t: TenancyWorld): Cases => {
  const classCases = crudCases(t, classes);
  const packageCases = crudCases(t, packages(t));
  return {
    ...classCases,
    ...packageCases,
    'classes.get': async () => {
      await classCases['classes.get']?.();
      await t.notFoundForA('GET', `/api/v1/classes/${t.ids['classes.live']}?from=2026-11-20`);
    },
    'packages.create': async () => {
      await packageCases['packages.create']?.();
      // B's service in A's package reads as NOT_FOUND, alone or beside A's own.
      const sneaky = {
        name: 'Sneaky',
        price: 1,
        services: [{ service_id: t.ids['offerings.a.service'] }, { service_id: t.ids['offerings.b.service'] }],
      };
      await t.notFoundForA('POST', '/api/v1/packages', sneaky);
      const list = await t.a.client.get('/api/v1/packages?per_page=100');
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).toContain('Mine Bundle');
      expect(JSON.stringify(list.body)).not.toContain('Sneaky');
    },
    'packages.update': async () => {
      await packageCases['packages.update']?.();
      // A's own package cannot take B's service either.
      const own = await t.a.client.post('/api/v1/packages', {
        name: 'Own bundle',
        price: 1,
        services: [{ service_id: t.ids['offerings.a.service'] }],
      });
      await t.notFoundForA('PUT', `/api/v1/packages/${own.body.data.id}`, {
        name: 'Own bundle',
        price: 1,
        services: [{ service_id: t.ids['offerings.b.service'] }],
      });
      const detail = await t.a.client.get(`/api/v1/packages/${own.body.data.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data.services.map((s: { service_id: string }) => s.service_id)).toEqual([t.ids['offerings.a.service']]);
      expect(JSON.stringify(detail.body)).not.toContain('Secret');
    },
  };
};
