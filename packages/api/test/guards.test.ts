import { subscriptions, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCallerFactory, gated, router, writableProcedure } from '../src/core/trpc';
import { buildContext } from '../src/http/context';
import { type Harness, makeHarness, registerOwner } from './support/harness';

// The guards every later area declares on its procedures, exercised on a real database.
const probe = router({
  write: writableProcedure.output(z.literal('ok')).mutation(() => 'ok' as const),
  marketing: gated('marketing')
    .output(z.literal('ok'))
    .query(() => 'ok' as const),
  booking: gated('online_booking', { write: true })
    .output(z.literal('ok'))
    .mutation(() => 'ok' as const),
});
const caller = createCallerFactory(probe);

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

async function callerFor(c: Awaited<ReturnType<typeof registerOwner>>['client']) {
  const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const app = new (await import('hono')).Hono();
  let ctx: Awaited<ReturnType<typeof buildContext>> | undefined;
  app.get('/', async (hc) => {
    ctx = await buildContext(hc, h.deps, false);
    return hc.text('');
  });
  await app.request('http://localhost/', { headers: { cookie, 'x-locale': 'en' } });
  return caller(ctx as NonNullable<typeof ctx>);
}

const setPlan = (businessId: string, o: Partial<typeof subscriptions.$inferInsert>) =>
  h.db.update(subscriptions).set(o).where(eq(subscriptions.business_id, businessId));
const DAY = 86_400_000;

describe('plan, read-only and feature guards', () => {
  it('a trial may write and use every feature', async () => {
    const o = await registerOwner(h);
    const c = await callerFor(o.client);
    expect(await c.write()).toBe('ok');
    expect(await c.marketing()).toBe('ok');
  });

  it('a lapsed trial is read-only: "Your subscription has expired"', async () => {
    const o = await registerOwner(h);
    await setPlan(o.user.business.id, { trial_ends_at: new Date(h.clock.now.getTime() - DAY) });
    const c = await callerFor(o.client);
    await expect(c.write()).rejects.toMatchObject({ appCode: 'READ_ONLY' });
    await expect(c.write()).rejects.toSatisfy(
      (e: { translate: (l: 'en') => string }) => e.translate('en') === 'Your subscription has expired',
    );
  });

  it('an incomplete payment makes a subscriber read-only', async () => {
    const o = await registerOwner(h);
    await setPlan(o.user.business.id, {
      plan_name: 'Premium',
      trial_ends_at: new Date(h.clock.now.getTime() - DAY),
      has_incomplete_payment: true,
    });
    await expect((await callerFor(o.client)).write()).rejects.toMatchObject({ appCode: 'READ_ONLY' });
  });

  it('an API user is never read-only', async () => {
    const o = await registerOwner(h);
    await setPlan(o.user.business.id, { trial_ends_at: new Date(h.clock.now.getTime() - DAY) });
    await h.db.update(users).set({ is_api_user: true }).where(eq(users.id, o.user.id));
    expect(await (await callerFor(o.client)).write()).toBe('ok');
  });

  it('a lite subscriber is told which plan has the feature', async () => {
    const o = await registerOwner(h);
    await setPlan(o.user.business.id, { plan_name: 'Lite', trial_ends_at: new Date(h.clock.now.getTime() - DAY) });
    const c = await callerFor(o.client);
    await expect(c.marketing()).rejects.toSatisfy(
      (e: { appCode: string; translate: (l: 'en' | 'uk') => string }) =>
        e.appCode === 'FEATURE_NOT_IN_PLAN' &&
        e.translate('en') === 'This feature is available only on premium plan' &&
        e.translate('uk') === 'Ця функція доступна лише в плані «premium»',
    );
    await expect(c.booking()).rejects.toMatchObject({ appCode: 'FEATURE_NOT_IN_PLAN', params: { plan: 'business' } });
    expect(await c.write()).toBe('ok');
  });

  it('the premium flag unlocks everything', async () => {
    const o = await registerOwner(h);
    await setPlan(o.user.business.id, { plan_name: 'Lite', trial_ends_at: new Date(h.clock.now.getTime() - DAY) });
    await h.db.update(users).set({ is_premium: true }).where(eq(users.id, o.user.id));
    expect(await (await callerFor(o.client)).marketing()).toBe('ok');
  });
});
