import { expect } from 'vitest';
import { notifyOwner } from '../../src/notifications/notify';
import { bookedOnline } from '../support/online-bookings';
import type { Cases, TenancyWorld } from './world';

const LIST = '/api/v1/user/notifications';

/** One bell notification for each business (A's is the positive control). */
export async function seed(t: TenancyWorld) {
  for (const [key, o] of [
    ['bNotification', t.b],
    ['aNotification', t.a],
  ] as const) {
    const { booking } = await bookedOnline(t.h, o, {}, `Bell${key}`, '2027-02-17');
    await notifyOwner(t.h.deps, booking.id, 'online_booking');
    t.ids[key] = (await o.client.get(LIST)).body.data[0].id;
  }
}

const bIds = async (t: TenancyWorld) => (await t.b.client.get(LIST)).body.data.map((n: { id: string }) => n.id);

export const cases = (t: TenancyWorld): Cases => ({
  'notifications.list': async () => {
    const mine = (await t.a.client.get(LIST)).body.data.map((n: { id: string }) => n.id);
    expect(mine).not.toContain(t.ids.bNotification);
  },
  'notifications.counts': async () => {
    // A's count is A's own unread list; B's notification is not in it.
    const own = (await t.a.client.get(LIST)).body.meta.total;
    expect((await t.a.client.get('/api/v1/user/bell-counts')).body.data).toMatchObject({ notifications: own });
    // B's count is B's own list (its seeded booking, and what its seeded messages rang: the low-credit reminder).
    const theirs = (await t.b.client.get(LIST)).body.meta.total;
    expect(theirs).toBeGreaterThanOrEqual(1);
    expect((await t.b.client.get('/api/v1/user/bell-counts')).body.data).toMatchObject({ notifications: theirs });
  },
  'notifications.markRead': async () => {
    await t.notFoundForA('PUT', `${LIST}/${t.ids.bNotification}/mark-as-read`, {});
    expect(await bIds(t)).toContain(t.ids.bNotification);
  },
  'notifications.remove': async () => {
    await t.notFoundForA('DELETE', `${LIST}/${t.ids.bNotification}/delete`);
    expect(await bIds(t)).toContain(t.ids.bNotification);
  },
  'notifications.markAllRead': async () => {
    expect((await t.a.client.put(`${LIST}/mark-all-as-read`, {})).status).toBe(200);
    expect(await bIds(t)).toContain(t.ids.bNotification);
  },
});
