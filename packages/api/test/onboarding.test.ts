import { onboardingSteps, subscriptions, users } from '@kairos/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOUR_IDS } from '../src/shared/onboarding';
import { signedInAdmin } from './support/admin';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
});
afterAll(() => h.close());

type Owner = Awaited<ReturnType<typeof registerOwner>>;
const PATH = '/api/v1/onboarding';
const readOf = async (o: Pick<Owner, 'client'>) => (await o.client.get(PATH)).body.data.read as string[];
const rowsOf = async (userId: string) =>
  (await h.db.select({ n: count() }).from(onboardingSteps).where(eq(onboardingSteps.user_id, userId)))[0]?.n;

describe('onboarding read list', () => {
  it('starts empty; a marked tour is listed (REST and tRPC), in the tours’ order', async () => {
    const o = await registerOwner(h);
    expect(await o.client.get(PATH)).toMatchObject({ status: 200, body: { data: { read: [] } } });
    const marked = await o.client.post(PATH, { step_id: 'clients' });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toEqual({ read: ['clients'] });
    const trpc = await o.client.mutate('onboarding.mark', { step_id: 'dashboard' });
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data).toEqual({ read: ['dashboard', 'clients'] });
    expect((await o.client.query('onboarding.list')).body.result.data).toEqual({ read: ['dashboard', 'clients'] });
    const [row] = await h.db.select().from(onboardingSteps).where(eq(onboardingSteps.step_id, 'dashboard'));
    expect(row?.read_at).toEqual(h.clock.now);
  });

  it('is idempotent: a repeat and 10 racing requests leave one row and answer 200', async () => {
    const o = await registerOwner(h);
    expect((await o.client.post(PATH, { step_id: 'calendar' })).status).toBe(200);
    const first = (await h.db.select().from(onboardingSteps).where(eq(onboardingSteps.user_id, o.user.id)))[0];
    h.advance(60_000);
    expect((await o.client.post(PATH, { step_id: 'calendar' })).body.data).toEqual({ read: ['calendar'] });
    const racing = await Promise.all(Array.from({ length: 10 }, () => o.client.post(PATH, { step_id: 'invoices' })));
    expect(racing.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await rowsOf(o.user.id)).toBe(2);
    // The first read stays the one recorded.
    const calendar = (await h.db.select().from(onboardingSteps).where(eq(onboardingSteps.user_id, o.user.id))).find(
      (r) => r.step_id === 'calendar',
    );
    expect(calendar?.read_at).toEqual(first?.read_at);
    expect(await readOf(o)).toEqual(['calendar', 'invoices']);
  });

  it('refuses an unknown or missing step id with a translated 422 and writes nothing', async () => {
    const o = await registerOwner(h);
    const en = await o.client.post(PATH, { step_id: 'nope' });
    expect(en.status).toBe(422);
    expect(en.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Tour: invalid value',
      errors: { step_id: ['Invalid value'] },
    });
    const uk = await o.client.post(PATH, { step_id: 'nope' }, { 'x-locale': 'uk' });
    expect(uk.status).toBe(422);
    expect(uk.body).toMatchObject({ message: 'Тур: неправильне значення', errors: { step_id: ['Неправильне значення'] } });
    const missing = await o.client.post(PATH, {});
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('VALIDATION_ERROR');
    expect(await rowsOf(o.user.id)).toBe(0);
  });

  it('keeps each user’s list their own', async () => {
    const a = await registerOwner(h);
    const b = await registerOwner(h);
    await a.client.post(PATH, { step_id: 'marketing' });
    expect(await readOf(a)).toEqual(['marketing']);
    expect(await readOf(b)).toEqual([]);
  });

  it('is_hidden_admin: every tour counts as read and marking writes nothing', async () => {
    const o = await registerOwner(h);
    await h.db.update(users).set({ is_hidden_admin: true }).where(eq(users.id, o.user.id));
    expect(await readOf(o)).toEqual([...TOUR_IDS]);
    const res = await o.client.post(PATH, { step_id: 'sales' });
    expect(res.status).toBe(200);
    expect(res.body.data.read).toEqual([...TOUR_IDS]);
    expect(await rowsOf(o.user.id)).toBe(0);
  });

  it('an admin signed in as the owner sees every tour read and marks none of the owner’s', async () => {
    const owner = await registerOwner(h);
    const admin = await signedInAdmin(h);
    expect((await admin.client.post(`/api/v1/admin/user/${owner.user.id}`, {})).status).toBe(200);
    expect(await readOf(admin)).toEqual([...TOUR_IDS]);
    expect((await admin.client.post(PATH, { step_id: 'expenses' })).status).toBe(200);
    expect(await rowsOf(owner.user.id)).toBe(0);
    expect(await readOf(owner)).toEqual([]);
  });

  it('read-only mode still records a tour read (it is not business data)', async () => {
    const o = await registerOwner(h);
    await h.db
      .update(subscriptions)
      .set({ trial_ends_at: new Date(h.clock.now.getTime() - 86_400_000) })
      .where(eq(subscriptions.business_id, o.user.business.id));
    expect((await o.client.post('/api/v1/clients', { first_name: 'No', last_name: 'Write' })).body.code).toBe('READ_ONLY');
    expect((await o.client.post(PATH, { step_id: 'income' })).body.data).toEqual({ read: ['income'] });
  });

  it('is for business users: an admin without a business is refused', async () => {
    const admin = await signedInAdmin(h);
    expect((await admin.client.get(PATH)).status).toBe(403);
    expect((await admin.client.post(PATH, { step_id: 'income' })).status).toBe(403);
  });
});
