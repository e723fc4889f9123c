import { businesses, platformPayments, subscriptions, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAffiliate } from './support/admin';
import { type Harness, makeHarness, registerOwner } from './support/harness';

const DAY = 86_400_000;
let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
});
afterAll(() => h.close());

/** An owner registered, then moved to `created` with the given subscription, region and source. */
async function seedOwner(
  created: string,
  sub: Partial<typeof subscriptions.$inferInsert>,
  extra: { region?: 'GB' | 'UK'; source?: string; paidAt?: Date } = {},
) {
  const o = await registerOwner(h);
  const bid = o.user.business.id;
  await h.db
    .update(users)
    .set({ created_at: new Date(created), sign_up_source: extra.source ?? 'direct' })
    .where(eq(users.id, o.user.id));
  if (Object.keys(sub).length) await h.db.update(subscriptions).set(sub).where(eq(subscriptions.business_id, bid));
  if (extra.region) await h.db.update(businesses).set({ region: extra.region }).where(eq(businesses.id, bid));
  if (extra.paidAt) {
    await h.db.insert(platformPayments).values({
      business_id: bid,
      kind: 'subscription',
      status: 'paid',
      description: 'Plan',
      amount: 2000,
      currency: 'GBP',
      provider: 'stripe',
      provider_ref: `ch_${bid}`,
      created_at: extra.paidAt,
    });
  }
}

describe('GET /admin/dashboard', () => {
  it('gives the figures worked out by hand for a seeded set', async () => {
    const now = h.clock.now.getTime(); // 2026-11-22T10:00Z
    const past = new Date(now - 60 * DAY);
    const longAgo = new Date(now - 40 * DAY);
    // 1: GB business monthly, renewing (2000/month), paid before the churn window.
    await seedOwner(
      '2026-06-10T09:00:00Z',
      { plan_name: 'Business Monthly', plan_id: 'business_monthly', trial_ends_at: past },
      { source: 'google', paidAt: longAgo },
    );
    // 2: GB business annual, renewing (20000/year = 1666.67/month).
    await seedOwner(
      '2026-10-01T09:00:00Z',
      { plan_name: 'Business Annual', plan_id: 'business_annual', trial_ends_at: past },
      { source: 'google', paidAt: longAgo },
    );
    // 3: UA lite monthly, renewing (29900 UAH), first paid inside the window.
    await seedOwner(
      '2026-11-01T09:00:00Z',
      { plan_name: 'Lite Monthly', plan_id: 'lite_monthly', trial_ends_at: past },
      { region: 'UK', paidAt: new Date(now - 10 * DAY) },
    );
    // 4: on a trial.
    await seedOwner('2026-11-20T09:00:00Z', {});
    // 5: cancelled, still running for 10 days: a subscriber, not revenue.
    await seedOwner(
      '2026-11-21T09:00:00Z',
      { plan_name: 'Lite Monthly', plan_id: 'lite_monthly', trial_ends_at: past, ends_at: new Date(now + 10 * DAY) },
      { paidAt: longAgo },
    );
    // 6: its plan ended 5 days ago: churned.
    await seedOwner(
      '2025-11-15T09:00:00Z',
      { plan_name: 'Lite Monthly', plan_id: 'lite_monthly', trial_ends_at: past, ends_at: new Date(now - 5 * DAY) },
      { paidAt: longAgo },
    );
    // Not users: an affiliate and the admin.
    await signedInAffiliate(h);
    const admin = await signedInAdmin(h);

    const res = await admin.client.get('/api/v1/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      users: 6,
      affiliates: 1,
      trialing: 1,
      subscribers: 4,
      // Since 2026-10-23T10:00Z: owners 3, 4, 5.
      sign_ups_last_30_days: 3,
      // Since 2025-12-01: owner 6 (2025-11) is outside.
      sign_ups_by_month: [
        { month: '2026-06', count: 1 },
        { month: '2026-10', count: 1 },
        { month: '2026-11', count: 3 },
      ],
      subscribers_by_plan: [
        { plan_id: 'business_annual', count: 1 },
        { plan_id: 'business_monthly', count: 1 },
        { plan_id: 'lite_monthly', count: 2 },
      ],
      // GBP: 2000 + 20000 / 12 = 3666.67 → 3667; UAH: 29900.
      mrr: [
        { currency: 'GBP', amount: 3667 },
        { currency: 'UAH', amount: 29_900 },
      ],
      // At the start (30 days ago): owners 1, 2, 5, 6 had paid and not ended; 6 ended since: 1 / 4 = 25 %.
      churn: { ended: 1, at_start: 4, rate_bp: 2500 },
      sign_up_sources: [
        { source: 'direct', count: 4 },
        { source: 'google', count: 2 },
      ],
    });
  });
});

describe('a trialing owner who chose a plan', () => {
  it('counts as trialing on the dashboard and in the lists: not a subscriber, no MRR, the plan named by its key', async () => {
    const t = await makeHarness();
    try {
      const now = t.clock.now.getTime();
      const owner = async (sub: Partial<typeof subscriptions.$inferInsert>) => {
        const o = await registerOwner(t);
        if (Object.keys(sub).length)
          await t.db.update(subscriptions).set(sub).where(eq(subscriptions.business_id, o.user.business.id));
        return o.user.id as string;
      };
      // Premium monthly chosen on day 3 of the trial: Stripe charges nothing before the trial's end.
      const chose = await owner({
        plan_name: 'Premium Monthly',
        plan_id: 'premium_monthly',
        provider: 'stripe',
        provider_status: 'trialing',
        trial_ends_at: new Date(now + 11 * DAY),
      });
      // A trial with no plan, and a paying business monthly subscriber whose trial ended.
      await owner({});
      const paying = await owner({
        plan_name: 'Business Monthly',
        plan_id: 'business_monthly',
        provider: 'stripe',
        provider_status: 'active',
        trial_ends_at: new Date(now - 20 * DAY),
      });
      const admin = await signedInAdmin(t);
      const d = (await admin.client.get('/api/v1/admin/dashboard')).body.data;
      expect(d).toMatchObject({
        trialing: 2,
        subscribers: 1,
        subscribers_by_plan: [{ plan_id: 'business_monthly', count: 1 }],
        mrr: [{ currency: 'GBP', amount: 2000 }],
      });
      const rows = (await admin.client.get('/api/v1/admin/user?per_page=100')).body.data;
      const of = (id: string) => rows.find((r: { id: string }) => r.id === id);
      expect(of(chose)).toMatchObject({ state: 'trial', plan_id: 'premium_monthly' });
      expect(of(paying)).toMatchObject({ state: 'subscriber', plan_id: 'business_monthly' });
      const trials = (await admin.client.get('/api/v1/admin/user?subscription=trial')).body.data;
      expect(trials.map((r: { id: string }) => r.id)).toContain(chose);
      const live = (await admin.client.get('/api/v1/admin/user?subscription=live')).body.data;
      expect(live.map((r: { id: string }) => r.id)).toEqual([paying]);
    } finally {
      t.close();
    }
  });
});
