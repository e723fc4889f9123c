import { campaignRecipients, clients, creditEntries, jobs, marketingCampaigns, messages, outboxMessages } from '@kairos/db';
import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingEmail } from '../src/core/services';
import { balances } from '../src/credits/ledger';
import { CAMPAIGN_QUEUE } from '../src/marketing/campaign-job';
import { runDueCampaigns, sendCampaignBatch } from '../src/marketing/sending';
import { emailCampaign, type MarketingOwner, marketingWorld, smsCampaign } from './marketing.fixtures';
import type { Harness } from './support/harness';

/**
 * Sending campaigns: run now and the cron start a campaign once; every recipient gets exactly one message
 * and the credits are charged once and exactly, even when a batch dies half-way and is run again; emails
 * carry RFC 8058 one-click unsubscribe, SMS the opt-out code; what clients typed is escaped.
 */
let h: Harness;
let o: MarketingOwner;
let sent: OutgoingEmail[];
beforeEach(async () => {
  ({ h, o, sent } = await marketingWorld());
});
afterEach(() => h.close());

const emailClients = (n: number) => o.emailClients(n);
const create = (body: Record<string, unknown>) => o.createCampaign(body);
const campaignRow = async (id: string) => (await h.db.select().from(marketingCampaigns).where(eq(marketingCampaigns.id, id)))[0];
const spendsOf = (id: string) =>
  h.db
    .select()
    .from(creditEntries)
    .where(like(creditEntries.reference_id, `campaign:${id}:%`));
const messagesOf = (id: string) => h.db.select().from(messages).where(eq(messages.campaign_id, id));

describe('run now', () => {
  it('sends one email per recipient with one spend for the batch, then reports the campaign finished', async () => {
    await emailClients(3);
    const id = await create(emailCampaign());
    const run = await o.client.post(`/api/v1/marketing/run/${id}`);
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.data).toMatchObject({ status: 'sent', recipients_count: 3, started_at: h.clock.now.toISOString() });
    await h.drain();
    expect(sent.map((e) => e.to).sort()).toEqual(['c0@example.com', 'c1@example.com', 'c2@example.com']);
    expect(sent[0]?.subject).toMatch(/^Hello c\d$/);
    expect(sent[0]?.text).toContain('Glow Studio has 20% off');
    const spends = await spendsOf(id);
    expect(spends.map((s) => [s.delta, s.reason])).toEqual([[-3, 'message']]);
    expect(await balances(h.db, o.businessId)).toEqual({ sms: 5, email: 2 });
    const show = await o.client.get(`/api/v1/marketing/show/${id}`);
    expect(show.body.data.campaign).toMatchObject({ credits_spent: 3, finished_at: h.clock.now.toISOString() });
    expect(show.body.data.totals).toEqual({ pending: 0, sent: 3, delivered: 0, error: 0, skipped: 0 });
    expect(show.body.data.messages.map((m: { client_name: string }) => m.client_name).sort()).toEqual([
      'c0 Test',
      'c1 Test',
      'c2 Test',
    ]);
    // Running it again is refused: it has been sent.
    expect((await o.client.post(`/api/v1/marketing/run/${id}`)).body.code).toBe('CAMPAIGN_LOCKED');
  });

  it('sends to exactly the clients the count reached', async () => {
    const cut = await o.addService('Cut');
    const [ann, bob] = await emailClients(3);
    await o.addClient('Opted', { email: 'opted@example.com', opt_out: true });
    await o.addClient('NoEmail', { phone: '07700 900001' });
    for (const c of [ann, bob]) await o.visit(c as string, '2026-11-01T10:00:00Z', { service_id: cut });
    const filters = { service_ids: [cut], visited_from: '2026-10-01' };
    const count = await o.client.post('/api/v1/marketing/count', { channel: 'email', text: 'Hi', filters });
    expect(count.body.data.recipients).toBe(2);
    const id = await create(emailCampaign({ filters }));
    expect((await o.client.post(`/api/v1/marketing/run/${id}`)).body.data.recipients_count).toBe(2);
    await h.drain();
    expect(sent.map((e) => e.to).sort()).toEqual(['c0@example.com', 'c1@example.com']);
  });

  it('refuses without the credits for every recipient, with nothing changed (docs/product/marketing.md)', async () => {
    await emailClients(6); // the trial has 5 email credits
    const id = await create(emailCampaign());
    const res = await o.client.post(`/api/v1/marketing/run/${id}`);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'CREDITS_EMPTY', message: 'Please add some email or SMS credits first!' });
    for (let i = 0; i < 6; i++) await o.addClient(`s${i}`, { phone: `07700 90010${i}` });
    const sms = await create(smsCampaign());
    const short = await o.client.post(`/api/v1/marketing/run/${sms}`);
    expect(short.body.code).toBe('SMS_CREDITS_SHORT');
    expect(short.body.message).toMatch(/^You need to buy more SMS credits/);
    expect((await campaignRow(id))?.status).toBe('draft');
    expect(await h.db.select().from(campaignRecipients)).toEqual([]);
    expect(await balances(h.db, o.businessId)).toEqual({ sms: 5, email: 5 });
  });

  it('refuses a campaign that reaches nobody', async () => {
    const id = await create(emailCampaign());
    const res = await o.client.post(`/api/v1/marketing/run/${id}`);
    expect(res.body).toMatchObject({ code: 'MARKETING_NO_CLIENTS' });
    expect((await campaignRow(id))?.status).toBe('draft');
  });
});

