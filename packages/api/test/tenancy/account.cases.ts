import { exportSettings, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { downloadLink } from '../../src/exports/download-link';
import { signedInAffiliate } from '../support/admin';
import { PASSWORD, registerOwner, uniqueEmail } from '../support/harness';
import type { Cases, TenancyWorld } from './world';

const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

/** Leaving, the automatic export and the affiliate's own procedures. */
export function cases(t: TenancyWorld): Cases {
  return {
    'account.deleteProfile': async () => {
      // A smuggled id is not part of the input; a wrong text deletes nothing anywhere.
      const wrong = await t.a.client.del(`/api/v1/user/delete?confirm_text=nope&user_id=${t.b.user.id}`);
      expect(wrong.body.code).toBe('INCORRECT_CONFIRM_TEXT');
      // Positive control: a third owner deleting (with B's id smuggled) deletes only themselves.
      const c = await registerOwner(t.h);
      const res = await c.client.del(`/api/v1/user/delete?confirm_text=DELETE&user_id=${t.b.user.id}`);
      expect(res.status).toBe(200);
      expect((await t.h.db.query.users.findFirst({ where: eq(users.id, c.user.id) }))?.deleted_at).toBeTruthy();
      expect((await t.h.db.query.users.findFirst({ where: eq(users.id, t.b.user.id) }))?.deleted_at).toBeNull();
      expect((await t.b.client.get('/api/v1/user')).status).toBe(200);
      await t.bClientUnchanged();
    },
    'settings.getExportSettings': async () => {
      await t.b.client.put('/api/v1/user/export-information-settings', { enabled: true, frequency: 'weekly', delivery: 'link' });
      const mine = await t.a.client.get(`/api/v1/user/export-information-settings?business_id=${t.b.user.business.id}`);
      expect(mine.body.data).toMatchObject({ enabled: false, frequency: 'monthly' });
      expect((await t.b.client.get('/api/v1/user/export-information-settings')).body.data.enabled).toBe(true);
    },
    'settings.updateExportSettings': async () => {
      const res = await t.a.client.put('/api/v1/user/export-information-settings', {
        enabled: true,
        frequency: 'monthly',
        delivery: 'attachment',
        business_id: t.b.user.business.id,
      });
      expect(res.status).toBe(200);
      const a = await t.h.db.query.exportSettings.findFirst({ where: eq(exportSettings.business_id, t.a.user.business.id) });
      expect(a?.enabled).toBe(true);
      const b = await t.h.db.query.exportSettings.findFirst({ where: eq(exportSettings.business_id, t.b.user.business.id) });
      expect(b?.delivery).not.toBe('attachment');
    },
    'settings.downloadExport': async () => {
      const { appUrl, secret } = t.h.services.config;
      const bLink = pathOf(downloadLink(appUrl, secret, t.b.user.business.id, 'en', t.h.clock.now));
      await t.notFoundForA('GET', bLink);
      // Positive control: B's own link downloads B's workbook (B made premium for it: the billing area's
      // seed puts B on the business plan, which has no automatic export).
      const premium = (on: boolean) => t.h.db.update(users).set({ is_premium: on }).where(eq(users.id, t.b.user.id));
      await premium(true);
      const own = await t.b.client.get(bLink);
      await premium(false);
      expect(own.status).toBe(200);
    },
    'affiliate.statistic': async () => {
      expect((await t.a.client.get('/api/v1/affiliate/statistic')).status).toBe(403);
      const x = await signedInAffiliate(t.h);
      const y = await signedInAffiliate(t.h);
      const yCode = (await y.client.get('/api/v1/affiliate/statistic')).body.data.code;
      await registerOwner(t.h, { referral_code: yCode });
      const mine = await x.client.get('/api/v1/affiliate/statistic');
      expect(mine.body.data).toMatchObject({ referred_count: 0, referrals: [] });
      expect((await y.client.get('/api/v1/affiliate/statistic')).body.data.referred_count).toBe(1);
    },
    'affiliate.createCode': async () => {
      expect((await t.a.client.post('/api/v1/affiliate/create-code', { code: 'owner-code' })).status).toBe(403);
      const x = await signedInAffiliate(t.h);
      const y = await signedInAffiliate(t.h);
      const yCode = (await y.client.get('/api/v1/affiliate/statistic')).body.data.code;
      const res = await x.client.post('/api/v1/affiliate/create-code', { code: 'x-new-code', user_id: y.id });
      expect(res.body.data).toEqual({ code: 'x-new-code' });
      expect((await y.client.get('/api/v1/affiliate/statistic')).body.data.code).toBe(yCode);
    },
    'affiliate.referredUser': async () => {
      const x = await signedInAffiliate(t.h);
      const y = await signedInAffiliate(t.h);
      const yCode = (await y.client.get('/api/v1/affiliate/statistic')).body.data.code;
      const owner = await registerOwner(t.h, { referral_code: yCode, email: uniqueEmail('ref'), password: PASSWORD });
      const theirs = await x.client.get(`/api/v1/affiliate/user/${owner.user.id}`);
      expect(theirs.status).toBe(404);
      expect(theirs.body.code).toBe('NOT_FOUND');
      expect((await t.a.client.get(`/api/v1/affiliate/user/${owner.user.id}`)).status).toBe(403);
      expect((await y.client.get(`/api/v1/affiliate/user/${owner.user.id}`)).body.data.id).toBe(owner.user.id);
    },
  };
}
