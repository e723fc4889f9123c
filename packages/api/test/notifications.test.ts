import { bookingSettings, notifications } from '@kairos/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifyOwner } from '../src/notifications/notify';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { emailsTo } from './support/mail';
import { bookedOnline } from './support/online-bookings';

// The owner's bell (docs/product/notifications.md "Bell items") and notifyOwner, which the booking page calls.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const LIST = '/api/v1/user/notifications';
const bookingMails = async (to: string) => (await emailsTo(h, to)).filter((e) => e.subject?.startsWith('Online booking:'));

describe('notifyOwner', () => {
  it('makes one bell row with a link to the appointment and emails the owner once per event', async () => {
    const o = await registerOwner(h, { timezone: 'Europe/London' });
    const { booking, appointmentId } = await bookedOnline(h, o);
    await notifyOwner(h.deps, booking.id, 'online_booking');
    await notifyOwner(h.deps, booking.id, 'online_booking');
    const list = (await o.client.get(LIST)).body;
    expect(list.meta?.total ?? list.total ?? list.data.length).toBeGreaterThan(0);
    const items = list.data;
    expect(items[0]).toMatchObject({
      type: 'online_booking',
      text: 'Iryna Bondar booked Cut online for 15 Dec 2026, 10:00',
      link: `/appointments/calendar/${appointmentId}`,
    });
    const mails = await bookingMails(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Iryna Bondar booked Cut online');
    expect(mails[0]?.body_text).toContain(`http://localhost/appointments/calendar/${appointmentId}`);
    // The text follows the reader's language, not the writer's.
    o.client.setLocale('uk');
    expect((await o.client.get(LIST)).body.data[0].text).toContain('Iryna Bondar');
    expect((await o.client.get(LIST)).body.data[0].text).not.toContain('booked');
  });

  it('sends no email when the owner turned it off; the bell row is still made', async () => {
    const o = await registerOwner(h);
    const { booking } = await bookedOnline(h, o);
    await h.db.insert(bookingSettings).values({ business_id: o.user.business.id, notify_owner_email: false });
    await notifyOwner(h.deps, booking.id, 'online_cancelled');
    expect(await bookingMails(o.email)).toHaveLength(0);
    expect((await o.client.get(LIST)).body.data.map((n: { type: string }) => n.type)).toEqual(['online_cancelled']);
  });
});

describe('the bell', () => {
  it('lists unread newest first with a count; read, all read and delete remove them', async () => {
    const o = await registerOwner(h);
    const { booking } = await bookedOnline(h, o);
    for (const event of ['online_booking', 'online_moved', 'online_cancelled'] as const) {
      await notifyOwner(h.deps, booking.id, event);
      h.advance(1000);
    }
    const first = await o.client.get(LIST);
    expect(first.status).toBe(200);
    expect(first.body.data.map((n: { type: string }) => n.type)).toEqual(['online_cancelled', 'online_moved', 'online_booking']);
    const trpc = await o.client.query('notifications.list', { per_page: 2 });
    expect(trpc.body.result.data).toMatchObject({ total: 3, last_page: 2 });
    const [newest, middle, oldest] = first.body.data as { id: string }[];
    expect((await o.client.put(`${LIST}/${newest?.id}/mark-as-read`, {})).status).toBe(200);
    expect((await o.client.get(LIST)).body.data.map((n: { id: string }) => n.id)).toEqual([middle?.id, oldest?.id]);
    expect((await o.client.del(`${LIST}/${middle?.id}/delete`)).status).toBe(200);
    expect((await o.client.del(`${LIST}/${middle?.id}/delete`)).status).toBe(404);
    const all = await o.client.put(`${LIST}/mark-all-as-read`, {});
    expect(all.body.data).toEqual({ count: 1 });
    expect((await o.client.get(LIST)).body.data).toEqual([]);
  });

  it("another business's notifications are not listed and cannot be read or deleted", async () => {
    const a = await registerOwner(h, { business_name: 'Alpha' });
    const b = await registerOwner(h, { business_name: 'Beta' });
    const { booking } = await bookedOnline(h, b);
    await notifyOwner(h.deps, booking.id, 'online_booking');
    const [theirs] = (await b.client.get(LIST)).body.data as { id: string }[];
    expect((await a.client.get(LIST)).body.data).toEqual([]);
    expect((await a.client.put(`${LIST}/${theirs?.id}/mark-as-read`, {})).status).toBe(404);
    expect((await a.client.del(`${LIST}/${theirs?.id}/delete`)).status).toBe(404);
    expect((await a.client.put(`${LIST}/mark-all-as-read`, {})).body.data).toEqual({ count: 0 });
    expect((await b.client.get(LIST)).body.data.map((n: { id: string }) => n.id)).toEqual([theirs?.id]);
    expect((await h.client_().get(LIST)).status).toBe(401);
  });
});

describe('billing notifications in the bell', () => {
  it('shows each billing type in the reader’s language with the link it was written with', async () => {
    const o = await registerOwner(h, { timezone: 'Europe/London' });
    const business_id = o.user.business.id;
    const details = '/account-setup/subscription/details';
    const cards = '/account-setup/subscription/cards';
    const rows = [
      { type: 'payment_failed', params: { date: '2026-12-01T00:00:00.000Z', timezone: 'Europe/London' }, link: cards },
      { type: 'trial_ending', params: { date: '2026-12-06T00:00:00.000Z', timezone: 'Europe/London' }, link: details },
      { type: 'subscription_activated', params: { plan: 'Business' }, link: details },
      { type: 'low_credits', params: { count: '5', channel: 'SMS' }, link: null },
    ] as const;
    for (const row of rows) {
      await h.db.insert(notifications).values({ business_id, ...row, params: { ...row.params }, created_at: h.clock.now });
      h.advance(1000);
    }
    const items = (await o.client.get(LIST)).body.data as { type: string; text: string; link: string | null }[];
    expect(items.map((n) => [n.type, n.text, n.link])).toEqual([
      ['low_credits', 'Low on SMS credits: 5 left', null],
      ['subscription_activated', 'Subscription plan Business was activated successfully!', details],
      ['trial_ending', 'Your free trial ends on 6 Dec 2026', details],
      ['payment_failed', 'Your payment for Kairos failed: please update your card by 1 Dec 2026 to keep your plan', cards],
    ]);
    expect((await o.client.get('/api/v1/user/bell-counts')).body.data).toEqual({ notifications: 4, news: 0, total: 4 });
    o.client.setLocale('uk');
    const uk = (await o.client.get(LIST)).body.data as { text: string }[];
    expect(uk.every((n) => /[а-яіїєґ]/i.test(n.text))).toBe(true);
  });
});
