import { describe, expect, it } from 'vitest';
import { runScheduled } from '../src/jobs/cron';
import { type QuietHours, quietUntil } from '../src/waitlist/quiet-hours';
import { pageBusiness } from './support/booking-page';
import { waitlistWorld } from './support/waitlist-world';

// The owner's quiet hours (migration 0040, docs/DECISIONS.md "Quiet hours"): any window on the business's clock,
// GET and PUT through REST and tRPC, the business's own window deciding sent or queued, and a change moving the
// queued offers.
const { world, base, at, offersOf, offerMails, waitlistJobs, fullSessionWithWaiters } = waitlistWorld();

describe('waitlist quiet hours: the owner’s setting', () => {
  const QUIET = '/api/v1/waitlist/quiet-hours';
  const hm = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const until = (iso: string, tz: string, q: QuietHours) => {
    const t = quietUntil(Date.parse(iso), tz, q);
    return t === null ? null : new Date(t).toISOString();
  };

  it('any window on the business’s clock across DST change days (London and Kyiv), within a day or across midnight', () => {
    // 22:30–06:30 across midnight. London, clocks back (25 Oct 2026): 22:30 BST (21:30Z) → 06:30 GMT (06:30Z).
    const late = { from: hm('22:30'), to: hm('06:30') };
    expect(until('2026-10-24T21:29:00Z', 'Europe/London', late)).toBeNull();
    expect(until('2026-10-24T21:30:00Z', 'Europe/London', late)).toBe('2026-10-25T06:30:00.000Z');
    expect(until('2026-10-25T06:29:00Z', 'Europe/London', late)).toBe('2026-10-25T06:30:00.000Z');
    expect(until('2026-10-25T06:30:00Z', 'Europe/London', late)).toBeNull();
    // London, clocks forward (28 Mar 2027): 22:30 GMT (22:30Z) → 06:30 BST (05:30Z).
    expect(until('2027-03-27T22:30:00Z', 'Europe/London', late)).toBe('2027-03-28T05:30:00.000Z');
    expect(until('2027-03-28T05:30:00Z', 'Europe/London', late)).toBeNull();
    // Kyiv, clocks forward (28 Mar 2027, 03:00 EET → 04:00 EEST): 22:30 EET (20:30Z) → 06:30 EEST (03:30Z).
    expect(until('2027-03-27T20:30:00Z', 'Europe/Kyiv', late)).toBe('2027-03-28T03:30:00.000Z');
    expect(until('2027-03-28T03:29:00Z', 'Europe/Kyiv', late)).toBe('2027-03-28T03:30:00.000Z');
    expect(until('2027-03-28T03:30:00Z', 'Europe/Kyiv', late)).toBeNull();
    // Kyiv, clocks back (25 Oct 2026): 22:30 EEST (19:30Z) → 06:30 EET (04:30Z).
    expect(until('2026-10-24T19:30:00Z', 'Europe/Kyiv', late)).toBe('2026-10-25T04:30:00.000Z');
    expect(until('2026-10-25T04:30:00Z', 'Europe/Kyiv', late)).toBeNull();
    // An end inside Kyiv's skipped hour (03:30 on 28 Mar 2027) moves forward by the gap: 04:30 EEST (01:30Z).
    const gap = { from: hm('23:00'), to: hm('03:30') };
    expect(until('2027-03-27T23:00:00Z', 'Europe/Kyiv', gap)).toBe('2027-03-28T01:30:00.000Z'); // 01:00 EET
    expect(until('2027-03-28T01:30:00Z', 'Europe/Kyiv', gap)).toBeNull(); // 04:30 EEST
    // An end inside London's repeated hour (01:30 on 25 Oct 2026) is its first pass, 01:30 BST (00:30Z); the clock
    // reading 01:00–01:30 again (GMT) is no longer quiet.
    const twice = { from: hm('23:00'), to: hm('01:30') };
    expect(until('2026-10-24T22:00:00Z', 'Europe/London', twice)).toBe('2026-10-25T00:30:00.000Z'); // 23:00 BST
    expect(until('2026-10-25T00:29:00Z', 'Europe/London', twice)).toBe('2026-10-25T00:30:00.000Z');
    expect(until('2026-10-25T00:30:00Z', 'Europe/London', twice)).toBeNull();
    expect(until('2026-10-25T01:10:00Z', 'Europe/London', twice)).toBeNull(); // 01:10 GMT, the second pass
    // Within a day (13:00–15:00), on London's change day: 13:00 GMT is 13:00Z.
    const noon = { from: hm('13:00'), to: hm('15:00') };
    expect(until('2026-10-25T12:59:00Z', 'Europe/London', noon)).toBeNull();
    expect(until('2026-10-25T13:00:00Z', 'Europe/London', noon)).toBe('2026-10-25T15:00:00.000Z');
    expect(until('2026-10-25T15:00:00Z', 'Europe/London', noon)).toBeNull();
    expect(until('2026-10-25T02:00:00Z', 'Europe/London', noon)).toBeNull();
    // start = end: no quiet hours at all.
    for (const iso of ['2026-10-24T23:00:00Z', '2026-10-25T03:00:00Z', '2026-10-25T12:00:00Z'])
      expect(until(iso, 'Europe/London', { from: hm('21:00'), to: hm('21:00') })).toBeNull();
  });

  it('GET and PUT through REST and tRPC; invalid times and too long a window are refused in both languages', async () => {
    const a = await pageBusiness(world.h, 'Studio Settings', { timezone: 'Europe/Kyiv' });
    expect((await a.client.get(QUIET)).body.data).toEqual({ start: '21:00', end: '08:00' });
    const put = await a.client.put(QUIET, { start: '22:30', end: '06:45' });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ start: '22:30', end: '06:45' });
    expect((await a.client.query('waitlist.quietHours')).body.result.data).toEqual({ start: '22:30', end: '06:45' });
    expect((await a.client.mutate('waitlist.updateQuietHours', { start: '13:00', end: '15:00' })).status).toBe(200);
    expect((await a.client.get(QUIET)).body.data).toEqual({ start: '13:00', end: '15:00' });
    expect((await a.client.put(QUIET, { start: '00:00', end: '00:00' })).body.data).toEqual({ start: '00:00', end: '00:00' });
    // The other waitlist settings are untouched.
    expect((await a.client.get('/api/v1/waitlist/settings')).body.data).toEqual({ enabled: true, hold_minutes: 30 });

    const bad = await a.client.put(QUIET, { start: '24:00', end: '8:00' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      start: ['Enter a time of day from 00:00 to 23:59'],
      end: ['Enter a time of day from 00:00 to 23:59'],
    });
    const long = await a.client.put(QUIET, { start: '12:00', end: '08:00' });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({
      end: ['Quiet hours can last at most 18 hours, so offers can go out for the rest of the day'],
    });
    a.client.setLocale('uk');
    const uk = await a.client.put(QUIET, { start: '21:00', end: '' });
    expect(uk.body.errors).toEqual({ end: ['Вкажіть час доби від 00:00 до 23:59'] });
    const ukLong = await a.client.put(QUIET, { start: '06:00', end: '05:00' });
    expect(ukLong.body.errors).toEqual({
      end: ['Тихі години можуть тривати щонайбільше 18 годин, щоб решту доби пропозиції могли надсилатися'],
    });
    // Exactly 18 hours is allowed; nothing refused was stored.
    expect((await a.client.get(QUIET)).body.data).toEqual({ start: '00:00', end: '00:00' });
    expect((await a.client.put(QUIET, { start: '14:00', end: '08:00' })).status).toBe(200);
  });

  it('the business’s own window decides: sent at 21:30 when quiet from 22:00; queued at 20:30 when quiet from 20:00 to 07:00 (Kyiv DST night)', async () => {
    at('2026-10-24T09:00:00Z');
    const s = await fullSessionWithWaiters('Europe/London', '2026-10-25', '11:00', ['own1@example.com']);
    expect((await s.a.client.put(QUIET, { start: '22:00', end: '07:00' })).status).toBe(200);
    at('2026-10-24T20:30:00Z'); // 21:30 BST: quiet by default, not by this owner's window
    expect((await s.booker.post(`${base(s.a)}/manage/${s.manage}/cancel`, {})).status).toBe(200);
    await world.h.drain();
    expect((await offersOf(s.a)).map((o) => o.state)).toEqual(['open']);
    expect(await offerMails('own1@example.com')).toHaveLength(1);

    at('2027-03-27T08:00:00Z');
    const k = await fullSessionWithWaiters('Europe/Kyiv', '2027-03-28', '12:00', ['own2@example.com']);
    expect((await k.a.client.put(QUIET, { start: '20:00', end: '07:00' })).status).toBe(200);
    at('2027-03-27T18:30:00Z'); // 20:30 EET
    expect((await k.booker.post(`${base(k.a)}/manage/${k.manage}/cancel`, {})).status).toBe(200);
    await world.h.drain();
    const [queued] = await offersOf(k.a);
    expect(queued?.state).toBe('queued');
    expect(queued?.send_at?.toISOString()).toBe('2027-03-28T04:00:00.000Z'); // 07:00 EEST, after the skipped hour
    at('2027-03-28T03:59:00Z');
    expect((await runScheduled(world.h.deps, world.h.clock.now)).waitlist.offers_sent).toBe(0);
    at('2027-03-28T04:00:00Z');
    expect((await runScheduled(world.h.deps, world.h.clock.now)).waitlist.offers_sent).toBe(1);
    expect(await offerMails('own2@example.com')).toHaveLength(1);
  });

  it('changing the quiet hours moves queued offers: to the new end, or out at once when the night is over', async () => {
    at('2026-12-14T09:00:00Z');
    const s = await fullSessionWithWaiters('Europe/London', '2026-12-15', '12:00', ['mv1@example.com', 'mv2@example.com']);
    at('2026-12-14T22:00:00Z'); // 22:00 GMT: quiet (21:00–08:00)
    await s.booker.post(`${base(s.a)}/manage/${s.manage}/cancel`, {});
    await world.h.drain();
    expect((await offersOf(s.a)).map((o) => o.send_at?.toISOString())).toEqual([
      '2026-12-15T08:00:00.000Z',
      '2026-12-15T08:00:00.000Z',
    ]);
    // Later mornings: the queued offers wait until 09:30.
    expect((await s.a.client.put(QUIET, { start: '21:00', end: '09:30' })).status).toBe(200);
    expect((await offersOf(s.a)).map((o) => [o.state, o.send_at?.toISOString()])).toEqual([
      ['queued', '2026-12-15T09:30:00.000Z'],
      ['queued', '2026-12-15T09:30:00.000Z'],
    ]);
    at('2026-12-15T08:00:00Z');
    expect((await runScheduled(world.h.deps, world.h.clock.now)).waitlist.offers_sent).toBe(0);
    // No quiet hours any more (start = end): an immediate run sends both now, once each.
    expect((await s.a.client.put(QUIET, { start: '00:00', end: '00:00' })).status).toBe(200);
    expect(await waitlistJobs()).toContainEqual(expect.objectContaining({ payload: { business_id: s.a.businessId } }));
    await Promise.all([world.h.drain(), runScheduled(world.h.deps, world.h.clock.now)]);
    expect((await offersOf(s.a)).map((o) => o.state)).toEqual(['open', 'open']);
    for (const x of ['mv1@example.com', 'mv2@example.com']) expect(await offerMails(x)).toHaveLength(1);
  });
});
