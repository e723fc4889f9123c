import { creditEntries, messages } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { balances, grant } from '../src/credits/ledger';
import { runJob } from '../src/jobs/run';
import { type ClientMessage, MAX_SEND_ATTEMPTS, queueClientMessage, sendClientMessage } from '../src/mail/client-messages';
import { telnyxSms } from '../src/mail/providers';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { startProviderFakes } from './support/provider-fakes';

/**
 * Sending safety (issue 14): a provider failure is retried by the queue with backoff and counted in
 * messages.attempts; the last failure ends the message as `error` with exactly one refund; a marketing
 * message to a client who opted out meanwhile is not sent; two deliveries of one job send once.
 * Resend's real SDK against the local fake (which can be told to fail).
 */
let fakes: Awaited<ReturnType<typeof startProviderFakes>>;
let h: Harness;
beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(() => fakes.close());
beforeEach(async () => {
  fakes.requests.length = 0;
  h = await makeHarness({ RESEND_API_KEY: 're_test_retry', RESEND_BASE_URL: fakes.url });
});
afterEach(() => {
  fakes.fail('/emails', 0);
  fakes.fail('/messages', 0);
  h.close();
});

async function setUp() {
  const owner = await registerOwner(h);
  await h.drain(); // the welcome mails
  fakes.requests.length = 0;
  const res = await owner.client.post('/api/v1/clients', {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    marketing_messages: true,
  });
  const businessId = owner.user.business.id as string;
  // Above the low-credit threshold, so the owner's low-credit email (another send to the fake) stays out of the counts.
  await grant(h.db, { businessId, channel: 'email', reason: 'bundle', amount: 20, referenceId: 'b1', now: h.clock.now });
  return { businessId, clientId: res.body.data.id as string };
}
const email = (client_id: string, type: ClientMessage['type'] = 'reminder'): ClientMessage => ({
  client_id,
  channel: 'email',
  type,
  to: 'ann@example.com',
  subject: 'See you soon',
  text: 'Your appointment is tomorrow at 10:00',
});
const row = async (id: string) => (await h.db.select().from(messages).where(eq(messages.id, id)))[0];
const refunds = (id: string) =>
  h.db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.reason, 'refund'), eq(creditEntries.reference_id, id)));
const sends = () => fakes.requests.filter((r) => r.path === '/emails' && r.body.to === 'ann@example.com');
/** Runs every due job, then moves the clock past the longest backoff so the next round is due. */
async function rounds(n: number) {
  for (let i = 0; i < n; i++) {
    await h.drain();
    h.advance(10 * 60_000);
  }
}

