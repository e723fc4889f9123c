import { creditEntries, marketingCampaigns, messages, notifications } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingEmail } from '../src/core/services';
import { balances } from '../src/credits/ledger';
import { runDueCampaigns } from '../src/marketing/sending';
import { emailCampaign, type MarketingOwner, marketingWorld } from './marketing.fixtures';
import type { Harness } from './support/harness';

/**
 * Issue 25: a campaign whose recipients are all filtered out is never left behind as a stray draft, and a
 * send refused for credits leaves the campaign where it was, with the reason, nothing spent and no message
 * written. "Send now" is ONE call (POST /marketing/send) that checks everything before writing anything
 * and then creates (or changes) and starts the campaign in one batch. A scheduled campaign the cron cannot
 * send goes back to a draft with the reason on its row (failure_reason), never "sent" to nobody.
 */
let h: Harness;
let o: MarketingOwner;
let sent: OutgoingEmail[];
beforeEach(async () => {
  ({ h, o, sent } = await marketingWorld());
});
afterEach(() => h.close());

const campaigns = () => h.db.select().from(marketingCampaigns).where(eq(marketingCampaigns.business_id, o.businessId));
const row = async (id: string) => (await h.db.select().from(marketingCampaigns).where(eq(marketingCampaigns.id, id)))[0];
const spends = () => h.db.select().from(creditEntries).where(eq(creditEntries.reason, 'message'));
const allMessages = () => h.db.select().from(messages).where(eq(messages.business_id, o.businessId));
const sendNow = (body: Record<string, unknown>) => o.client.post('/api/v1/marketing/send', body);
const later = (ms: number) => new Date(h.clock.now.getTime() + ms).toISOString();

describe('send now, in one call', () => {
  it('refuses a campaign that reaches nobody and leaves no draft behind', async () => {
    await o.addClient('Ann', { email: 'ann@example.com', marketing_messages: false });
    const res = await sendNow(emailCampaign());
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'MARKETING_NO_CLIENTS', message: 'You have no clients to add' });
    expect(await campaigns()).toEqual([]);
  });

  it('refuses without the credits for every recipient, with the reason translated: nothing created, spent or written', async () => {
    await o.emailClients(6); // the trial has 5 email credits
    const res = await sendNow(emailCampaign());
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'CREDITS_EMPTY', message: 'Please add some email or SMS credits first!' });
    o.client.setLocale('uk');
    expect((await sendNow(emailCampaign())).body.message).toBe('Будь ласка, спершу додайте email- або SMS-кредити!');
    expect(await campaigns()).toEqual([]);
    expect(await spends()).toEqual([]);
    expect(await allMessages()).toEqual([]);
    expect(await balances(h.db, o.businessId)).toEqual({ sms: 5, email: 5 });
  });

  it('creates the campaign already sending, and sends it', async () => {
    await o.emailClients(2);
    const res = await sendNow(emailCampaign());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'sent', recipients_count: 2, failure_reason: null });
    await h.drain();
    expect(sent.map((e) => e.to).sort()).toEqual(['c0@example.com', 'c1@example.com']);
    expect(await campaigns()).toHaveLength(1);
  });

  it('changes and sends a saved draft in one go; a refusal leaves it exactly as it was', async () => {
    await o.emailClients(6);
    const id = await o.createCampaign(emailCampaign({ name: 'Old name' }));
    const before = await row(id);
    const refused = await sendNow({ ...emailCampaign({ name: 'New name' }), id });
    expect(refused.body.code).toBe('CREDITS_EMPTY');
    expect(await row(id)).toEqual(before);
    await o.credits('email', 10);
    const ok = await sendNow({ ...emailCampaign({ name: 'New name' }), id });
    expect(ok.body.data).toMatchObject({ id, name: 'New name', status: 'sent', recipients_count: 6 });
    expect(await campaigns()).toHaveLength(1);
    expect((await sendNow({ ...emailCampaign(), id })).body.code).toBe('CAMPAIGN_LOCKED');
  });

  it('run now on a scheduled campaign without the credits leaves it scheduled for its time', async () => {
    await o.emailClients(6);
    const at = later(3_600_000);
    const id = await o.createCampaign(emailCampaign({ scheduled_at: at }));
    const before = await row(id);
    const res = await o.client.post(`/api/v1/marketing/run/${id}`);
    expect(res.body.code).toBe('CREDITS_EMPTY');
    expect(await row(id)).toEqual(before);
    expect(before).toMatchObject({ status: 'scheduled', scheduled_at: new Date(at) });
    expect(await spends()).toEqual([]);
  });
});

describe('the cron, when a due campaign cannot be sent', () => {
  it('nobody can receive it any more: back to a draft with the reason, never "sent" to nobody', async () => {
    const [ann] = await o.emailClients(1);
    const id = await o.createCampaign(emailCampaign({ scheduled_at: later(60_000) }));
    await o.client.post('/api/v1/clients/marketing-consent', { ids: [ann], agreed: false });
    h.advance(60_000);
    expect(await runDueCampaigns(h.deps, h.clock.now)).toBe(0);
    expect(await row(id)).toMatchObject({
      status: 'draft',
      failure_reason: 'no_recipients',
      failed_at: h.clock.now,
      started_at: null,
      recipients_count: 0,
    });
    const show = await o.client.get(`/api/v1/marketing/show/${id}`);
    expect(show.body.data.campaign).toMatchObject({ status: 'draft', failure_reason: 'no_recipients' });
    expect(await allMessages()).toEqual([]);
    // A draft is not picked up again.
    h.advance(5 * 60_000);
    expect(await runDueCampaigns(h.deps, h.clock.now)).toBe(0);
    expect((await row(id))?.failed_at).toEqual(new Date(h.clock.now.getTime() - 5 * 60_000));
  });

  it('the credits do not cover it: back to a draft with the reason and the low-credits bell; nothing spent', async () => {
    await o.emailClients(6);
    const id = await o.createCampaign(emailCampaign({ scheduled_at: later(60_000) }));
    h.advance(60_000);
    expect(await runDueCampaigns(h.deps, h.clock.now)).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'draft', failure_reason: 'credits', cancelled_at: null, started_at: null });
    const bells = await h.db.select().from(notifications).where(eq(notifications.business_id, o.businessId));
    expect(bells.map((b) => [b.type, b.params.channel, b.link])).toContainEqual(['low_credits', 'email', `/marketing/${id}`]);
    expect(await spends()).toEqual([]);
    expect(await allMessages()).toEqual([]);
    // Once the owner has bought credits, "send now" sends it and the reason is gone.
    await o.credits('email', 10);
    const run = await o.client.post(`/api/v1/marketing/run/${id}`);
    expect(run.body.data).toMatchObject({ status: 'sent', failure_reason: null, failed_at: null });
  });

  it('saving the draft again (e.g. a new time) clears the reason', async () => {
    await o.emailClients(6);
    const id = await o.createCampaign(emailCampaign({ scheduled_at: later(60_000) }));
    h.advance(60_000);
    await runDueCampaigns(h.deps, h.clock.now);
    const res = await o.client.put(`/api/v1/marketing/${id}`, emailCampaign({ scheduled_at: later(86_400_000) }));
    expect(res.body.data).toMatchObject({ status: 'scheduled', failure_reason: null, failed_at: null });
  });
});
