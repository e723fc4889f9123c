import { clients, creditEntries, jobs, messages, notifications } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balances, spend } from '../src/credits/ledger';
import { applyDelivery } from '../src/delivery/status';
import { runScheduled } from '../src/jobs/cron';
import { HANDLERS } from '../src/jobs/run';
import { type ClientMessage, queueClientMessage } from '../src/mail/client-messages';
import { recordUnsent } from '../src/messages/unsent';
import { REMINDER_QUEUE } from '../src/reminders/job';
import { ZOOM_QUEUE } from '../src/zoom/meetings';
import { at, business, tick } from './reminders.fixtures';
import { type Harness, makeHarness } from './support/harness';

/**
 * Item 1 of issue 25: every message that is not sent is visible to the owner: the message row's status and
 * reason (the client's Messages tab, Notifications → Sent), ONE bell per cause, channel and day with a count
 * (exactly once under concurrency), and the dashboard's credits card.
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const sms = (client_id: string | null, text = 'See you at 10:00', extra: Partial<ClientMessage> = {}): ClientMessage => ({
  client_id,
  channel: 'sms',
  type: 'reminder',
  to: '+447700900123',
  text,
  ...extra,
});
const bellsOf = (businessId: string) =>
  h.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.business_id, businessId), eq(notifications.type, 'messages_not_sent')));
const rowsOf = (businessId: string) => h.db.select().from(messages).where(eq(messages.business_id, businessId));
/** `start` queues a job whose consumer then fails on every delivery, until the queue gives up on it. */
async function failingEveryTime(queue: string, start: () => Promise<unknown>) {
  const real = HANDLERS[queue];
  HANDLERS[queue] = async () => {
    throw new Error(`${queue} unavailable`);
  };
  try {
    await start();
    for (let i = 0; i < 6; i++) {
      await h.drain();
      h.advance(120_000);
    }
  } finally {
    if (real) HANDLERS[queue] = real;
  }
}
async function drainSms(businessId: string) {
  const left = (await balances(h.db, businessId)).sms;
  if (left)
    await spend(h.db, { businessId, channel: 'sms', amount: left, reason: 'message', referenceId: 'x', now: h.clock.now });
}

describe('a message the credits do not cover', () => {
  it('is recorded as not sent (no_credits), spends and queues nothing, and rings ONE bell per day whose count follows', async () => {
    at(h, '2026-11-22T09:00:00Z');
    const b = await business(h);
    const ann = await b.person('Ann');
    await drainSms(b.businessId);
    expect(await queueClientMessage(h.deps, b.businessId, sms(ann), h.clock.now)).toMatchObject({
      status: 'insufficient_credits',
    });
    h.advance(60_000);
    await queueClientMessage(h.deps, b.businessId, sms(ann, 'Second'), h.clock.now);
    const rows = await rowsOf(b.businessId);
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toMatchObject({ status: 'error', failure: 'no_credits', credits: 0, client_id: ann });
    expect(await h.db.select().from(jobs).where(eq(jobs.queue, 'client-message'))).toEqual([]);
    expect((await balances(h.db, b.businessId)).sms).toBe(0);

    const bells = await bellsOf(b.businessId);
    expect(bells).toHaveLength(1);
    expect(bells[0]?.params).toMatchObject({ failure: 'no_credits', channel: 'sms', count: '2', day: '2026-11-22' });
    expect(bells[0]?.link).toBe('/account-setup/notifications/sms');
    // In the reader's language.
    const list = await b.client.get('/api/v1/user/notifications');
    expect(list.body.data[0].text).toBe('Messages not sent (22 Nov 2026): 2. Not enough SMS credits.');
    b.client.setLocale('uk');
    expect((await b.client.get('/api/v1/user/notifications')).body.data[0].text).toBe(
      'Ненадіслані повідомлення (22 лист. 2026 р.): 2. Недостатньо SMS-кредитів.',
    );
  });

  it('under concurrency: ten sends at once and a repeated key make one bell counting each message once', async () => {
    const b = await business(h);
    const ann = await b.person('Ann');
    await drainSms(b.businessId);
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => queueClientMessage(h.deps, b.businessId, sms(ann, `m${i}`), h.clock.now)),
      // The same reminder twice at once (two crons): one row.
      ...[1, 2].map(() => queueClientMessage(h.deps, b.businessId, sms(ann, 'keyed', { dedupe_key: 'reminder:x' }), h.clock.now)),
    ]);
    expect(await rowsOf(b.businessId)).toHaveLength(11);
    const bells = await bellsOf(b.businessId);
    expect(bells).toHaveLength(1);
    expect(bells[0]?.params.count).toBe('11');
  });

  it('a bell read, then a new failure the same day: the same bell comes back unread with the new count; the next day is a new bell', async () => {
    at(h, '2026-11-22T09:00:00Z');
    const b = await business(h);
    const ann = await b.person('Ann');
    await drainSms(b.businessId);
    await queueClientMessage(h.deps, b.businessId, sms(ann), h.clock.now);
    const [bell] = await bellsOf(b.businessId);
    expect((await b.client.put(`/api/v1/user/notifications/${bell?.id}/mark-as-read`)).status).toBe(200);
    expect((await b.client.get('/api/v1/user/bell-counts')).body.data.notifications).toBe(0);
    // Recording the same message again (a retried job) changes nothing: still read.
    await recordUnsent(h.db, b.businessId, sms(ann, 'again', { dedupe_key: 'k1' }), 'no_credits', h.clock.now);
    await recordUnsent(h.db, b.businessId, sms(ann, 'again', { dedupe_key: 'k1' }), 'no_credits', h.clock.now);
    const [back] = await bellsOf(b.businessId);
    expect(back).toMatchObject({ id: bell?.id, read_at: null });
    expect(back?.params.count).toBe('2');
    at(h, '2026-11-23T09:00:00Z');
    await queueClientMessage(h.deps, b.businessId, sms(ann), h.clock.now);
    const days = (await bellsOf(b.businessId)).map((n) => n.params.day).sort();
    expect(days).toEqual(['2026-11-22', '2026-11-23']);
  });
});

