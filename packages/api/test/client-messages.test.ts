import { creditEntries, jobs, messages, outboxMessages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balances } from '../src/credits/ledger';
import { type ClientMessage, queueClientMessage } from '../src/mail/client-messages';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/**
 * A business's messages to clients: recorded in `messages` with the client's id
 * and the credits they took, sent through the queue (the dev outbox is only the
 * transport without provider keys), and listed on the client by id.
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

async function ownerWithClients() {
  const owner = await registerOwner(h);
  const add = async (first_name: string) =>
    (await owner.client.post('/api/v1/clients', { first_name, last_name: 'Brown', phone: '07700 900123' })).body.data
      .id as string;
  return { ...owner, businessId: owner.user.business.id, mum: await add('Mum'), son: await add('Son') };
}
const sms = (client_id: string, text: string): ClientMessage => ({
  client_id,
  channel: 'sms',
  type: 'reminder',
  to: '+447700900123',
  text,
});

describe('messages to clients', () => {
  it('records the message with its client and credits, sends it through the queue and marks it sent', async () => {
    const o = await ownerWithClients();
    const res = await queueClientMessage(h.deps, o.businessId, sms(o.mum, 'See you tomorrow at 10:00'), h.clock.now);
    expect(res).toMatchObject({ status: 'queued', credits: 1 });
    const id = (res as { id: string }).id;
    const [pending] = await h.db.select().from(messages).where(eq(messages.id, id));
    expect(pending).toMatchObject({
      business_id: o.businessId,
      client_id: o.mum,
      status: 'pending',
      credits: 1,
      type: 'reminder',
    });
    expect(await balances(h.db, o.businessId)).toEqual({ sms: 4, email: 5 });
    const [spent] = await h.db.select().from(creditEntries).where(eq(creditEntries.reference_id, id));
    expect(spent).toMatchObject({ delta: -1, reason: 'message', channel: 'sms' });

    await h.drain();
    const [sent] = await h.db.select().from(messages).where(eq(messages.id, id));
    const [copy] = await h.db.select().from(outboxMessages).where(eq(outboxMessages.to, '+447700900123'));
    expect(sent).toMatchObject({ status: 'sent', provider: 'outbox', provider_message_id: copy?.id, error: null });
    expect(sent?.sent_at?.toISOString()).toBe(h.clock.now.toISOString());
    expect(await balances(h.db, o.businessId)).toEqual({ sms: 4, email: 5 });
  });

  it("lists a client's own messages by id, not everything sent to the same address", async () => {
    const o = await ownerWithClients();
    await queueClientMessage(h.deps, o.businessId, sms(o.mum, 'For mum'), h.clock.now);
    await queueClientMessage(h.deps, o.businessId, sms(o.son, 'For son'), h.clock.now);
    // platform mail to the same number (no client) is the outbox's business, not the client's list
    await h.services.sms.send({ to: '+447700900123', text: 'Platform notice', business_id: o.businessId });
    await h.drain();
    const list = async (id: string) => (await o.client.get(`/api/v1/clients/messages/${id}`)).body.data as { body: string }[];
    expect((await list(o.mum)).map((m) => m.body)).toEqual(['For mum']);
    expect((await list(o.son)).map((m) => m.body)).toEqual(['For son']);
  });

  it('spends and queues nothing when the credits do not cover the message: it is recorded as not sent', async () => {
    const o = await ownerWithClients();
    const long = sms(o.mum, 'Нагадування про запис. '.repeat(20)); // Cyrillic, 460 characters: 7 parts
    expect(await queueClientMessage(h.deps, o.businessId, long, h.clock.now)).toEqual({
      status: 'insufficient_credits',
      credits: 7,
    });
    expect(await h.db.select().from(messages)).toMatchObject([
      { client_id: o.mum, status: 'error', failure: 'no_credits', credits: 0 },
    ]);
    expect(await balances(h.db, o.businessId)).toEqual({ sms: 5, email: 5 });
    expect(await h.db.select().from(jobs).where(eq(jobs.queue, 'client-message'))).toEqual([]);
  });

  it('notes a provider failure on the message, retries, and sends and charges once', async () => {
    const o = await ownerWithClients();
    const real = h.services.sms;
    h.services.sms = { send: async () => Promise.reject(new Error('provider down')) };
    const res = (await queueClientMessage(h.deps, o.businessId, sms(o.mum, 'Retry me'), h.clock.now)) as { id: string };
    await h.drain();
    const [failed] = await h.db.select().from(messages).where(eq(messages.id, res.id));
    expect(failed).toMatchObject({ status: 'pending', error: 'provider down' });
    h.services.sms = real;
    h.advance(60_000);
    await h.drain();
    const [sent] = await h.db.select().from(messages).where(eq(messages.id, res.id));
    expect(sent).toMatchObject({ status: 'sent', error: null });
    expect(await h.db.select().from(outboxMessages).where(eq(outboxMessages.body_text, 'Retry me'))).toHaveLength(1);
    expect(await balances(h.db, o.businessId)).toEqual({ sms: 4, email: 5 });
  });

  it('keeps the message when its client is deleted for good (the client id is cleared)', async () => {
    const o = await ownerWithClients();
    const res = (await queueClientMessage(h.deps, o.businessId, sms(o.son, 'Bye'), h.clock.now)) as { id: string };
    await h.drain();
    expect((await o.client.del(`/api/v1/clients/${o.son}`)).status).toBe(200);
    expect((await o.client.del(`/api/v1/clients/${o.son}/permanent`)).status).toBe(200);
    const [kept] = await h.db.select().from(messages).where(eq(messages.id, res.id));
    expect(kept).toMatchObject({ client_id: null, status: 'sent', business_id: o.businessId });
  });
});
