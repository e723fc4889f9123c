import { clients, onlineBookings, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manageTokenFor } from '../src/booking/manage-token';
import { at, business, MIN, outboxTo, tick } from './reminders.fixtures';
import { type Harness, makeHarness } from './support/harness';

/**
 * The reminder cron (enqueueDueReminders) and its consumer (sendReminder) on a real database with an
 * injected clock: what is due at the edges of the lead and delay, DST, series, class sessions, the clients' flags
 * and language, read-only businesses and the cancel link.
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const PHONE = '+447700900123';

describe('reminders: when they are due', () => {
  it('goes at start − lead, not a minute before, once, with the name, service, date and time', async () => {
    at(h, '2026-11-20T09:00:00Z');
    const b = await business(h);
    await b.settings('sms', { reminder_enabled: true, reminder_lead_minutes: 1440 });
    const ann = await b.person('Ann');
    const appt = await b.book('2026-11-23', '10:00', [ann]);

    at(h, '2026-11-22T09:59:00Z');
    expect(await tick(h)).toBe(0);
    expect(await b.sent()).toHaveLength(0);

    at(h, '2026-11-22T10:00:00Z');
    expect(await tick(h)).toBe(1);
    const [msg] = await b.sent();
    expect(msg).toMatchObject({
      type: 'reminder',
      channel: 'sms',
      to: PHONE,
      client_id: ann,
      appointment_id: appt,
      locale: 'en',
    });
    expect(msg?.status).toBe('sent');
    expect(msg?.dedupe_key).toBe(`reminder:sms:${appt}:${ann}:${Date.parse('2026-11-23T10:00:00Z')}`);
    const [sms] = await outboxTo(h, PHONE);
    expect(sms?.body_text).toContain('Ann');
    expect(sms?.body_text).toContain('Haircut');
    expect(sms?.body_text).toContain('Studio Nova');
    expect(sms?.body_text).toContain('10:00');
    expect(sms?.body_text).toContain('Mon 23 Nov');

    // Later runs, up to the start, queue nothing more (it is sent); at the start it is no longer due.
    at(h, '2026-11-23T09:59:00Z');
    expect(await tick(h)).toBe(0);
    at(h, '2026-11-23T10:00:00Z');
    expect(await tick(h)).toBe(0);
    expect(await b.sent()).toHaveLength(1);
  });

  it('an appointment booked after its due time: reminded while still an hour away, not nearer (the confirmation covers it)', async () => {
    at(h, '2026-11-22T10:00:00Z');
    const b = await business(h);
    await b.settings('sms', { reminder_enabled: true, reminder_lead_minutes: 1440 });
    const ann = await b.person('Ann');
    const far = await b.book('2026-11-22', '11:00', [ann]);
    const near = await b.book('2026-11-22', '10:59', [ann]);
    await tick(h);
    expect((await b.sent()).map((m) => m.appointment_id)).toEqual([far]);
    expect(near).toBeTruthy();
  });

  it('thank-you: end + delay, never before, and not for visits older than a day past it', async () => {
    at(h, '2026-11-19T08:00:00Z');
    const b = await business(h);
    const ann = await b.person('Ann');
    const old = await b.book('2026-11-19', '10:00', [ann]);
    at(h, '2026-11-22T08:00:00Z');
    const today = await b.book('2026-11-22', '10:00', [ann]);
    await b.settings('sms', { thank_you_enabled: true, thank_you_delay_minutes: 120 });

    at(h, '2026-11-22T12:44:00Z');
    expect(await tick(h)).toBe(0);
    at(h, '2026-11-22T12:45:00Z');
    expect(await tick(h)).toBe(1);
    const sent = await b.sent('thank_you');
    expect(sent.map((m) => m.appointment_id)).toEqual([today]);
    expect(old).not.toBe(today);
    const [sms] = await outboxTo(h, PHONE);
    expect(sms?.body_text).toContain('Thank you for visiting Studio Nova, Ann');
  });

  it('thank-you: attended and pending clients, never a no-show or a cancellation', async () => {
    at(h, '2026-11-22T08:00:00Z');
    const b = await business(h);
    await b.settings('sms', { thank_you_enabled: true, thank_you_delay_minutes: 30 });
    const [came, noShow, cancelled] = [await b.person('Came'), await b.person('Gone'), await b.person('Cancel')];
    const session = await b.session('2026-11-22', '10:00', [came, noShow, cancelled]);
    await b.client.put(`/api/v1/appointments/${session}/status`, { client_id: came, status: 'attended' });
    await b.client.put(`/api/v1/appointments/${session}/status`, { client_id: noShow, status: 'no_show' });
    await b.client.put(`/api/v1/appointments/${session}/status`, { client_id: cancelled, status: 'cancelled' });
    at(h, '2026-11-22T11:30:00Z');
    await tick(h);
    expect((await b.sent('thank_you')).map((m) => m.client_id)).toEqual([came]);
  });

  it('blocked time never; a class session reminds each of its clients', async () => {
    at(h, '2026-11-20T08:00:00Z');
    const b = await business(h);
    await b.settings('sms', { reminder_enabled: true, reminder_lead_minutes: 120 });
    const [x, y] = [await b.person('Xena'), await b.person('Yuri', { phone: '07700 900456' })];
    await b.session('2026-11-22', '12:00', [x, y]);
    await b.book('2026-11-22', '11:00', [], { type: 'blocked', service_id: null, duration_minutes: 60, title: 'Lunch' });
    at(h, '2026-11-22T10:00:00Z');
    expect(await tick(h)).toBe(2);
    expect((await b.sent()).map((m) => m.client_id).sort()).toEqual([x, y].sort());
    expect((await outboxTo(h, '+447700900456'))[0]?.body_text).toContain('Yoga');
  });
});

describe('reminders: daylight saving', () => {
  // The clocks go back on 25 October 2026 in London and Kyiv alike (01:00 UTC): a reminder 24 h before a 09:00
  // appointment that day goes 24 real hours before it, which is 10:00 on the wall clock the day before.
  for (const [timezone, start, due, locale] of [
    ['Europe/London', '2026-10-25T09:00:00Z', '2026-10-24T09:00:00Z', 'en'],
    ['Europe/Kyiv', '2026-10-25T07:00:00Z', '2026-10-24T07:00:00Z', 'uk'],
    // Spring forward (29 March 2026 in London): 09:00 BST is 08:00 UTC; 24 h before is 08:00 GMT.
    ['Europe/London', '2026-03-29T08:00:00Z', '2026-03-28T08:00:00Z', 'en'],
  ] as const) {
    it(`${timezone}: 09:00 on ${start.slice(0, 10)} is reminded at ${due}`, async () => {
      at(h, new Date(Date.parse(due) - 3 * 86_400_000).toISOString());
      const b = await business(h, { timezone, locale });
      await b.settings('sms', { reminder_enabled: true, reminder_lead_minutes: 1440 });
      const ann = await b.person('Ann');
      const appt = await b.book(start.slice(0, 10), '09:00', [ann]);
      at(h, new Date(Date.parse(due) - MIN).toISOString());
      expect(await tick(h)).toBe(0);
      at(h, due);
      expect(await tick(h)).toBe(1);
      const [msg] = await b.sent();
      expect(msg?.dedupe_key).toBe(`reminder:sms:${appt}:${ann}:${Date.parse(start)}`);
      expect(msg?.body_preview).toContain('09:00');
    });
  }
});

describe('reminders: recurring series', () => {
  it('an occurrence (no row of its own) is reminded with its <series>_<date> id; a cancelled one is not', async () => {
    at(h, '2026-11-20T08:00:00Z');
    const b = await business(h);
    await b.settings('sms', { reminder_enabled: true, reminder_lead_minutes: 1440 });
    const ann = await b.person('Ann');
    const first = await b.book('2026-11-20', '15:00', [ann], { recurring: { frequency: 'weekly', end_date: '2026-12-31' } });
    const seriesId = (await b.client.get(`/api/v1/appointments/${first}`)).body.data.series_id as string | undefined;
    at(h, '2026-11-26T15:00:00Z');
    expect(await tick(h)).toBe(1);
    const [msg] = await b.sent();
    expect(msg?.appointment_id).toMatch(/_2026-11-27$/);
    if (seriesId) expect(msg?.appointment_id).toBe(`${seriesId}_2026-11-27`);
    expect(msg?.body_preview).toContain('15:00');

    // The next week's occurrence is cancelled on its own: no reminder for it.
    const next = String(msg?.appointment_id).replace('2026-11-27', '2026-12-04');
    const del = await b.client.del(`/api/v1/appointments/${next}?recurring_range=this`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    at(h, '2026-12-03T15:00:00Z');
    await tick(h);
    expect(await b.sent()).toHaveLength(1);
  });
});

describe("reminders: the client's flags and address", () => {
  it('reminders off → nothing; no phone → the SMS recorded as not sent; email on with an address → an email in their language', async () => {
    at(h, '2026-11-20T08:00:00Z');
    const b = await business(h);
    await b.settings('sms', { reminder_enabled: true, reminder_lead_minutes: 1440 });
    await b.settings('email', { reminder_enabled: true, reminder_lead_minutes: 1440 });
    const off = await b.person('Off', { sms_reminders: false, email_reminders: false, email: 'off@example.com' });
    const noPhone = await b.person('Mail', { phone: null, email: 'mail@example.com' });
    await h.db.update(clients).set({ locale: 'uk' }).where(eq(clients.id, noPhone));
    await b.book('2026-11-21', '10:00', [off, noPhone]);
    at(h, '2026-11-20T10:00:00Z');
    await tick(h);
    const sent = await b.sent();
    const went = sent.filter((m) => m.status !== 'error');
    expect(went.map((m) => [m.client_id, m.channel, m.locale])).toEqual([[noPhone, 'email', 'uk']]);
    const unsent = sent.filter((m) => m.status === 'error');
    expect(unsent.map((m) => [m.client_id, m.channel, m.failure])).toEqual([[noPhone, 'sms', 'no_address']]);
    const [mail] = await outboxTo(h, 'mail@example.com');
    expect(mail?.subject).toContain('Нагадування');
    expect(mail?.body_text).toContain('Вітаємо, Mail!');
    expect(mail?.body_text).toContain('субота');
  });

  it('a read-only business (the trial ran out, no plan) sends nothing', async () => {
    at(h, '2026-11-20T08:00:00Z');
    const b = await business(h);
    await b.settings('sms', { reminder_enabled: true, reminder_lead_minutes: 1440 });
    await b.book('2026-11-21', '10:00', [await b.person('Ann')]);
    await h.db
      .update(subscriptions)
      .set({ trial_ends_at: new Date('2026-11-20T09:00:00Z') })
      .where(eq(subscriptions.business_id, b.businessId));
    at(h, '2026-11-20T10:00:00Z');
    expect(await tick(h)).toBe(0);
    expect(await b.sent()).toHaveLength(0);
  });
});

describe('reminders: the cancel link', () => {
  it("an online booking's reminder carries its manage link; an appointment the owner made has no such line", async () => {
    at(h, '2026-11-20T08:00:00Z');
    const b = await business(h);
    await b.settings('email', { reminder_enabled: true, reminder_lead_minutes: 1440 });
    const online = await b.person('Olga', { email: 'olga@example.com' });
    const walkIn = await b.person('Walt', { email: 'walt@example.com' });
    const booked = await b.book('2026-11-21', '10:00', [online]);
    await b.book('2026-11-21', '11:00', [walkIn]);
    const [row] = await h.db
      .insert(onlineBookings)
      .values({
        business_id: b.businessId,
        kind: 'appointment',
        status: 'confirmed',
        client_id: online,
        appointment_id: booked,
        item_id: b.service,
        item_name: 'Haircut',
        currency: 'GBP',
        manage_token_hash: 'hash-of-the-token',
        locale: 'en',
      })
      .returning({ id: onlineBookings.id });
    at(h, '2026-11-20T11:00:00Z');
    expect(await tick(h)).toBe(2);
    const token = manageTokenFor(h.services.config.secret, row?.id as string);
    const [olga] = await outboxTo(h, 'olga@example.com');
    expect(olga?.body_text).toContain(`/online-booking/${b.user.business.slug}/manage/${token}`);
    const [walt] = await outboxTo(h, 'walt@example.com');
    expect(walt?.subject).toContain('Haircut');
    expect(walt?.body_text).not.toContain('/manage/');
    expect(walt?.body_text).not.toContain('Change or cancel');
  });
});
