import { exportSettings, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScheduledExports } from '../src/exports/auto-export';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { emailsTo, linkIn } from './support/mail';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const DAY = 86_400_000;
const PATH = '/api/v1/user/export-information-settings';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function owner(plan: string | null) {
  const o = await registerOwner(h);
  if (plan) await h.db.update(subscriptions).set({ plan_name: plan }).where(eq(subscriptions.business_id, o.user.business.id));
  await o.client.post('/api/v1/clients', { first_name: 'Iryna', last_name: 'Bondar' });
  return o;
}

const subjects = async (email: string) => (await emailsTo(h, email)).filter((m) => m.subject === 'Your Kairos data export');

describe('export information settings', () => {
  it('reads on every plan, changes only with premium (or the trial)', async () => {
    const lite = await owner('lite');
    expect((await lite.client.get(PATH)).body.data).toEqual({
      enabled: false,
      frequency: 'monthly',
      delivery: 'attachment',
      available: false,
      last_run_at: null,
      next_run_at: null,
    });
    const refused = await lite.client.put(PATH, { enabled: true, frequency: 'weekly', delivery: 'link' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FEATURE_NOT_IN_PLAN');
    expect(await h.db.select().from(exportSettings)).toEqual([]);
    const bad = await (await owner('premium')).client.put(PATH, { enabled: true, frequency: 'daily', delivery: 'fax' });
    expect(bad.body.code).toBe('VALIDATION_ERROR');
  });

  it('two runs at once send one email with the workbook attached, then wait a week', async () => {
    const o = await owner('premium');
    const res = await o.client.put(PATH, { enabled: true, frequency: 'weekly', delivery: 'attachment' });
    expect(res.body.data).toMatchObject({ enabled: true, available: true, next_run_at: h.clock.now.toISOString() });
    const counts = await Promise.all([runScheduledExports(h.deps, h.clock.now), runScheduledExports(h.deps, h.clock.now)]);
    expect(counts.sort()).toEqual([0, 1]);
    const mails = await subjects(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments).toEqual([
      expect.objectContaining({ content_type: XLSX, filename: expect.stringMatching(/\.xlsx$/) }),
    ]);
    const after = (await o.client.get(PATH)).body.data;
    expect(after.next_run_at).toBe(new Date(h.clock.now.getTime() + 7 * DAY).toISOString());
    expect(await runScheduledExports(h.deps, new Date(h.clock.now.getTime() + 6 * DAY))).toBe(0);
    h.advance(7 * DAY);
    expect(await runScheduledExports(h.deps, h.clock.now)).toBe(1);
    expect(await subjects(o.email)).toHaveLength(2);
  });

  it('mails a signed link that downloads for the owner, and not when altered, expired or someone else’s', async () => {
    const o = await owner('premium');
    await o.client.put(PATH, { enabled: true, frequency: 'monthly', delivery: 'link' });
    await runScheduledExports(h.deps, h.clock.now);
    const [mail] = await subjects(o.email);
    expect(mail?.attachments ?? []).toEqual([]);
    const url = linkIn(mail?.body_text ?? '', '/api/v1/user/export-information/download');
    const path = `${url.pathname}${url.search}`;
    const file = await h.app.request(`http://localhost${path}`, {
      headers: { cookie: [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain(XLSX);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const other = await owner('premium');
    expect((await other.client.get(path)).status).toBe(404);
    expect((await o.client.get(path.replace(/signature=\w/, 'signature=0'))).status).toBe(404);
    expect((await o.client.get(path.replace(/locale=en/, 'locale=uk'))).status).toBe(404);
    expect((await h.client_().get(path)).status).toBe(401);
    h.advance(8 * DAY);
    await o.client.get('/api/v1/user');
    expect((await o.client.get(path)).status).toBe(404);
  });

  it('skips a read-only (lapsed) business and one that left premium, without sending', async () => {
    const o = await owner('premium');
    await o.client.put(PATH, { enabled: true, frequency: 'weekly', delivery: 'attachment' });
    await h.db
      .update(subscriptions)
      .set({ plan_name: null, trial_ends_at: new Date(h.clock.now.getTime() - DAY) })
      .where(eq(subscriptions.business_id, o.user.business.id));
    expect(await runScheduledExports(h.deps, h.clock.now)).toBe(0);
    const lite = await owner('premium');
    await lite.client.put(PATH, { enabled: true, frequency: 'weekly', delivery: 'attachment' });
    await h.db.update(subscriptions).set({ plan_name: 'lite' }).where(eq(subscriptions.business_id, lite.user.business.id));
    expect(await runScheduledExports(h.deps, h.clock.now)).toBe(0);
    expect(await subjects(o.email)).toEqual([]);
    expect(await subjects(lite.email)).toEqual([]);
  });
});
