import { waitlistEntries } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { serviceBody } from '../support/online-bookings';
import type { Cases, TenancyWorld } from './world';

const DAY = '2027-01-12';
const SETTINGS = '/api/v1/waitlist/settings';
const QUIET = '/api/v1/waitlist/quiet-hours';

/** B has a client waiting for a day of one of its online services. */
export async function seed(t: TenancyWorld) {
  const service = (await t.b.client.post('/api/v1/services', serviceBody('Waited cut', { online_booking: true }))).body.data.id;
  const [row] = await t.h.db
    .insert(waitlistEntries)
    .values({
      business_id: t.b.user.business.id,
      client_id: t.bClientId,
      kind: 'day',
      target: `day:${service}:${DAY}`,
      service_id: service,
      day: DAY,
      wait_until: new Date('2027-01-13T00:00:00Z'),
      channel: 'email',
      locale: 'en',
    })
    .returning();
  t.ids.bWaitlistEntry = row?.id ?? '';
}

const bEntryState = async (t: TenancyWorld) =>
  (
    await t.h.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, t.ids.bWaitlistEntry ?? ''))
  )[0]?.state;

export const cases = (t: TenancyWorld): Cases => ({
  'waitlist.list': async () => {
    const mine = await t.a.client.get(`/api/v1/waitlist?date=${DAY}`);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body.data)).not.toContain(t.ids.bWaitlistEntry);
    // Positive control: B sees its own.
    const theirs = (await t.b.client.get(`/api/v1/waitlist?date=${DAY}`)).body.data.map((e: { id: string }) => e.id);
    expect(theirs).toContain(t.ids.bWaitlistEntry);
  },
  'waitlist.offerPlace': async () => {
    await t.notFoundForA('POST', `/api/v1/waitlist/${t.ids.bWaitlistEntry}/offer`, {});
    expect(await bEntryState(t)).toBe('waiting');
  },
  'waitlist.remove': async () => {
    await t.notFoundForA('DELETE', `/api/v1/waitlist/${t.ids.bWaitlistEntry}`);
    expect(await bEntryState(t)).toBe('waiting');
  },
  'waitlist.settings': async () => {
    await t.b.client.put(SETTINGS, { enabled: true, hold_minutes: 50 });
    expect((await t.a.client.get(SETTINGS)).body.data.hold_minutes).not.toBe(50);
  },
  'waitlist.updateSettings': async () => {
    const before = (await t.b.client.get(SETTINGS)).body.data;
    expect((await t.a.client.put(SETTINGS, { enabled: false, hold_minutes: 15 })).status).toBe(200);
    expect((await t.a.client.get(SETTINGS)).body.data).toEqual({ enabled: false, hold_minutes: 15 });
    expect((await t.b.client.get(SETTINGS)).body.data).toEqual(before);
  },
  'waitlist.quietHours': async () => {
    expect((await t.b.client.put(QUIET, { start: '23:15', end: '05:45' })).status).toBe(200);
    expect((await t.a.client.get(QUIET)).body.data).not.toEqual({ start: '23:15', end: '05:45' });
    expect((await t.a.client.query('waitlist.quietHours')).body.result.data).not.toEqual({ start: '23:15', end: '05:45' });
  },
  'waitlist.updateQuietHours': async () => {
    const before = (await t.b.client.get(QUIET)).body.data;
    expect((await t.a.client.put(QUIET, { start: '19:05', end: '09:10' })).status).toBe(200);
    expect((await t.a.client.mutate('waitlist.updateQuietHours', { start: '19:05', end: '09:10' })).status).toBe(200);
    expect((await t.a.client.get(QUIET)).body.data).toEqual({ start: '19:05', end: '09:10' });
    expect((await t.b.client.get(QUIET)).body.data).toEqual(before);
  },
});