describe('sending client messages safely', () => {
  it('retries a failing provider with backoff and sends once when it recovers', async () => {
    const o = await setUp();
    fakes.fail('/emails', 2);
    const res = (await queueClientMessage(h.deps, o.businessId, email(o.clientId), h.clock.now)) as { id: string };
    await h.drain();
    expect(await row(res.id)).toMatchObject({ status: 'pending', attempts: 1, error: expect.stringContaining('provider down') });
    await h.drain(); // not due yet: the queue waits before the retry
    expect(sends()).toHaveLength(1);
    await rounds(3);
    expect(await row(res.id)).toMatchObject({ status: 'sent', attempts: 3, error: null, provider: 'resend' });
    expect(sends()).toHaveLength(3); // two refused, one accepted: one delivery
    expect(new Set(sends().map((s) => s.headers['idempotency-key'])).size).toBe(1);
    expect(await refunds(res.id)).toEqual([]);
    expect(await balances(h.db, o.businessId)).toEqual({ sms: 5, email: 24 });
  });

  it('after the last attempt the message is an error with its credits refunded exactly once', async () => {
    const o = await setUp();
    fakes.fail('/emails', Number.POSITIVE_INFINITY);
    const res = (await queueClientMessage(h.deps, o.businessId, email(o.clientId), h.clock.now)) as { id: string };
    await rounds(MAX_SEND_ATTEMPTS + 3);
    expect(await row(res.id)).toMatchObject({
      status: 'error',
      attempts: MAX_SEND_ATTEMPTS,
      error: expect.stringContaining('provider down'),
      failure: 'send_failed',
    });
    expect(sends()).toHaveLength(MAX_SEND_ATTEMPTS);
    expect(await refunds(res.id)).toMatchObject([{ delta: 1, channel: 'email' }]);
    expect(await balances(h.db, o.businessId)).toEqual({ sms: 5, email: 25 });
    // A stray redelivery of the same job changes nothing (no send, no second refund).
    const job = { ...email(o.clientId), message_id: res.id, business_id: o.businessId };
    await sendClientMessage(h.deps, job);
    expect(sends()).toHaveLength(MAX_SEND_ATTEMPTS);
    expect(await refunds(res.id)).toHaveLength(1);
  });

  it('does not send a marketing message to a client who opted out after it was queued, and refunds it', async () => {
    const o = await setUp();
    const res = (await queueClientMessage(h.deps, o.businessId, email(o.clientId, 'marketing'), h.clock.now)) as {
      id: string;
    };
    await h.client.execute({ sql: 'UPDATE clients SET opt_out = 1 WHERE id = ?', args: [o.clientId] });
    await h.drain();
    expect(await row(res.id)).toMatchObject({ status: 'error', failure: 'opted_out', attempts: 0 });
    expect(sends()).toEqual([]);
    expect(await refunds(res.id)).toHaveLength(1);
    expect(await balances(h.db, o.businessId)).toEqual({ sms: 5, email: 25 });
  });

  it('still sends a reminder to a client who opted out of marketing', async () => {
    const o = await setUp();
    await h.client.execute({ sql: 'UPDATE clients SET opt_out = 1 WHERE id = ?', args: [o.clientId] });
    const res = (await queueClientMessage(h.deps, o.businessId, email(o.clientId), h.clock.now)) as { id: string };
    await h.drain();
    expect(await row(res.id)).toMatchObject({ status: 'sent' });
  });

  it('an SMS the provider refuses is tried once per queue attempt (the SDK does not retry on its own)', async () => {
    const o = await setUp();
    h.services.sms = telnyxSms(h.db, { apiKey: 'KEY_t', from: '+447700900000', baseURL: fakes.url });
    fakes.fail('/messages', 1);
    const msg: ClientMessage = { client_id: o.clientId, channel: 'sms', type: 'reminder', to: '+447700900123', text: 'Hi' };
    const res = (await queueClientMessage(h.deps, o.businessId, msg, h.clock.now)) as { id: string };
    await h.drain();
    const texts = () => fakes.requests.filter((r) => r.path === '/messages');
    expect(texts()).toHaveLength(1);
    expect(await row(res.id)).toMatchObject({ status: 'pending', attempts: 1 });
    await rounds(2);
    expect(texts()).toHaveLength(2);
    expect(await row(res.id)).toMatchObject({ status: 'sent', attempts: 2, provider: 'telnyx' });
  });

  it("passes the message's headers (List-Unsubscribe) to Resend, each on one line", async () => {
    const o = await setUp();
    const headers = { 'List-Unsubscribe': '<https://kairos.test/u/1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    const msg = { ...email(o.clientId, 'marketing'), subject: 'Autumn\r\nBcc: x@evil.test', headers };
    await queueClientMessage(h.deps, o.businessId, msg, h.clock.now);
    await h.drain();
    expect(sends()[0]?.body).toMatchObject({ headers, subject: 'Autumn Bcc: x@evil.test' });
  });

  it('two concurrent deliveries of one message send it once', async () => {
    const o = await setUp();
    const res = (await queueClientMessage(h.deps, o.businessId, email(o.clientId), h.clock.now)) as { id: string };
    const job = { ...email(o.clientId), message_id: res.id, business_id: o.businessId };
    // The queue's redelivery (same key) and a bare second consumer call, all at once.
    const msg = { queue: 'client-message', payload: job, key: `message:${res.id}` };
    await Promise.all([runJob(msg, h.deps), runJob(msg, h.deps), sendClientMessage(h.deps, job)]);
    await h.drain();
    expect(sends()).toHaveLength(1);
    expect(await row(res.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
