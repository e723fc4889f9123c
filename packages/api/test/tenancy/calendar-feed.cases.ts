import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

const feedOf = async (o: TenancyWorld['a']) => (await o.client.get('/api/v1/user/calendar-feed')).body.data;
const fetchStatus = async (t: TenancyWorld, url: string) => (await t.h.app.request(new URL(url).pathname)).status;

/** Cross-tenant cases for the calendar feed (issue 28): each owner sees and changes only their own feed. */
export const cases = (t: TenancyWorld): Cases => ({
  'calendarFeed.get': async () => {
    const a = await feedOf(t.a);
    const b = await feedOf(t.b);
    expect(a.url).not.toBe(b.url);
    // A's URL answers A's diary only: none of B's appointments (B's seeded service names and ids) appear.
    const res = await t.h.app.request(new URL(a.url).pathname);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const [key, id] of Object.entries(t.ids)) if (!/\.a(\.|$)/.test(key)) expect(text, key).not.toContain(id);
    expect(text).not.toContain('Beta');
    // …while each feed does hold its own business's appointment.
    if (t.ids['appt.a.live']) expect(text).toContain(`${t.ids['appt.a.live']}@kairos`);
    const bText = await (await t.h.app.request(new URL(b.url).pathname)).text();
    if (t.ids['appt.live']) expect(bText).toContain(`${t.ids['appt.live']}@kairos`);
  },
  'calendarFeed.update': async () => {
    const before = await feedOf(t.b);
    // A's body cannot name B: the procedure only ever writes the caller's business.
    const res = await t.a.client.put('/api/v1/user/calendar-feed', {
      include_client_names: !before.include_client_names,
      business_id: t.b.user.business.id,
    });
    expect([200, 422]).toContain(res.status);
    expect(await feedOf(t.b)).toEqual(before);
  },
  'calendarFeed.regenerate': async () => {
    const b = await feedOf(t.b);
    const res = await t.a.client.post('/api/v1/user/calendar-feed/regenerate', { business_id: t.b.user.business.id });
    expect([200, 422]).toContain(res.status);
    expect((await feedOf(t.b)).url).toBe(b.url);
    expect(await fetchStatus(t, b.url)).toBe(200);
  },
});
