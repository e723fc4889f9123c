import { jobs, messages, outboxMessages, waitlistEntries, waitlistOffers } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendEntry, balance } from '../src/credits/ledger';
import { runScheduled } from '../src/jobs/cron';
import { runWaitlist } from '../src/waitlist/engine';
import { WAITLIST_QUEUE } from '../src/waitlist/kick';
import { QUIET_HOURS, type QuietHours, quietUntil } from '../src/waitlist/quiet-hours';
import { onlineSession, pageBusiness, visitor } from './support/booking-page';
import { type Harness, makeHarness } from './support/harness';
import { emailsTo, linkIn } from './support/mail';

// Waitlist quiet hours and the immediate run on a real libSQL database (docs/DECISIONS.md "Waitlist", "Quiet
// hours"): no offer is sent between 21:00 and 08:00 on the business's clock (DST nights included); a queued offer
// goes at 08:00 with its hold from then, or not at all when its place went; a freeing write queues a run that races
// the cron without a second offer.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

type Page = Awaited<ReturnType<typeof pageBusiness>>;
const base = (a: Page) => `/api/v1/online-booking/${a.slug}`;
const at = (iso: string) => {
  h.clock.now = new Date(iso);
};
const offersOf = (a: Page) => h.db.select().from(waitlistOffers).where(eq(waitlistOffers.business_id, a.businessId));
const entriesOf = (a: Page) => h.db.select().from(waitlistEntries).where(eq(waitlistEntries.business_id, a.businessId));
const offerMails = async (to: string) => (await emailsTo(h, to)).filter((m) => m.body_text.includes('waitlist='));
const waitlistJobs = async () =>
  (await h.db.select().from(jobs).where(eq(jobs.queue, WAITLIST_QUEUE))).map((j) => ({ ...j, payload: JSON.parse(j.payload) }));

/** A page whose one-space session on `date` at `time` is taken by a booker, and `waiters` waiting for it. */
async function fullSessionWithWaiters(timezone: string, date: string, time: string, waiters: string[]) {
  const a = await pageBusiness(h, `Studio ${timezone}`, { timezone, settings: { cancel_notice_hours: 0, notice_hours: 1 } });
  const { sessionId } = await onlineSession(a, 1, date, time);
  const booker = visitor(h, a.businessId, `booker-${timezone.length}@example.com`);
  const booked = await booker.post(`${base(a)}/bookings`, {
    kind: 'class',
    session_id: sessionId,
    first_name: 'Bo',
    last_name: 'Oker',
  });
  expect(booked.status).toBe(200);
  await appendEntry(h.db, {
    businessId: a.businessId,
    channel: 'email',
    reason: 'admin_adjustment',
    delta: 100,
    now: h.clock.now,
  });
  for (const x of waiters) {
    const joined = await visitor(h, a.businessId, x).post(`${base(a)}/waitlist`, {
      kind: 'class',
      session_id: sessionId,
      channel: 'email',
      first_name: 'Wai',
      last_name: 'Ter',
    });
    expect(joined.status).toBe(200);
  }
  return { a, sessionId, booker, manage: booked.body.data.manage_token as string };
}

