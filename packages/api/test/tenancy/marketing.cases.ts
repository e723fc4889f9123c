import { campaignRecipients, clients, marketingCampaigns } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

/**
 * Marketing: B has a draft campaign to its secret client, and a sent one; A can never read, change, run,
 * cancel, copy or count with B's campaigns or clients, nor opt B's clients in or out.
 */
const draft = (filters: Record<string, unknown>) => ({
  name: 'Secret campaign',
  channel: 'email',
  subject: 'Secret subject',
  text: 'Secret text',
  filters,
});

export async function seed(t: TenancyWorld) {
  t.ids['marketing.b'] = (await t.b.client.post('/api/v1/marketing', draft({ client_ids: [t.bClientId] }))).body.data.id;
  // A sent campaign written straight in: running one would spend B's credits and add to B's message log,
  // which other areas' cases compare.
  const [sent] = await t.h.db
    .insert(marketingCampaigns)
    .values({
      business_id: t.b.user.business.id,
      ...draft({ client_ids: [t.bClientId] }),
      channel: 'email',
      status: 'sent',
      started_at: t.h.clock.now,
      finished_at: t.h.clock.now,
      recipients_count: 1,
    })
    .returning({ id: marketingCampaigns.id });
  t.ids['marketing.b.sent'] = sent?.id as string;
  await t.h.db
    .insert(campaignRecipients)
    .values({ campaign_id: sent?.id as string, client_id: t.bClientId, business_id: t.b.user.business.id, position: 0 });
}

async function bDraftUnchanged(t: TenancyWorld) {
  const [row] = await t.h.db
    .select()
    .from(marketingCampaigns)
    .where(eq(marketingCampaigns.id, t.ids['marketing.b'] as string));
  expect(row).toMatchObject({ name: 'Secret campaign', status: 'draft', started_at: null });
}
const bOptOut = async (t: TenancyWorld) => (await t.h.db.select().from(clients).where(eq(clients.id, t.bClientId)))[0]?.opt_out;

export const cases = (t: TenancyWorld): Cases => ({
  'marketing.list': async () => {
    const res = await t.a.client.get('/api/v1/marketing');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('Secret');
  },
  'marketing.show': async () => {
    await t.notFoundForA('GET', `/api/v1/marketing/show/${t.ids['marketing.b.sent']}`);
  },
  'marketing.create': async () => {
    await t.notFoundForA('POST', '/api/v1/marketing', draft({ client_ids: [t.bClientId] }));
  },
  'marketing.update': async () => {
    await t.notFoundForA('PUT', `/api/v1/marketing/${t.ids['marketing.b']}`, draft({ all_clients: true }));
    await bDraftUnchanged(t);
  },
  'marketing.cancel': async () => {
    await t.notFoundForA('PUT', `/api/v1/marketing/cancel/${t.ids['marketing.b']}`);
    await bDraftUnchanged(t);
  },
  'marketing.run': async () => {
    await t.notFoundForA('POST', `/api/v1/marketing/run/${t.ids['marketing.b']}`);
    await bDraftUnchanged(t);
  },
  'marketing.sendNow': async () => {
    // B's draft by id, or B's client in the filters: NOT_FOUND, and B's draft is untouched.
    await t.notFoundForA('POST', '/api/v1/marketing/send', { ...draft({ all_clients: true }), id: t.ids['marketing.b'] });
    await t.notFoundForA('POST', '/api/v1/marketing/send', draft({ client_ids: [t.bClientId] }));
    await bDraftUnchanged(t);
    // Positive control: A's own client passes the id check (and, without consent, reaches nobody: nothing is created).
    const mine = (await t.a.client.post('/api/v1/clients', { first_name: 'Own', last_name: 'Send', email: 'o@alpha.example' }))
      .body.data.id;
    const own = await t.a.client.post('/api/v1/marketing/send', draft({ client_ids: [mine] }));
    expect(own.body.code).toBe('MARKETING_NO_CLIENTS');
    expect(JSON.stringify((await t.a.client.get('/api/v1/marketing')).body)).not.toContain('Secret');
  },
  'marketing.duplicate': async () => {
    await t.notFoundForA('POST', `/api/v1/marketing/duplicate/${t.ids['marketing.b']}`);
    const mine = await t.a.client.get('/api/v1/marketing');
    expect(JSON.stringify(mine.body)).not.toContain('Secret');
  },
  'marketing.count': async () => {
    await t.notFoundForA('POST', '/api/v1/marketing/count', { channel: 'email', filters: { client_ids: [t.bClientId] } });
  },
  'marketing.sales': async () => {
    const res = await t.a.client.get('/api/v1/marketing/sales');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  },
  'marketing.requestAccess': async () => {
    // Only the caller's own business: A's answer is about A.
    expect((await t.a.client.get('/api/v1/marketing/request-access')).body.data).toEqual({ allowed: true, via: 'plan' });
  },
  'marketing.optedOut': async () => {
    await t.h.db.update(clients).set({ opt_out: true }).where(eq(clients.id, t.bArchivedId));
    const res = await t.a.client.get('/api/v1/marketing/opt-out');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('Secret');
  },
  'marketing.optOut': async () => {
    const before = await bOptOut(t);
    await t.notFoundForA('PUT', `/api/v1/marketing/opt-out/${t.bClientId}`, { opt_out: true });
    await t.notFoundForA('PUT', `/api/v1/marketing/opt-out/${t.bClientId}`);
    expect(await bOptOut(t)).toBe(before);
  },
});
