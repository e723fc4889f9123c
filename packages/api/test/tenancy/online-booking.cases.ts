import { expect } from 'vitest';
import { serviceBody } from '../support/online-bookings';
import type { Cases, TenancyWorld } from './world';

const PATH = '/api/v1/user/booking-settings';

/** B offers one service on its page; A's settings may never name it or take B's address. */
export async function seed(t: TenancyWorld) {
  const service = serviceBody('Secret online cut', { online_booking: true });
  t.ids.bOnlineService = (await t.b.client.post('/api/v1/services', service)).body.data.id;
}

const bSettings = async (t: TenancyWorld) => (await t.b.client.get(PATH)).body.data;

export const cases = (t: TenancyWorld): Cases => ({
  'onlineBooking.get': async () => {
    const mine = (await t.a.client.get(PATH)).body.data;
    // A's own address (another case may have renamed it through the profile), never B's.
    expect(mine.slug).not.toBe(t.b.user.business.slug);
    expect(mine.page_url.endsWith(`/online-booking/${mine.slug}`)).toBe(true);
    expect(JSON.stringify(mine)).not.toContain('Secret online cut');
  },
  'onlineBooking.update': async () => {
    const before = await bSettings(t);
    const mine = (await t.a.client.get(PATH)).body.data;
    const body = { ...mine, enabled: false, service_ids: [t.ids.bOnlineService] };
    const res = await t.a.client.put(PATH, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['service_ids']);
    const taken = await t.a.client.put(PATH, { ...body, service_ids: [], slug: t.b.user.business.slug });
    expect(taken.body.code).toBe('SLUG_TAKEN');
    // Positive control: A's own save works, and B is as it was.
    expect((await t.a.client.put(PATH, { ...body, service_ids: [], notice_hours: 7 })).status).toBe(200);
    expect(await bSettings(t)).toEqual(before);
  },
});