describe('reminders and confirmations that cannot go', () => {
  it('a client without an email: the email reminder is recorded as not sent (no_address) once, shown on the Messages tab', async () => {
    at(h, '2026-11-20T09:00:00Z');
    const b = await business(h);
    await b.settings('email', { reminder_enabled: true, reminder_lead_minutes: 1440 });
    const ann = await b.person('Ann'); // a phone, no email
    await b.book('2026-11-23', '10:00', [ann]);
    at(h, '2026-11-22T10:00:00Z');
    expect(await tick(h)).toBe(1);
    h.advance(5 * 60_000);
    expect(await tick(h)).toBe(0); // recorded: later crons do not queue it again
    const rows = await b.sent('reminder');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', status: 'error', failure: 'no_address', to: '', credits: 0 });
    const tab = (await b.client.get(`/api/v1/clients/messages/${ann}`)).body.data;
    expect(tab[0]).toMatchObject({ kind: 'reminder', status: 'error', failure: 'no_address' });
    const [bell] = await bellsOf(b.businessId);
    expect(bell?.params).toMatchObject({ failure: 'no_address', channel: 'email', count: '1' });
    expect(bell?.link).toBe('/account-setup/notifications/messages?status=error&failure=no_address');
    const sent = await b.client.get('/api/v1/user/messages?status=error&failure=no_address');
    expect(sent.body.data).toHaveLength(1);
  });

  it('the owner adds an appointment for a client without a phone while SMS confirmations are on: recorded, not silent', async () => {
    const b = await business(h);
    await b.settings('sms', { booking_enabled: true });
    const noPhone = await b.person('Bea', { phone: null, email: 'bea@example.com' });
    await b.book('2026-11-25', '10:00', [noPhone]);
    const rows = await b.sent();
    expect(rows).toMatchObject([{ type: 'booking', channel: 'sms', status: 'error', failure: 'no_address' }]);
  });
});