describe('the cron', () => {
  it('starts a due campaign once under two concurrent crons', async () => {
    await emailClients(4);
    const at = new Date(h.clock.now.getTime() + 3_600_000).toISOString();
    const id = await create(emailCampaign({ scheduled_at: at }));
    expect(await runDueCampaigns(h.deps, h.clock.now)).toBe(0); // not due yet
    h.advance(3_600_000);
    const started = await Promise.all([runDueCampaigns(h.deps, h.clock.now), runDueCampaigns(h.deps, h.clock.now)]);
    expect(started[0] + started[1]).toBe(1);
    expect(await h.db.select().from(jobs).where(eq(jobs.queue, CAMPAIGN_QUEUE))).toHaveLength(1);
    await h.drain();
    await runDueCampaigns(h.deps, h.clock.now);
    await h.drain();
    expect(sent).toHaveLength(4);
    expect(await messagesOf(id)).toHaveLength(4);
    expect((await spendsOf(id)).map((s) => s.delta)).toEqual([-4]);
  });
});

const waitUntil = async (ok: () => boolean) => {
  for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok()).toBe(true);
};

async function outboxCounts() {
  const rows = await h.db.select({ to: outboxMessages.to }).from(outboxMessages).where(eq(outboxMessages.channel, 'email'));
  const counts = new Map<string, number>();
  for (const r of rows.filter((x) => x.to !== o.email)) counts.set(r.to, (counts.get(r.to) ?? 0) + 1);
  return counts;
}

