import { affiliateEarnings, affiliatePayouts, affiliates, apiTokens, promoCodes, sessions, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { issueApiUserToken } from '../../src/core/api-tokens';
import type { Cases, TenancyWorld } from './world';

const ADMIN = '/api/v1/admin';

/**
 * What an admin could change here: promo codes, B's API token, an affiliate's settings, earnings and
 * sessions. Owner A calling any admin-tools procedure is FORBIDDEN and all of it stays as it was.
 */
async function state(t: TenancyWorld) {
  const [codes, tokens, affs, payouts, earnings, affSessions, bUser] = await Promise.all([
    t.h.db.select().from(promoCodes),
    t.h.db.select().from(apiTokens),
    t.h.db.select().from(affiliates),
    t.h.db.select().from(affiliatePayouts),
    t.h.db.select().from(affiliateEarnings),
    t.h.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.user_id, t.ids.affiliate ?? '')),
    t.h.db.query.users.findFirst({ where: eq(users.id, t.b.user.id) }),
  ]);
  return { codes, tokens, affs, payouts, earnings, affSessions, bApi: bUser?.is_api_user };
}

const snapshots = new WeakMap<TenancyWorld, unknown>();

export async function seed(t: TenancyWorld) {
  const [code] = await t.h.db
    .insert(promoCodes)
    .values({ code: 'BETA10', discount_type: 'percent', amount: 1000, duration: 'on_going', created_at: t.h.clock.now })
    .returning();
  t.ids.promoCode = code?.id ?? '';
  t.ids.apiToken = (await issueApiUserToken(t.h.db, t.b.user.id, 'beta', t.h.clock.now)).id;
  const aff = t.h.client_();
  const res = await aff.post('/api/register-affiliate', {
    first_name: 'Ivan',
    last_name: 'Partner',
    email: `partner.${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: 'Secret123',
    password_confirmation: 'Secret123',
  });
  t.ids.affiliate = res.body.data.id;
  await t.h.db.insert(affiliateEarnings).values({
    affiliate_user_id: t.ids.affiliate as string,
    platform_payment_id: crypto.randomUUID(),
    amount: 500,
    currency: 'GBP',
    payable_at: new Date(t.h.clock.now.getTime() - 1000),
    created_at: t.h.clock.now,
  });
  snapshots.set(t, await state(t));
}

async function forbidden(t: TenancyWorld, method: string, path: string, body?: unknown) {
  const res = await t.a.client.request(method, `${ADMIN}${path}`, body);
  expect(res.status).toBe(403);
  expect(res.body.code).toBe('FORBIDDEN');
  expect(await state(t)).toEqual(snapshots.get(t));
}

const affiliate = (t: TenancyWorld) => t.ids.affiliate;

export const cases = (t: TenancyWorld): Cases => ({
  'adminTools.promoCodesList': () => forbidden(t, 'GET', '/promo-codes'),
  'adminTools.promoCodesCreate': () =>
    forbidden(t, 'POST', '/promo-codes', { code: 'ALPHA', discount_type: 'percent', amount: 50, duration: 'one_time' }),
  'adminTools.promoCodesDelete': () => forbidden(t, 'DELETE', `/promo-codes/${t.ids.promoCode}`),
  'adminTools.tokensList': () => forbidden(t, 'GET', '/token'),
  'adminTools.tokensCreate': () => forbidden(t, 'POST', '/token', { user_id: t.a.user.id, name: 'mine' }),
  'adminTools.tokensRevoke': () => forbidden(t, 'DELETE', `/token/${t.ids.apiToken}`),
  'adminTools.apiUsers': () => forbidden(t, 'GET', '/api-users'),
  'adminTools.affiliatesList': () => forbidden(t, 'GET', '/affiliate'),
  'adminTools.affiliatesCreate': () =>
    forbidden(t, 'POST', '/affiliate', {
      first_name: 'A',
      last_name: 'B',
      email: 'sneaky@example.com',
      password: 'Secret123',
    }),
  'adminTools.affiliatesUpdate': () => forbidden(t, 'PUT', `/affiliate/${affiliate(t)}`, { percent_amount: 10_000 }),
  'adminTools.affiliatesDelete': () => forbidden(t, 'DELETE', `/affiliate/${affiliate(t)}`),
  'adminTools.payAffiliate': () => forbidden(t, 'POST', `/user/pay-affiliate/${affiliate(t)}`),
});