describe('failures after a message was queued', () => {
  it('the provider fails every retry: not sent (send_failed), credits back, one bell', async () => {
    const b = await business(h);
    const ann = await b.person('Ann');
    h.services.sms = { send: async () => Promise.reject(new Error('provider down')) };
    await queueClientMessage(h.deps, b.businessId, sms(ann), h.clock.now);
    for (let i = 0; i < 6; i++) {
      await h.drain();
      h.advance(120_000);
    }
    const [row] = await rowsOf(b.businessId);
    expect(row).toMatchObject({ status: 'error', failure: 'send_failed', error: 'provider down' });
    expect((await balances(h.db, b.businessId)).sms).toBe(5);
    expect((await bellsOf(b.businessId))[0]?.params).toMatchObject({ failure: 'send_failed', count: '1' });
  });

  it('a marketing message whose client opted out or withdrew consent meanwhile: opted_out / no_consent', async () => {
    const b = await business(h);
    const out = await b.person('Out', { marketing_messages: true });
    const off = await b.person('Off', { marketing_messages: true });
    const mk = (c: string) => sms(c, 'Sale!', { type: 'marketing' });
    await queueClientMessage(h.deps, b.businessId, mk(out), h.clock.now);
    await queueClientMessage(h.deps, b.businessId, mk(off), h.clock.now);
    await h.db.update(clients).set({ opt_out: true }).where(eq(clients.id, out));
    await h.db.update(clients).set({ marketing_messages: false }).where(eq(clients.id, off));
    await h.drain();
    const rows = await rowsOf(b.businessId);
    const failure = (c: string) => rows.find((r) => r.client_id === c)?.failure;
    expect([failure(out), failure(off)]).toEqual(['opted_out', 'no_consent']);
    expect((await balances(h.db, b.businessId)).sms).toBe(5);
    expect((await bellsOf(b.businessId)).map((n) => n.params.failure).sort()).toEqual(['no_consent', 'opted_out']);
  });

  it('a bounce reported by the provider: undelivered, one bell, a replay changes nothing', async () => {
    const b = await business(h);
    const ann = await b.person('Ann');
    await queueClientMessage(h.deps, b.businessId, sms(ann), h.clock.now);
    await h.drain();
    await h.db.update(messages).set({ provider: 'telnyx', provider_message_id: 'tx-1' });
    const bounce = { status: 'error', error: 'delivery failed' } as const;
    expect(await applyDelivery(h.db, 'telnyx', 'tx-1', bounce, h.clock.now)).toBe(true);
    expect(await applyDelivery(h.db, 'telnyx', 'tx-1', bounce, h.clock.now)).toBe(false);
    expect((await rowsOf(b.businessId))[0]).toMatchObject({ status: 'error', failure: 'undelivered' });
    const bells = await bellsOf(b.businessId);
    expect(bells).toHaveLength(1);
    expect(bells[0]?.params.count).toBe('1');
  });

  it('a reminder job that fails on every delivery: the queue gives up and the reminder is recorded as not sent', async () => {
    at(h, '2026-11-20T09:00:00Z');
    const b = await business(h);
    await b.settings('sms', { reminder_enabled: true, reminder_lead_minutes: 1440 });
    const ann = await b.person('Ann');
    await b.book('2026-11-23', '10:00', [ann]);
    at(h, '2026-11-22T10:00:00Z');
    await failingEveryTime(REMINDER_QUEUE, () => tick(h));
    const rows = await b.sent('reminder');
    expect(rows).toMatchObject([{ status: 'error', failure: 'send_failed', client_id: ann }]);
    expect((await bellsOf(b.businessId))[0]?.params).toMatchObject({ failure: 'send_failed', count: '1' });
  });

  it('a Zoom sync that fails on every delivery still lets its booking confirmation go (without the link)', async () => {
    const b = await business(h);
    const ann = await b.person('Ann', { email: 'ann@example.com' });
    const appt = await b.book('2026-11-25', '10:00', [ann]); // confirmations off: nothing yet
    await b.settings('email', { booking_enabled: true });
    const job = { action: 'sync', business_id: b.businessId, appointment_id: appt, confirm_client_ids: [ann] };
    await failingEveryTime(ZOOM_QUEUE, () => h.services.queue.enqueue(ZOOM_QUEUE, job, { idempotencyKey: `zoom:${appt}` }));
    expect(await b.sent()).toMatchObject([{ type: 'booking', channel: 'email', client_id: ann, status: 'sent' }]);
  });

  it('a message whose queue job was lost: the cron ends it as not sent after 6 hours and gives the credits back', async () => {
    const b = await business(h);
    const ann = await b.person('Ann');
    await queueClientMessage(h.deps, b.businessId, sms(ann), h.clock.now);
    await h.db.delete(jobs).where(eq(jobs.queue, 'client-message'));
    h.advance(5 * 3_600_000);
    expect((await runScheduled(h.deps, h.clock.now)).stuck_messages).toBe(0);
    h.advance(2 * 3_600_000);
    expect((await runScheduled(h.deps, h.clock.now)).stuck_messages).toBe(1);
    expect((await rowsOf(b.businessId))[0]).toMatchObject({ status: 'error', failure: 'send_failed' });
    expect((await balances(h.db, b.businessId)).sms).toBe(5);
    const refunds = await h.db.select().from(creditEntries).where(eq(creditEntries.reason, 'refund'));
    expect(refunds).toHaveLength(1);
  });
});

describe("the dashboard's credits card", () => {
  it('counts the messages not sent in the last 7 days by reason and channel', async () => {
    at(h, '2026-11-22T09:00:00Z');
    const b = await business(h);
    const ann = await b.person('Ann');
    await drainSms(b.businessId);
    await queueClientMessage(h.deps, b.businessId, sms(ann), h.clock.now);
    await queueClientMessage(h.deps, b.businessId, sms(ann, 'b'), h.clock.now);
    await recordUnsent(h.db, b.businessId, { ...sms(ann), channel: 'email', to: '' }, 'no_address', h.clock.now);
    const stat = (await b.client.get('/api/v1/data/statistic')).body.data;
    expect(stat.credits.unsent).toEqual({
      since: '2026-11-16',
      count: 3,
      causes: [
        { failure: 'no_credits', channel: 'sms', count: 2 },
        { failure: 'no_address', channel: 'email', count: 1 },
      ],
    });
    at(h, '2026-11-30T09:00:00Z');
    expect((await b.client.get('/api/v1/data/statistic')).body.data.credits.unsent.count).toBe(0);
  });
});