describe('waitlist quiet hours', () => {
  it('the window on the business’s clock, DST nights included (London and Kyiv, both directions)', () => {
    expect(QUIET_HOURS).toEqual({ from: 21 * 60, to: 8 * 60 });
    const until = (iso: string, tz: string) => {
      const t = quietUntil(Date.parse(iso), tz);
      return t === null ? null : new Date(t).toISOString();
    };
    // London, clocks back (25 Oct 2026, 02:00 BST → 01:00 GMT): 21:30 BST → 08:00 GMT, a 11.5 + 1 hour night.
    expect(until('2026-10-24T19:59:00Z', 'Europe/London')).toBeNull(); // 20:59 BST
    expect(until('2026-10-24T20:00:00Z', 'Europe/London')).toBe('2026-10-25T08:00:00.000Z'); // 21:00 BST
    expect(until('2026-10-25T01:30:00Z', 'Europe/London')).toBe('2026-10-25T08:00:00.000Z'); // 01:30 GMT (after the change)
    expect(until('2026-10-25T07:59:00Z', 'Europe/London')).toBe('2026-10-25T08:00:00.000Z');
    expect(until('2026-10-25T08:00:00Z', 'Europe/London')).toBeNull();
    // London, clocks forward (28 Mar 2027, 01:00 GMT → 02:00 BST): 08:00 BST is 07:00Z.
    expect(until('2027-03-27T22:00:00Z', 'Europe/London')).toBe('2027-03-28T07:00:00.000Z');
    expect(until('2027-03-28T06:59:00Z', 'Europe/London')).toBe('2027-03-28T07:00:00.000Z');
    expect(until('2027-03-28T07:00:00Z', 'Europe/London')).toBeNull();
    // Kyiv, clocks forward (28 Mar 2027, 03:00 EET → 04:00 EEST): 21:00 EET is 19:00Z, 08:00 EEST is 05:00Z.
    expect(until('2027-03-27T18:59:00Z', 'Europe/Kyiv')).toBeNull();
    expect(until('2027-03-27T19:00:00Z', 'Europe/Kyiv')).toBe('2027-03-28T05:00:00.000Z');
    expect(until('2027-03-28T00:30:00Z', 'Europe/Kyiv')).toBe('2027-03-28T05:00:00.000Z'); // 02:30 EET, before the gap
    expect(until('2027-03-28T05:00:00Z', 'Europe/Kyiv')).toBeNull();
    // Kyiv, clocks back (25 Oct 2026, 04:00 EEST → 03:00 EET): 21:00 EEST is 18:00Z, 08:00 EET is 06:00Z.
    expect(until('2026-10-24T18:00:00Z', 'Europe/Kyiv')).toBe('2026-10-25T06:00:00.000Z');
    expect(until('2026-10-25T05:59:00Z', 'Europe/Kyiv')).toBe('2026-10-25T06:00:00.000Z');
    expect(until('2026-10-25T06:00:00Z', 'Europe/Kyiv')).toBeNull();
  });

  it('London, the night the clocks go back: a place freed at 21:30 is queued, sent once at 08:00 GMT with its hold from then, and booked', async () => {
    at('2026-10-24T11:00:00Z');
    const w = ['q1@example.com', 'q2@example.com'];
    const s = await fullSessionWithWaiters('Europe/London', '2026-10-25', '11:00', w);
    at('2026-10-24T20:30:00Z'); // 21:30 BST
    expect((await s.booker.post(`${base(s.a)}/manage/${s.manage}/cancel`, {})).status).toBe(200);
    // The cancellation queued an immediate run; it runs, finds the place, and keeps the offers until the morning.
    expect(await waitlistJobs()).toHaveLength(1);
    await h.drain();
    let offers = await offersOf(s.a);
    expect(offers.map((o) => o.state)).toEqual(['queued', 'queued']);
    expect(offers.every((o) => o.send_at?.toISOString() === '2026-10-25T08:00:00.000Z')).toBe(true);
    expect((await entriesOf(s.a)).map((e) => e.state)).toEqual(['offered', 'offered']);
    for (const x of w) expect(await offerMails(x)).toHaveLength(0);
    const before = await balance(h.db, s.a.businessId, 'email');
    // Runs through the night (01:30 GMT after the change, 07:55 GMT) send nothing and make nothing twice.
    for (const t of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-10-25T07:55:00Z']) {
      at(t);
      expect((await runScheduled(h.deps, h.clock.now)).waitlist).toMatchObject({ offers_made: 0, offers_sent: 0 });
    }
    for (const x of w) expect(await offerMails(x)).toHaveLength(0);
    expect(await balance(h.db, s.a.businessId, 'email')).toBe(before);

    // 08:00 GMT (08:00 Z): the cron and an immediate run race; each client gets one offer, paid for once.
    at('2026-10-25T08:00:00Z');
    const [cron, now] = await Promise.all([
      runScheduled(h.deps, h.clock.now),
      runWaitlist(h.deps, h.clock.now, { business_id: s.a.businessId }),
    ]);
    expect(cron.waitlist.offers_sent + now.offers_sent).toBe(2);
    offers = await offersOf(s.a);
    expect(offers.map((o) => o.state)).toEqual(['open', 'open']);
    // The hold starts at the send, not when the place freed.
    expect(offers.every((o) => o.expires_at.toISOString() === '2026-10-25T08:30:00.000Z')).toBe(true);
    for (const x of w) expect(await offerMails(x)).toHaveLength(1);
    const sent = (await h.db.select().from(messages).where(eq(messages.business_id, s.a.businessId))).filter((m) =>
      m.dedupe_key?.startsWith('waitlist:offer:'),
    );
    expect(sent).toHaveLength(2);
    expect(await balance(h.db, s.a.businessId, 'email')).toBe(before - sent.reduce((n, m) => n + m.credits, 0));
    expect((await runWaitlist(h.deps, h.clock.now)).offers_sent).toBe(0);

    const [mail] = await offerMails('q2@example.com');
    const token = linkIn(mail?.body_text ?? '', '/online-booking/').searchParams.get('waitlist') as string;
    const done = await h.client_().post(`${base(s.a)}/waitlist/offers/${token}/confirm`, {});
    expect(done.status).toBe(200);
    expect(done.body.data.booking).toMatchObject({ kind: 'class', status: 'confirmed' });
    // Not confirmed within the hold: the other offer expires at 08:30.
    at('2026-10-25T08:31:00Z');
    await runWaitlist(h.deps, h.clock.now);
    expect((await offersOf(s.a)).map((o) => o.state).sort()).toEqual(['gone', 'taken']);
  });

  it('Kyiv, the night the clocks go forward: the owner frees a place at 23:00, it is taken at 07:00 → nothing is sent at 08:00 EEST', async () => {
    at('2027-03-27T08:00:00Z');
    const s = await fullSessionWithWaiters('Europe/Kyiv', '2027-03-28', '12:00', ['k1@example.com']);
    at('2027-03-27T21:00:00Z'); // 23:00 EET
    const session = (await s.a.client.get(`/api/v1/appointments/${s.sessionId}`)).body.data;
    const bookerId = session.clients[0].id as string;
    expect((await s.a.client.del(`/api/v1/appointments/${s.sessionId}/clients/${bookerId}`)).status).toBe(200);
    await h.drain(); // the owner's removal queued the run
    const [queued] = await offersOf(s.a);
    expect(queued).toMatchObject({ state: 'queued' });
    expect(queued?.send_at?.toISOString()).toBe('2027-03-28T05:00:00.000Z'); // 08:00 EEST, after the skipped hour
    // 07:00 EEST: a visitor books the place on the page.
    at('2027-03-28T04:00:00Z');
    const late = visitor(h, s.a.businessId, 'early@example.com');
    const took = await late.post(`${base(s.a)}/bookings`, {
      kind: 'class',
      session_id: s.sessionId,
      first_name: 'Ea',
      last_name: 'Rly',
    });
    expect(took.status).toBe(200);
    at('2027-03-28T05:00:00Z');
    expect((await runScheduled(h.deps, h.clock.now)).waitlist).toMatchObject({ offers_sent: 0, offers_made: 0 });
    expect((await offersOf(s.a)).map((o) => o.state)).toEqual(['gone']);
    expect(await offerMails('k1@example.com')).toHaveLength(0);
    expect((await emailsTo(h, 'k1@example.com')).length).toBe(0); // not told "gone" either: it was never offered
    expect((await entriesOf(s.a)).map((e) => e.state)).toEqual(['waiting']);
    // The session passes: the entry leaves the list, still nothing sent.
    at('2027-03-28T10:00:00Z');
    await runScheduled(h.deps, h.clock.now);
    expect((await entriesOf(s.a)).map((e) => e.state)).toEqual(['gone']);
    expect(await h.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'k1@example.com'))).toHaveLength(0);
  });

  it('the owner’s offer by hand at night is queued too, and the session passing overnight sends nothing', async () => {
    at('2026-10-24T11:00:00Z');
    const s = await fullSessionWithWaiters('Europe/London', '2026-10-24', '22:30', ['n1@example.com']);
    at('2026-10-24T20:10:00Z'); // 21:10 BST
    await s.booker.post(`${base(s.a)}/manage/${s.manage}/cancel`, {});
    const [entry] = await entriesOf(s.a);
    // (the immediate run has not been delivered yet: the owner is first)
    const byHand = await s.a.client.post(`/api/v1/waitlist/${entry?.id}/offer`, {});
    expect(byHand.status).toBe(200);
    const list = (await s.a.client.get(`/api/v1/waitlist?session_id=${s.sessionId}`)).body.data;
    expect(list[0].offer).toMatchObject({ state: 'queued', by_hand: true, send_at: '2026-10-25T08:00:00.000Z' });
    await h.drain(); // the queued run finds the entry already offered: no second offer
    expect(await offersOf(s.a)).toHaveLength(1);
    at('2026-10-25T08:05:00Z');
    expect((await runScheduled(h.deps, h.clock.now)).waitlist.offers_sent).toBe(0);
    expect((await offersOf(s.a)).map((o) => o.state)).toEqual(['gone']);
    expect(await h.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'n1@example.com'))).toHaveLength(0);
  });
});

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
    const a = await pageBusiness(h, 'Studio Settings', { timezone: 'Europe/Kyiv' });
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
    await h.drain();
    expect((await offersOf(s.a)).map((o) => o.state)).toEqual(['open']);
    expect(await offerMails('own1@example.com')).toHaveLength(1);

    at('2027-03-27T08:00:00Z');
    const k = await fullSessionWithWaiters('Europe/Kyiv', '2027-03-28', '12:00', ['own2@example.com']);
    expect((await k.a.client.put(QUIET, { start: '20:00', end: '07:00' })).status).toBe(200);
    at('2027-03-27T18:30:00Z'); // 20:30 EET
    expect((await k.booker.post(`${base(k.a)}/manage/${k.manage}/cancel`, {})).status).toBe(200);
    await h.drain();
    const [queued] = await offersOf(k.a);
    expect(queued?.state).toBe('queued');
    expect(queued?.send_at?.toISOString()).toBe('2027-03-28T04:00:00.000Z'); // 07:00 EEST, after the skipped hour
    at('2027-03-28T03:59:00Z');
    expect((await runScheduled(h.deps, h.clock.now)).waitlist.offers_sent).toBe(0);
    at('2027-03-28T04:00:00Z');
    expect((await runScheduled(h.deps, h.clock.now)).waitlist.offers_sent).toBe(1);
    expect(await offerMails('own2@example.com')).toHaveLength(1);
  });

  it('changing the quiet hours moves queued offers: to the new end, or out at once when the night is over', async () => {
    at('2026-12-14T09:00:00Z');
    const s = await fullSessionWithWaiters('Europe/London', '2026-12-15', '12:00', ['mv1@example.com', 'mv2@example.com']);
    at('2026-12-14T22:00:00Z'); // 22:00 GMT: quiet (21:00–08:00)
    await s.booker.post(`${base(s.a)}/manage/${s.manage}/cancel`, {});
    await h.drain();
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
    expect((await runScheduled(h.deps, h.clock.now)).waitlist.offers_sent).toBe(0);
    // No quiet hours any more (start = end): an immediate run sends both now, once each.
    expect((await s.a.client.put(QUIET, { start: '00:00', end: '00:00' })).status).toBe(200);
    expect(await waitlistJobs()).toContainEqual(expect.objectContaining({ payload: { business_id: s.a.businessId } }));
    await Promise.all([h.drain(), runScheduled(h.deps, h.clock.now)]);
    expect((await offersOf(s.a)).map((o) => o.state)).toEqual(['open', 'open']);
    for (const x of ['mv1@example.com', 'mv2@example.com']) expect(await offerMails(x)).toHaveLength(1);
  });
});

