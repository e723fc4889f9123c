import { expect } from 'vitest';
import { grant, spend } from '../../src/credits/ledger';
import { chooseBundle } from '../../src/credits/purchase';
import type { Cases, TenancyWorld } from './world';

/** B has bought credits and spent them (entries A must never see) and auto top-up on (A must not be able to change it). */
export async function seed(t: TenancyWorld) {
  const businessId = t.b.user.business.id;
  await grant(t.h.db, { businessId, channel: 'sms', amount: 77, reason: 'bundle', referenceId: 'b-bundle', now: t.h.clock.now });
  // Spent again at once: B's balance stays what other areas' cases expect (admin.cases snapshots it).
  await spend(t.h.db, { businessId, channel: 'sms', amount: 77, reason: 'message', referenceId: 'b-send', now: t.h.clock.now });
  await chooseBundle(t.h.db, businessId, 'sms', { bundleId: 'sms_100', autoRenew: true }, t.h.clock.now);
}

const VIEW = '/api/v1/user/credits?channel=sms';
const bView = async (t: TenancyWorld) => (await t.b.client.get(VIEW)).body.data;

export const cases = (t: TenancyWorld): Cases => ({
  'credits.emailBundles': async () => {
    expect((await t.a.client.get('/api/v1/data/email-bundles')).status).toBe(200);
  },
  'credits.smsBundles': async () => {
    expect((await t.a.client.get('/api/v1/data/sms-bundles')).status).toBe(200);
  },
  'credits.credits': async () => {
    // A's ledger and balance are A's own: B's bundle is not in them.
    const mine = (await t.a.client.get(VIEW)).body.data;
    expect(mine.entries.items.map((e: { delta: number }) => e.delta)).not.toContain(77);
    expect(mine).toMatchObject({ auto_renew: false, bundle_id: null });
    expect((await bView(t)).entries.items.map((e: { delta: number }) => e.delta)).toContain(77);
  },
  'credits.setAutoTopUp': async () => {
    const res = await t.a.client.put('/api/v1/user/credits/auto-top-up', { channel: 'sms', auto_renew: false });
    expect(res.status).toBe(200);
    expect(await bView(t)).toMatchObject({ auto_renew: true, bundle_id: 'sms_100' });
  },
  'credits.buySmsBundle': async () => {
    // A has no card: refused, and B's credits are untouched whatever A sends.
    const before = (await bView(t)).balance;
    const res = await t.a.client.post('/api/v1/user/sms-notification-settings/buy-sms-bundle/sms_100', {
      business_id: t.b.user.business.id,
    });
    expect(res.status).not.toBe(200);
    expect((await bView(t)).balance).toBe(before);
  },
  'credits.buyEmailBundle': async () => {
    const bEmail = async () => (await t.b.client.get('/api/v1/user/credits?channel=email')).body.data.balance;
    const before = await bEmail();
    const res = await t.a.client.post('/api/v1/user/email-notification-settings/buy-email-bundle/email_1000', {});
    expect(res.status).not.toBe(200);
    expect(await bEmail()).toBe(before);
  },
});
