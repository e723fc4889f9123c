import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

/** B has a goal: A never sees it in its list and cannot change or delete it by id. */
export async function seed(t: TenancyWorld) {
  const res = await t.b.client.post('/api/v1/goal', { type: 'income', period: 'month', amount: 777_00 });
  expect(res.status).toBe(200);
  t.ids.bGoal = res.body.data.id;
}

const bGoalUnchanged = async (t: TenancyWorld) => {
  const mine = (await t.b.client.get('/api/v1/goal')).body.data;
  expect(mine).toMatchObject([{ id: t.ids.bGoal, type: 'income', amount: 777_00 }]);
};

export const cases = (t: TenancyWorld): Cases => ({
  'goals.list': async () => {
    const res = await t.a.client.get('/api/v1/goal');
    expect(res.status).toBe(200);
    expect(res.body.data.map((g: { id: string }) => g.id)).not.toContain(t.ids.bGoal);
  },
  'goals.create': async () => {
    // A's goal is A's own: B's financial goal does not make A's category taken, and B's list is untouched.
    const res = await t.a.client.post('/api/v1/goal', { type: 'net_income', period: 'week', amount: 5 });
    expect(res.status).toBe(200);
    await t.a.client.del(`/api/v1/goal/${res.body.data.id}`);
    await bGoalUnchanged(t);
  },
  'goals.update': async () => {
    await t.notFoundForA('PUT', `/api/v1/goal/${t.ids.bGoal}`, { type: 'appointments', period: 'week', amount: 1 });
    await bGoalUnchanged(t);
  },
  'goals.delete': async () => {
    await t.notFoundForA('DELETE', `/api/v1/goal/${t.ids.bGoal}`);
    await bGoalUnchanged(t);
  },
});
