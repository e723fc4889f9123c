import { appointmentClients, clients, creditEntries } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendEntry } from '../src/credits/ledger';
import type { ReminderJob } from '../src/reminders/job';
import { enqueueDueReminders, sendReminder } from '../src/reminders/scan';
import { at, business, HOUR, MIN, outboxTo, tick } from './reminders.fixtures';
import { type Harness, makeHarness } from './support/harness';

/**
 * Reminders after they are queued: moved, cancelled, deleted or switched off before the consumer runs, and
 * exactly one message and one spend per (appointment, client, type, channel) whatever concurrent cron runs,
 * redeliveries and restarts do.
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const PHONE = '+447700900123';

describe('reminders: moved, cancelled, switched off after queueing', () => {
  async function queued() {
    at(h, '2026-11-20T08:00:00Z');
    const b = await business(h);
    await b.settings('sms', { reminder_enabled: true, reminder_lead_minutes: 1440 });
    const ann = await b.person('Ann');
    const appt = await b.book('2026-11-21', '10:00', [ann]);
    at(h, '2026-11-20T10:00:00Z');
    expect(await enqueueDueReminders(h.deps, h.clock.now)).toBe(1);
    return { b, ann, appt };
  }

  it('moved: the old time is dropped, the new time gets its own reminder', async () => {
    const { b, appt } = await queued();
    const moved = await b.client.put(`/api/v1/appointments/${appt}/time`, {
      date: '2026-11-22',
      start_time: '12:00',
      allow_overlap: true,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await h.drain();
    expect(await b.sent()).toHaveLength(0);
    at(h, '2026-11-21T12:00:00Z');
    expect(await tick(h)).toBe(1);
    const [msg] = await b.sent();
    expect(msg?.dedupe_key).toContain(`:${Date.parse('2026-11-22T12:00:00Z')}`);
    expect(msg?.body_preview).toContain('12:00');
  });

  it('cancelled: nothing, now or later', async () => {
    const { b, ann, appt } = await queued();
    await b.client.put(`/api/v1/appointments/${appt}/status`, { client_id: ann, status: 'cancelled' });
    await h.drain();
    h.advance(HOUR);
    await tick(h);
    expect(await b.sent()).toHaveLength(0);
    const [link] = await h.db
      .select()
      .from(appointmentClients)
      .where(and(eq(appointmentClients.appointment_id, appt)));
    expect(link?.status).toBe('cancelled');
  });

  it("the client's flag goes off after queueing: dropped", async () => {
    const { b, ann } = await queued();
    await h.db.update(clients).set({ sms_reminders: false }).where(eq(clients.id, ann));
    await h.drain();
    expect(await b.sent()).toHaveLength(0);
  });

  it('the owner switches SMS reminders off after queueing: dropped', async () => {
    const { b } = await queued();
    await b.settings('sms', { reminder_enabled: false });
    await h.drain();
    expect(await b.sent()).toHaveLength(0);
  });

  it('deleted: dropped', async () => {
    const { b, appt } = await queued();
    const del = await b.client.del(`/api/v1/appointments/${appt}`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    await h.drain();
    expect(await b.sent()).toHaveLength(0);
  });
});

describe('reminders: exactly once', () => {
  async function due() {
    at(h, '2026-11-20T08:00:00Z');
    const b = await business(h);
    await b.settings('sms', { reminder_enabled: true, reminder_lead_minutes: 1440 });
    const [ann, bob] = [await b.person('Ann'), await b.person('Bob', { phone: '07700 900456' })];
    const appt = await b.book('2026-11-21', '10:00', [ann, bob]);
    at(h, '2026-11-20T10:00:00Z');
    return { b, ann, bob, appt };
  }
  const spends = (businessId: string) =>
    h.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.business_id, businessId), eq(creditEntries.reason, 'message')));

  it('concurrent cron runs (scan + drain, 6 at once, twice): one message and one spend per client', async () => {
    const { b, ann, bob } = await due();
    for (let round = 0; round < 2; round++) {
      await Promise.all(Array.from({ length: 6 }, () => tick(h)));
      h.advance(5 * MIN);
    }
    const sent = await b.sent();
    expect(sent.map((m) => m.client_id).sort()).toEqual([ann, bob].sort());
    expect(sent.every((m) => m.status === 'sent')).toBe(true);
    expect(await spends(b.businessId)).toHaveLength(2);
    expect(await outboxTo(h, PHONE)).toHaveLength(1);
  });

  it('the same job delivered again (a restart, a redelivery, two consumers at once) still sends once', async () => {
    const { b, ann, appt } = await due();
    const job: ReminderJob = {
      business_id: b.businessId,
      appointment_id: appt,
      client_id: ann,
      type: 'reminder',
      channel: 'sms',
      start_at: Date.parse('2026-11-21T10:00:00Z'),
    };
    await Promise.all(Array.from({ length: 5 }, () => sendReminder(h.deps, job)));
    await h.drain();
    await sendReminder(h.deps, job);
    await tick(h);
    const mine = (await b.sent()).filter((m) => m.client_id === ann);
    expect(mine).toHaveLength(1);
    expect((await spends(b.businessId)).length).toBe(2);
  });

  it('no credits left: nothing is sent or spent, each is recorded as not sent (no_credits), and not sent later (the brief: no retry)', async () => {
    const { b, ann } = await due();
    await appendEntry(h.db, {
      businessId: b.businessId,
      channel: 'sms',
      reason: 'admin_adjustment',
      delta: -5,
      now: h.clock.now,
    });
    await tick(h);
    const unsent = await b.sent();
    expect(unsent.map((m) => [m.status, m.failure, m.credits])).toEqual([
      ['error', 'no_credits', 0],
      ['error', 'no_credits', 0],
    ]);
    expect(await spends(b.businessId)).toHaveLength(0);
    expect(await outboxTo(h, PHONE)).toHaveLength(0);
    await appendEntry(h.db, { businessId: b.businessId, channel: 'sms', reason: 'admin_adjustment', delta: 1, now: h.clock.now });
    h.advance(5 * MIN);
    expect(await tick(h)).toBe(0);
    // Recorded under the reminder's key: a later run does not queue it again, nothing is sent.
    expect((await b.sent()).filter((m) => m.status !== 'error')).toEqual([]);
    expect(ann).toBeTruthy();
  });
});