describe('exactly once', () => {
  it('a batch killed half-way finishes on redelivery: one message each, credits charged once', async () => {
    await emailClients(30);
    await o.credits('email', 100);
    const id = await create(emailCampaign());
    expect((await o.client.post(`/api/v1/marketing/run/${id}`)).status).toBe(200);
    // The provider call after the 10th never returns: the process "dies" there, holding the job's lease.
    const real = h.services.mailer.send;
    let calls = 0;
    h.services.mailer.send = (e) => (e.headers && ++calls > 10 ? new Promise(() => {}) : real(e));
    void h.drain();
    await waitUntil(() => calls > 10);
    expect(sent).toHaveLength(10);
    // A new process: providers answer again; the dead job's lease runs out and it is delivered again.
    h.services.mailer.send = real;
    h.advance(61_000);
    await h.drain();
    const counts = await outboxCounts();
    expect(counts.size).toBe(30);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const msgs = await messagesOf(id);
    expect(msgs).toHaveLength(30);
    expect(msgs.every((m) => m.status === 'sent' && m.credits === 1)).toBe(true);
    expect((await spendsOf(id)).map((s) => s.delta)).toEqual([-30]);
    expect(await balances(h.db, o.businessId)).toEqual({ sms: 5, email: 75 });
    expect((await campaignRow(id))?.finished_at).not.toBeNull();
  });

  it('a start that died before queueing its batches is picked up by the cron once it has stalled', async () => {
    await emailClients(3);
    const id = await create(emailCampaign({ scheduled_at: new Date(h.clock.now.getTime() + 60_000).toISOString() }));
    h.advance(60_000);
    // The process dies right after the start's batch committed: no batch job was queued.
    const dead = { ...h.services, queue: { enqueue: () => Promise.reject(new Error('killed')) } };
    await runDueCampaigns({ db: h.db, services: dead }, h.clock.now);
    expect((await campaignRow(id))?.status).toBe('sent');
    expect(await h.db.select().from(jobs).where(eq(jobs.queue, CAMPAIGN_QUEUE))).toEqual([]);
    h.advance(5 * 60_000);
    await runDueCampaigns(h.deps, h.clock.now); // not stalled yet
    expect(await h.db.select().from(jobs).where(eq(jobs.queue, CAMPAIGN_QUEUE))).toEqual([]);
    h.advance(11 * 60_000);
    await runDueCampaigns(h.deps, h.clock.now);
    await h.drain();
    expect(await messagesOf(id)).toHaveLength(3);
    expect(sent).toHaveLength(3);
    expect((await spendsOf(id)).map((s) => s.delta)).toEqual([-3]);
    expect((await campaignRow(id))?.finished_at).not.toBeNull();
    await runDueCampaigns(h.deps, h.clock.now); // finished: nothing more
    expect(await h.db.select().from(jobs).where(eq(jobs.queue, CAMPAIGN_QUEUE))).toHaveLength(1);
  });

  it('the same batch delivered twice at once writes and charges each recipient once', async () => {
    await emailClients(5);
    const id = await create(emailCampaign());
    await o.client.post(`/api/v1/marketing/run/${id}`);
    const [job] = await h.db.select().from(jobs).where(eq(jobs.queue, CAMPAIGN_QUEUE));
    const payload = JSON.parse(job?.payload as string);
    await Promise.all([sendCampaignBatch(h.deps, payload), sendCampaignBatch(h.deps, payload)]);
    await h.drain();
    expect(await messagesOf(id)).toHaveLength(5);
    expect((await spendsOf(id)).map((s) => s.delta)).toEqual([-5]);
    expect(await balances(h.db, o.businessId)).toEqual({ sms: 5, email: 0 });
    const recipients = await h.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaign_id, id));
    expect(new Set(recipients.map((r) => r.message_id)).size).toBe(5);
  });

  it('sends every batch of a campaign larger than one batch', async () => {
    const now = h.clock.now;
    const rows = Array.from({ length: 1_100 }, (_, i) => ({
      business_id: o.businessId,
      first_name: `Bulk${i}`,
      email: `bulk${i}@example.com`,
      marketing_messages: true,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200) await h.db.insert(clients).values(rows.slice(i, i + 200));
    await o.credits('email', 2_000);
    const id = await create(emailCampaign());
    expect((await o.client.post(`/api/v1/marketing/run/${id}`)).body.data.recipients_count).toBe(1_100);
    const batches = await h.db.select().from(jobs).where(eq(jobs.queue, CAMPAIGN_QUEUE));
    expect(batches.map((j) => JSON.parse(j.payload)).map((p) => [p.from, p.to])).toEqual([
      [0, 500],
      [500, 1000],
      [1000, 1100],
    ]);
    await h.drain();
    expect(await messagesOf(id)).toHaveLength(1_100);
    expect((await spendsOf(id)).map((s) => s.delta).sort()).toEqual([-100, -500, -500]);
    expect((await outboxCounts()).size).toBe(1_100);
  });
});
