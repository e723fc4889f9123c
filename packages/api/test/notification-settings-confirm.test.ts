import { messages, outboxMessages } from '@kairos/db';
import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmOwnerAppointment } from '../src/notification-settings/confirm';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { serviceBody } from './support/online-bookings';

/** The owner adds an appointment: its clients get the booking confirmation as the settings and their flags allow, once. */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const on = {
  booking_enabled: true,
  reminder_enabled: false,
  reminder_lead_minutes: 1440,
  thank_you_enabled: false,
  thank_you_delay_minutes: 120,
};

async function world(channels: ('email' | 'sms')[]) {
  const o = await registerOwner(h, { locale: 'en', timezone: 'Europe/London' });
  o.client.setLocale('en');
  // Both channels set as the test says (a new business starts with email confirmations on).
  for (const c of ['email', 'sms'] as const) {
    const saved = await o.client.put(`/api/v1/user/${c}-notification-settings`, { ...on, booking_enabled: channels.includes(c) });
    expect(saved.status).toBe(200);
  }
  const add = async (first_name: string, extra: Record<string, unknown>) =>
    (await o.client.post('/api/v1/clients', { first_name, last_name: 'Brown', ...extra })).body.data.id as string;
  const ann = await add('Ann', { email: 'ann@x.example', phone: '07700 900123', locale: 'uk' });
  const bob = await add('Bob', { email: 'bob@x.example', phone: '07700 900124', email_reminders: false, sms_reminders: false });
  const cid = await add('Cid', { phone: '07700 900125', locale: '' });
  const service = (await o.client.post('/api/v1/services', serviceBody('Cut'))).body.data.id as string;
  const book = async (client_ids: string[]) => {
    const res = await o.client.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: service,
      client_ids,
      date: '2026-12-15',
      start_time: '10:00',
    });
    expect(res.status).toBe(200);
    return res.body.data.id as string;
  };
  return { ...o, ann, bob, cid, book };
}

const sent = () => h.db.select().from(messages).orderBy(asc(messages.to), asc(messages.channel));

describe('booking confirmation of an owner-created appointment', () => {
  it("goes to each client with the address and their flag on, in the client's language, else the owner's", async () => {
    const w = await world(['email', 'sms']);
    const id = await w.book([w.ann, w.bob, w.cid]);
    const rows = await sent();
    expect(
      rows.filter((r) => r.status !== 'error').map((r) => [r.client_id, r.channel, r.locale, r.type, r.appointment_id]),
    ).toEqual([
      [w.ann, 'sms', 'uk', 'booking', id],
      [w.cid, 'sms', 'en', 'booking', id],
      [w.ann, 'email', 'uk', 'booking', id],
    ]);
    // Cid has no email: recorded as not sent, so the owner is told.
    expect(rows.filter((r) => r.status === 'error').map((r) => [r.client_id, r.channel, r.failure])).toEqual([
      [w.cid, 'email', 'no_address'],
    ]);
    await h.drain();
    const outbox = await h.db.select().from(outboxMessages).orderBy(asc(outboxMessages.to));
    const ann = outbox.filter((x) => x.to.endsWith('123') || x.to === 'ann@x.example');
    expect(ann.map((x) => x.body_text).join('\n')).toContain('Cut');
    const annSms = outbox.find((x) => x.to.endsWith('900123'));
    expect(annSms?.body_text).toBe('Ann, запис: Cut, вт, 15.12 о 10:00. Studio');
    const cidSms = outbox.find((x) => x.to.endsWith('900125'));
    expect(cidSms?.body_text).toBe('Hi Cid, your Cut at Studio is booked for Tue 15 Dec at 10:00.');
    const mail = outbox.find((x) => x.to === 'ann@x.example');
    expect(mail?.subject).toBe('Studio: ваш запис');
  });

  it('is sent once per appointment, client and channel', async () => {
    const w = await world(['sms']);
    const id = await w.book([w.cid]);
    const appointment = {
      start_at: new Date('2026-12-15T10:00:00Z'),
      service_id: null,
      class_id: null,
      location_id: null,
      title: 'x',
    };
    await confirmOwnerAppointment(h.deps, w.user.business.id, id, appointment, [w.cid]);
    expect((await sent()).map((r) => r.dedupe_key)).toEqual([`booking:sms:${id}:${w.cid}`]);
  });

  it('is not sent while the channel has booking confirmations off, nor to a client who said no', async () => {
    const w = await world(['email']);
    await w.book([w.cid, w.bob]);
    // SMS confirmations are off, Bob said no to emails: nothing. Cid has no email: recorded as not sent.
    expect((await sent()).map((r) => [r.client_id, r.channel, r.status, r.failure])).toEqual([
      [w.cid, 'email', 'error', 'no_address'],
    ]);
  });
});
