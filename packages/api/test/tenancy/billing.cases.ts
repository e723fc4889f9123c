import { cards, platformPayments, subscriptionAddons, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Res } from '../support/client';
import type { Cases, TenancyWorld } from './world';

const SUB = '/api/v1/subscription';

/** B pays for a plan: two cards, a paid charge, an add-on (written as the webhooks would). */
export async function seed(t: TenancyWorld) {
  const businessId = t.b.user.business.id;
  const [card] = await t.h.db
    .insert(cards)
    .values([
      { business_id: businessId, provider: 'stripe', provider_ref: 'pm_beta_1', brand: 'visa', last4: '4242', is_default: true },
      { business_id: businessId, provider: 'stripe', provider_ref: 'pm_beta_2', brand: 'mastercard', last4: '5454' },
    ])
    .returning();
  t.ids.bCard = card?.id as string;
  const other = await t.h.db.query.cards.findFirst({ where: eq(cards.provider_ref, 'pm_beta_2') });
  t.ids.bOtherCard = other?.id as string;
  await t.h.db.insert(platformPayments).values({
    business_id: businessId,
    kind: 'subscription',
    status: 'paid',
    description: 'Kairos Secret Beta plan',
    amount: 2000,
    currency: 'GBP',
    provider: 'stripe',
    provider_ref: 'in_beta_1',
  });
  await t.h.db.insert(subscriptionAddons).values({ business_id: businessId, addon: 'marketing', status: 'active' });
  await t.h.db
    .update(subscriptions)
    .set({
      plan_id: 'business_monthly',
      plan_name: 'Business Monthly',
      billing: 'monthly',
      provider: 'stripe',
      provider_subscription_id: 'sub_beta',
      provider_customer_id: 'cus_beta',
      provider_status: 'active',
    })
    .where(eq(subscriptions.business_id, businessId));
}

/** Everything of B's billing, to compare before and after A's attempt. */
async function bBilling(t: TenancyWorld) {
  const id = t.b.user.business.id;
  const [sub, cardRows, payments, addons] = await Promise.all([
    t.h.db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, id) }),
    t.h.db.select().from(cards).where(eq(cards.business_id, id)),
    t.h.db.select().from(platformPayments).where(eq(platformPayments.business_id, id)),
    t.h.db.select().from(subscriptionAddons).where(eq(subscriptionAddons.business_id, id)),
  ]);
  return JSON.stringify({ sub, cardRows, payments, addons });
}

/** A's call answers about A only (or is refused) and B's billing is as it was. */
function unchanged(t: TenancyWorld, method: string, path: string, body?: unknown, check?: (res: Res) => void) {
  return async () => {
    const before = await bBilling(t);
    const res = await t.a.client.request(method, path, body);
    expect(JSON.stringify(res.body)).not.toMatch(/Secret Beta|pm_beta|sub_beta|cus_beta|5454/);
    check?.(res);
    expect(await bBilling(t)).toBe(before);
  };
}

export const cases = (t: TenancyWorld): Cases => ({
  'billing.details': unchanged(t, 'GET', `${SUB}/details`, undefined, (res) => {
    expect(res.body.data).toMatchObject({ plan_id: null, state: 'trial', has_card: false });
  }),
  'billing.plans': unchanged(t, 'GET', `${SUB}/plans`, undefined, (res) => {
    expect(res.body.data.filter((p: { is_current: boolean }) => p.is_current)).toEqual([]);
  }),
  'billing.addons': unchanged(t, 'GET', `${SUB}/addons`, undefined, (res) => {
    expect(res.body.data.every((a: { status: string }) => a.status === 'none')).toBe(true);
  }),
  'billing.history': unchanged(t, 'GET', `${SUB}/history`, undefined, (res) => {
    expect(res.body.meta.total).toBe(0);
  }),
  'billing.cards': unchanged(t, 'GET', `${SUB}/cards`, undefined, (res) => {
    expect(res.body.data).toEqual([]);
  }),
  'billing.setDefaultCard': async () => {
    const before = await bBilling(t);
    await t.notFoundForA('PUT', `${SUB}/cards/${t.ids.bOtherCard}`);
    expect(await bBilling(t)).toBe(before);
    // Positive control: B can.
    expect((await t.b.client.get(`${SUB}/cards`)).body.data).toHaveLength(2);
  },
  'billing.deleteCard': async () => {
    const before = await bBilling(t);
    await t.notFoundForA('DELETE', `${SUB}/cards/${t.ids.bCard}`);
    await t.notFoundForA('DELETE', `${SUB}/cards/${t.ids.bOtherCard}`);
    expect(await bBilling(t)).toBe(before);
  },
  'billing.addCard': unchanged(t, 'POST', `${SUB}/cards`, {}),
  'billing.confirmCard': unchanged(t, 'POST', `${SUB}/cards/confirm`, { session_id: 'cs_setup_beta' }, (res) => {
    expect(res.status).toBe(404);
  }),
  'billing.subscribe': unchanged(t, 'POST', `${SUB}/subscribe`, { plan_id: 'lite_monthly' }),
  'billing.swap': unchanged(t, 'POST', `${SUB}/swap`, { plan_id: 'premium_monthly' }, (res) => {
    expect(res.body.code).toBe('NO_SUBSCRIPTION');
  }),
  'billing.cancel': unchanged(t, 'POST', `${SUB}/cancel`, {}, (res) => {
    expect(res.body.code).toBe('NO_SUBSCRIPTION');
  }),
  'billing.resume': unchanged(t, 'POST', `${SUB}/resume`, {}, (res) => {
    expect(res.body.code).toBe('NO_SUBSCRIPTION');
  }),
  'billing.autoRenew': unchanged(t, 'PUT', '/api/v1/user/auto-renew', { auto_renew: false }, (res) => {
    expect(res.body.code).toBe('NO_SUBSCRIPTION');
  }),
  'billing.addon': unchanged(t, 'POST', `${SUB}/addon`, { addon_id: 'marketing' }, (res) => {
    expect(res.body.code).toBe('NO_SUBSCRIPTION');
  }),
  'billing.cancelAddon': unchanged(t, 'POST', `${SUB}/addon/cancel`, { addon_id: 'marketing' }, (res) => {
    expect(res.status).toBe(404);
  }),
});
