import { notificationSettings } from '@kairos/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderNotification } from '../src/notification-settings/templates';
import { smsSegments } from '../src/shared/sms-segments';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/** The owner's client-notification settings per channel: defaults, round trips, texts and their checks. */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const SMS = '/api/v1/user/sms-notification-settings';
const EMAIL = '/api/v1/user/email-notification-settings';

const body = (extra: Record<string, unknown> = {}) => ({
  booking_enabled: true,
  reminder_enabled: true,
  reminder_lead_minutes: 1440,
  thank_you_enabled: false,
  thank_you_delay_minutes: 120,
  auto_renew: false,
  ...extra,
});

const TYPICAL = {
  client_name: 'Anna',
  business: 'Studio Bloom',
  service: 'Haircut',
  date: 'Tue 15 Dec',
  time: '10:00',
  location: 'Studio Bloom, 1 High Street, London',
  cancel_link: 'https://kairos.example/online-booking/studio/manage/abc',
};
const TYPICAL_UK = { ...TYPICAL, client_name: 'Анна', business: 'Студія Блум', service: 'Стрижка', date: 'вт, 15 груд.' };

describe('notification settings', () => {
  it('answers everything off with a 24 h reminder and the default texts when never saved', async () => {
    const o = await registerOwner(h);
    const res = await o.client.get(SMS);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      channel: 'sms',
      booking_enabled: false,
      reminder_enabled: false,
      reminder_lead_minutes: 1440,
      thank_you_enabled: false,
      thank_you_delay_minutes: 120,
      auto_renew: false,
      bundle_id: null,
      templates: {},
    });
    expect(res.body.data.defaults.reminder.en).toEqual({
      subject: null,
      text: 'Reminder: {client_name}, your {service} at {business} is on {date} at {time}. See you soon!',
    });
    expect(res.body.data.defaults.reminder.uk.text).toContain('нагадуємо');
    const email = (await o.client.get(EMAIL)).body.data;
    expect(email.defaults.booking.en.subject).toBe('Your booking at {business}');
    expect(email.defaults.booking.uk.subject).toBe('{business}: ваш запис');
  });

  it('keeps every SMS default in one segment with typical values (en: GSM-7; uk: one UCS-2 part)', async () => {
    const o = await registerOwner(h);
    const id = o.user.business.id;
    for (const type of ['booking', 'reminder', 'thank_you'] as const) {
      const en = await renderNotification(h.db, id, { channel: 'sms', type, locale: 'en', values: TYPICAL });
      expect(smsSegments(en.text), en.text).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      const uk = await renderNotification(h.db, id, { channel: 'sms', type, locale: 'uk', values: TYPICAL_UK });
      expect(smsSegments(uk.text), uk.text).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    }
  });

  it('saves both channels and reads them back; the texts are per type and language', async () => {
    const o = await registerOwner(h);
    const templates = {
      reminder: {
        uk: { text: 'Привіт, {client_name}! Чекаємо {date} о {time}.' },
        en: { text: 'Hi {client_name}, see you {date} {time}' },
      },
    };
    const put = await o.client.put(SMS, body({ reminder_lead_minutes: 120, templates }));
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      reminder_enabled: true,
      reminder_lead_minutes: 120,
      templates: {
        reminder: {
          uk: { subject: null, text: templates.reminder.uk.text },
          en: { subject: null, text: templates.reminder.en.text },
        },
      },
    });
    const email = { thank_you: { en: { subject: 'Thanks from {business}', text: 'Thanks {client_name}!' } } };
    expect(
      (await o.client.put(EMAIL, body({ thank_you_enabled: true, thank_you_delay_minutes: 30, templates: email }))).status,
    ).toBe(200);

    const sms = (await o.client.get(SMS)).body.data;
    expect(sms).toMatchObject({ reminder_lead_minutes: 120, booking_enabled: true });
    expect(sms.templates.reminder.uk.text).toBe(templates.reminder.uk.text);
    const mail = (await o.client.get(EMAIL)).body.data;
    expect(mail).toMatchObject({ thank_you_enabled: true, thank_you_delay_minutes: 30, reminder_lead_minutes: 1440 });
    expect(mail.templates).toEqual({ thank_you: { en: { subject: 'Thanks from {business}', text: 'Thanks {client_name}!' } } });

    const id = o.user.business.id;
    const uk = await renderNotification(h.db, id, { channel: 'sms', type: 'reminder', locale: 'uk', values: TYPICAL_UK });
    expect(uk).toEqual({ subject: null, text: 'Привіт, Анна! Чекаємо вт, 15 груд. о 10:00.' });
    const thanks = await renderNotification(h.db, id, { channel: 'email', type: 'thank_you', locale: 'en', values: TYPICAL });
    expect(thanks).toEqual({ subject: 'Thanks from Studio Bloom', text: 'Thanks Anna!' });
    // No own text in uk: the default, filled.
    const ukThanks = await renderNotification(h.db, id, {
      channel: 'email',
      type: 'thank_you',
      locale: 'uk',
      values: TYPICAL_UK,
    });
    expect(ukThanks.subject).toBe('Студія Блум: дякуємо за візит');
  });

  it('a blank text goes back to the default; the bundle the credits area stored is kept', async () => {
    const o = await registerOwner(h);
    await o.client.put(SMS, body({ templates: { booking: { en: { text: 'Mine {client_name}' } } } }));
    await h.db.update(notificationSettings).set({ bundle_id: 'sms_100' });
    const res = await o.client.put(SMS, body({ auto_renew: true, templates: { booking: { en: { text: '   ' } } } }));
    expect(res.body.data).toMatchObject({ templates: {}, auto_renew: true, bundle_id: 'sms_100' });
  });

  it('leaves out a line whose placeholders are all empty (no place, no cancel link)', async () => {
    const o = await registerOwner(h);
    const { text } = await renderNotification(h.db, o.user.business.id, {
      channel: 'email',
      type: 'booking',
      locale: 'en',
      values: { ...TYPICAL, location: '', cancel_link: '' },
    });
    expect(text).toContain('your Haircut at Studio Bloom is booked for Tue 15 Dec at 10:00.');
    expect(text).not.toContain('Where:');
    expect(text).not.toContain('Change or cancel');
  });

  it('refuses an unknown placeholder by name, in the caller’s language, and saves nothing', async () => {
    const o = await registerOwner(h);
    o.client.setLocale('en');
    const bad = body({ templates: { reminder: { en: { text: 'Hi {client_name}, see you {when}' } } } });
    const res = await o.client.put(SMS, bad);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('TEMPLATE_PLACEHOLDER');
    expect(res.body.errors).toEqual({ 'templates.reminder.en.text': ['Unknown placeholder {when} in the text'] });
    o.client.setLocale('uk');
    const subject = { booking: { uk: { subject: 'Запис {Business}', text: 'Текст' } } };
    const uk = await o.client.put(EMAIL, body({ templates: subject }));
    expect(uk.body.errors).toEqual({ 'templates.booking.uk.subject': ['Невідомий заповнювач {Business} у тексті'] });
    // Only the row registration wrote (email confirmations and reminders on), without texts.
    expect((await h.db.select().from(notificationSettings)).map((r) => [r.channel, r.templates])).toEqual([['email', null]]);
  });

  it('refuses texts over the limits, lead times out of range and an SMS subject', async () => {
    const o = await registerOwner(h);
    o.client.setLocale('en');
    const long = await o.client.put(SMS, body({ templates: { booking: { en: { text: 'a'.repeat(919) } } } }));
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['templates.booking.en.text']);
    // The same length is fine in an email.
    expect((await o.client.put(EMAIL, body({ templates: { booking: { en: { text: 'a'.repeat(919) } } } }))).status).toBe(200);
    const subject = await o.client.put(EMAIL, body({ templates: { booking: { en: { subject: 's'.repeat(151), text: 'x' } } } }));
    expect(Object.keys(subject.body.errors)).toEqual(['templates.booking.en.subject']);
    const range = await o.client.put(SMS, body({ reminder_lead_minutes: 5, thank_you_delay_minutes: 20_000 }));
    expect(Object.keys(range.body.errors).sort()).toEqual(['reminder_lead_minutes', 'thank_you_delay_minutes']);
    const smsSubject = await o.client.put(SMS, body({ templates: { booking: { en: { subject: 'No', text: 'x' } } } }));
    expect(smsSubject.status).toBe(422);
    expect(
      await h.db
        .select()
        .from(notificationSettings)
        .then((r) => r.map((x) => x.channel)),
    ).toEqual(['email']);
  });
});
