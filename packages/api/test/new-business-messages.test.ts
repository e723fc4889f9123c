import { creditEntries, messages, notificationSettings } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balances } from '../src/credits/ledger';
import { enqueueDueReminders } from '../src/reminders/scan';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { emailsTo } from './support/mail';

/**
 * Item 5 of issue 25: a new owner's reminders go out from day one. Registering gives email booking confirmations
 * and reminders on, the trial's 5 email credits pay for them: register → client with an email → appointment
 * tomorrow → the confirmation and, from the cron, the reminder are in the outbox and two credits are spent.
 * A business registered before keeps what it had (no settings row: everything off).
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('a new business', () => {
  it('confirms and reminds by email from day one, paid by the trial credits', async () => {
    h.clock.now = new Date('2026-11-20T09:00:00Z');
    const o = await registerOwner(h, { locale: 'en', timezone: 'Europe/London', business_name: 'Studio Nova' });
    const businessId = o.user.business.id;
    const c = o.client;
    const email = (await c.get('/api/v1/user/email-notification-settings')).body.data;
    expect(email).toMatchObject({ booking_enabled: true, reminder_enabled: true, reminder_lead_minutes: 1440 });
    const sms = (await c.get('/api/v1/user/sms-notification-settings')).body.data;
    expect(sms).toMatchObject({ booking_enabled: false, reminder_enabled: false });
    expect(await balances(h.db, businessId)).toEqual({ sms: 5, email: 5 });

    const client = (await c.post('/api/v1/clients', { first_name: 'Harriet', last_name: 'Hughes', email: 'harriet@example.com' }))
      .body.data.id as string;
    const service = (
      await c.post('/api/v1/services', {
        name: 'Colour',
        type: 'single',
        parts: [{ title: 'Colour', duration_minutes: 60, type: 'block' }],
        colour: '#2563eb',
        price: 4000,
      })
    ).body.data.id as string;
    const booked = await c.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: service,
      client_ids: [client],
      date: '2026-11-21',
      start_time: '15:00',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const confirmation = await emailsTo(h, 'harriet@example.com');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.subject).toBe('Your booking at Studio Nova');
    expect(confirmation[0]?.body_text).toContain('Hi Harriet');
    expect((await balances(h.db, businessId)).email).toBe(4);

    // The cron 24 hours before the start.
    h.clock.now = new Date('2026-11-20T15:00:00Z');
    expect(await enqueueDueReminders(h.deps, h.clock.now)).toBe(1);
    const mails = await emailsTo(h, 'harriet@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Reminder: Colour on Saturday 21 November at 15:00');
    expect(mails[0]?.body_text).toContain('Hi Harriet');
    expect((await balances(h.db, businessId)).email).toBe(3);
    const spent = await h.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.business_id, businessId), eq(creditEntries.reason, 'message')));
    expect(spent.map((e) => [e.channel, e.delta])).toEqual([
      ['email', -1],
      ['email', -1],
    ]);
    const rows = await h.db.select().from(messages).where(eq(messages.business_id, businessId));
    expect(rows.map((r) => [r.type, r.status]).sort()).toEqual([
      ['booking', 'sent'],
      ['reminder', 'sent'],
    ]);
  });

  it('a business registered before (no settings row) keeps everything off', async () => {
    const o = await registerOwner(h);
    await h.db.delete(notificationSettings).where(eq(notificationSettings.business_id, o.user.business.id));
    const email = (await o.client.get('/api/v1/user/email-notification-settings')).body.data;
    expect(email).toMatchObject({ booking_enabled: false, reminder_enabled: false });
  });
});
