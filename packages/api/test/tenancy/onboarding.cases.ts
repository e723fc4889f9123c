import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

/** B has read the calendar tour; A's reads and marks never show in B's list (the list is per user). */
export async function seed(t: TenancyWorld) {
  expect((await t.b.client.post('/api/v1/onboarding', { step_id: 'calendar' })).status).toBe(200);
}

const readOf = async (c: TenancyWorld['a']['client']) => (await c.get('/api/v1/onboarding')).body.data.read as string[];

export const cases = (t: TenancyWorld): Cases => ({
  'onboarding.list': async () => {
    expect(await readOf(t.a.client)).not.toContain('calendar');
    expect(await readOf(t.b.client)).toContain('calendar');
  },
  'onboarding.mark': async () => {
    const res = await t.a.client.post('/api/v1/onboarding', { step_id: 'clients', user_id: t.b.user.id });
    expect(res.status).toBe(200);
    expect(res.body.data.read).toContain('clients');
    expect(await readOf(t.b.client)).toEqual(['calendar']);
  },
});