describe('waitlist: the immediate run', () => {
  it('a cancellation queues a run that offers the place without the cron; the run and the cron racing make one offer each', async () => {
    const waiters = Array.from({ length: 6 }, (_, i) => `i${i}@example.com`);
    const s = await fullSessionWithWaiters('Europe/London', '2026-12-15', '10:00', waiters);
    expect(await waitlistJobs()).toHaveLength(0);
    await s.booker.post(`${base(s.a)}/manage/${s.manage}/cancel`, {});
    const queued = await waitlistJobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.payload).toMatchObject({ business_id: s.a.businessId, dates: ['2026-12-15'] });
    // The queued run (drained: as the Node poller or the Workers' consumer delivers it) races 3 crons and 3 more runs.
    const reports = await Promise.all([
      h.drain().then(() => null),
      ...[0, 1, 2].map(() => runScheduled(h.deps, h.clock.now).then((r) => r.waitlist)),
      ...[0, 1, 2].map(() => runWaitlist(h.deps, h.clock.now, { business_id: s.a.businessId, dates: ['2026-12-15'] })),
    ]);
    const offers = await offersOf(s.a);
    expect(offers).toHaveLength(6);
    expect(new Set(offers.map((o) => o.entry_id)).size).toBe(6);
    expect(offers.every((o) => o.state === 'open')).toBe(true);
    expect(reports.reduce((n, r) => n + (r?.offers_made ?? 0), 0)).toBeLessThanOrEqual(6);
    for (const x of waiters) expect(await offerMails(x)).toHaveLength(1);
    const paid = (await h.db.select().from(messages).where(eq(messages.business_id, s.a.businessId))).filter((m) =>
      m.dedupe_key?.startsWith('waitlist:offer:'),
    );
    expect(paid).toHaveLength(6);
  });

  it('the run reads only the dates the write freed; a business with nobody waiting queues nothing', async () => {
    const s = await fullSessionWithWaiters('Europe/London', '2026-12-15', '10:00', ['d1@example.com']);
    await s.booker.post(`${base(s.a)}/manage/${s.manage}/cancel`, {});
    await h.db.delete(jobs).where(eq(jobs.queue, WAITLIST_QUEUE));
    expect((await runWaitlist(h.deps, h.clock.now, { business_id: s.a.businessId, dates: ['2026-12-16'] })).offers_made).toBe(0);
    expect((await runWaitlist(h.deps, h.clock.now, { business_id: s.a.businessId, dates: ['2026-12-15'] })).offers_made).toBe(1);
    const quiet = await pageBusiness(h, 'Studio Nobody');
    const block = await quiet.client.post('/api/v1/appointments', {
      type: 'blocked',
      title: 'Away',
      date: '2026-12-16',
      start_time: '09:00',
      duration_minutes: 60,
    });
    expect((await quiet.client.del(`/api/v1/appointments/${block.body.data.id}`)).status).toBe(200);
    expect(await waitlistJobs()).toHaveLength(0);
  });

  it('the owner’s writes queue it too: freed day time, longer hours, more spaces on a class', async () => {
    const a = await pageBusiness(h, 'Studio Writes', { service: { deposit: 0 } });
    const block = await a.client.post('/api/v1/appointments', {
      type: 'blocked',
      title: 'Away',
      date: '2026-12-16',
      start_time: '00:00',
      duration_minutes: 24 * 60 - 1,
    });
    const w = visitor(h, a.businessId, 'day2@example.com');
    expect(
      (
        await w.post(`${base(a)}/waitlist`, {
          kind: 'day',
          service_id: a.service,
          date: '2026-12-16',
          channel: 'email',
          first_name: 'D',
          last_name: 'Ay',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await a.client.put(`/api/v1/appointments/${block.body.data.id}/time`, {
          date: '2026-12-16',
          start_time: '00:00',
          duration_minutes: 600,
        })
      ).status,
    ).toBe(200);
    expect((await waitlistJobs()).map((j) => j.payload)).toEqual([{ business_id: a.businessId, dates: ['2026-12-16'] }]);
    await h.drain();
    expect(await offerMails('day2@example.com')).toHaveLength(1);

    const s = await fullSessionWithWaiters('Europe/London', '2026-12-15', '10:00', ['sp@example.com']);
    const cls = (await s.a.client.get(`/api/v1/classes`)).body.data[0];
    const more = await s.a.client.put(`/api/v1/classes/${cls.id}`, {
      name: 'Yoga',
      spaces: 2,
      limit_spaces: true,
      online_booking: true,
    });
    expect(more.status).toBe(200);
    const runs = (await waitlistJobs()).filter((j) => (j.payload as { business_id: string }).business_id === s.a.businessId);
    expect(runs).toHaveLength(1);
    await h.drain();
    expect(await offerMails('sp@example.com')).toHaveLength(1);
    const hours = await s.a.client.put('/api/v1/user/business-time-settings/3', {
      enabled: true,
      start_minute: 480,
      end_minute: 1200,
    });
    expect(hours.status).toBe(200);
    expect(
      (await waitlistJobs()).filter(
        (j) => j.status !== 'done' && (j.payload as { business_id: string }).business_id === s.a.businessId,
      ),
    ).toHaveLength(0); // nobody waiting any more (the one client was offered): nothing queued
  });
});
