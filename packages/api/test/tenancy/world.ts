import { expect } from 'vitest';
import { type Harness, makeHarness, messagesOff, registerOwner } from '../support/harness';

export type Owner = Awaited<ReturnType<typeof registerOwner>>;
export type Cases = Record<string, () => Promise<void>>;

/**
 * Two businesses, A (the attacker) and B (the victim), with some of B's
 * records. Each area's `<area>.cases.ts` adds the records it needs in `seed`.
 */
export interface TenancyWorld {
  h: Harness;
  a: Owner;
  b: Owner;
  bClientId: string;
  bArchivedId: string;
  /** Free-form ids areas seed for B (e.g. services, locations). */
  ids: Record<string, string>;
  notFoundForA(method: string, path: string, body?: unknown): Promise<void>;
  bClientUnchanged(): Promise<void>;
}

export async function makeWorld(): Promise<TenancyWorld> {
  const h = await makeHarness();
  const a = await registerOwner(h, { business_name: 'Alpha' });
  const b = await registerOwner(h, { business_name: 'Beta' });
  // The areas' seeds add appointments: no confirmations, so each area's rows are only what it seeds.
  for (const o of [a, b]) await messagesOff(h, o.user.business.id);
  const bClientId = (
    await b.client.post('/api/v1/clients', { first_name: 'Secret', last_name: 'Client', email: 'secret@beta.example' })
  ).body.data.id;
  const bArchivedId = (await b.client.post('/api/v1/clients', { first_name: 'Old', last_name: 'Secret' })).body.data.id;
  await b.client.del(`/api/v1/clients/${bArchivedId}`);
  return {
    h,
    a,
    b,
    bClientId,
    bArchivedId,
    ids: {},
    async notFoundForA(method, path, body) {
      const res = await a.client.request(method, path, body);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    },
    async bClientUnchanged() {
      const res = await b.client.get(`/api/v1/clients/${bClientId}`);
      expect(res.body.data).toMatchObject({ first_name: 'Secret', last_name: 'Client', archived_at: null });
    },
  };
}
