import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAffiliate } from './support/admin';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/** The zone a person's screens show times in (issue 25): the business's, else their own (admins, affiliates). */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe("the viewer's time zone", () => {
  it("an owner's is the business's; an admin's and an affiliate's their own, UTC until chosen", async () => {
    const owner = await registerOwner(h, { timezone: 'Europe/Kyiv' });
    expect((await owner.client.get('/api/v1/user')).body.data.timezone).toBe('Europe/Kyiv');

    const admin = await signedInAdmin(h);
    const me = (await admin.client.get('/api/v1/user')).body.data;
    expect(me.timezone).toBe('UTC');
    const profile = { first_name: me.first_name, last_name: me.last_name, locale: 'en' };
    const saved = await admin.client.put('/api/v1/user/profile', { ...profile, timezone: 'America/New_York' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.timezone).toBe('America/New_York');
    expect((await admin.client.get('/api/v1/user')).body.data.timezone).toBe('America/New_York');
    // Not a zone: a translated field error, nothing saved.
    const bad = await admin.client.put('/api/v1/user/profile', { ...profile, timezone: 'Mars/Olympus' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.timezone[0]).toMatch(/\S/);
    expect((await admin.client.get('/api/v1/user')).body.data.timezone).toBe('America/New_York');

    const affiliate = await signedInAffiliate(h);
    const a = (await affiliate.client.get('/api/v1/user')).body.data;
    await affiliate.client.put('/api/v1/user/profile', {
      first_name: a.first_name,
      last_name: a.last_name,
      locale: 'uk',
      timezone: 'Europe/London',
    });
    expect((await affiliate.client.get('/api/v1/user')).body.data.timezone).toBe('Europe/London');
  });
});
