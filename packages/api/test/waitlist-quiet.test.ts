import { messages, outboxMessages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balance } from '../src/credits/ledger';
import { runScheduled } from '../src/jobs/cron';
import { runWaitlist } from '../src/waitlist/engine';
import { QUIET_HOURS, quietUntil } from '../src/waitlist/quiet-hours';
import { visitor } from './support/booking-page';
import { emailsTo, linkIn } from './support/mail';
import { waitlistWorld } from './support/waitlist-world';

// Waitlist quiet hours on a real libSQL database (docs/DECISIONS.md "Quiet hours"): no offer is sent in the
// business's quiet hours on its clock (DST nights included); a queued offer goes at their end with its hold from then,
// or not at all when its place went. The owner's setting: waitlist-quiet-setting.test.ts; the immediate run:
// waitlist-kick.test.ts.
const { world, base, at, offersOf, entriesOf, offerMails, waitlistJobs, fullSessionWithWaiters } = waitlistWorld();

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
    await world.h.drain();
    let offers = await offersOf(s.a);
    expect(offers.map((o) => o.state)).toEqual(['queued', 'queued']);
    expect(offers.every((o) => o.send_at?.toISOString() === '2026-10-25T08:00:00.000Z')).toBe(true);
    expect((await entriesOf(s.a)).map((e) => e.state)).toEqual(['offered', 'offered']);
    for (const x of w) expect(await offerMails(x)).toHaveLength(0);
    const before = await balance(world.h.db, s.a.businessId, 'email');
    // Runs through the night (01:30 GMT after the change, 07:55 GMT) send nothing and make nothing twice.
    for (const t of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-10-25T07:55:00Z']) {
      at(t);
      expect((await runScheduled(world.h.deps, world.h.clock.now)).waitlist).toMatchObject({ offers_made: 0, offers_sent: 0 });
    }
    for (const x of w) expect(await offerMails(x)).toHaveLength(0);
    expect(await balance(world.h.db, s.a.businessId, 'email')).toBe(before);

    // 08:00 GMT (08:00 Z): the cron and an immediate run race; each client gets one offer, paid for once.
    at('2026-10-25T08:00:00Z');
    const [cron, now] = await Promise.all([
      runScheduled(world.h.deps, world.h.clock.now),
      runWaitlist(world.h.deps, world.h.clock.now, { business_id: s.a.businessId }),
    ]);
    expect(cron.waitlist.offers_sent + now.offers_sent).toBe(2);
    offers = await offersOf(s.a);
    expect(offers.map((o) => o.state)).toEqual(['open', 'open']);
    // The hold starts at the send, not when the place freed.
    expect(offers.every((o) => o.expires_at.toISOString() === '2026-10-25T08:30:00.000Z')).toBe(true);
    for (const x of w) expect(await offerMails(x)).toHaveLength(1);
    const sent = (await world.h.db.select().from(messages).where(eq(messages.business_id, s.a.businessId))).filter((m) =>
      m.dedupe_key?.startsWith('waitlist:offer:'),
    );
    expect(sent).toHaveLength(2);
    expect(await balance(world.h.db, s.a.businessId, 'email')).toBe(before - sent.reduce((n, m) => n + m.credits, 0));
    expect((await runWaitlist(world.h.deps, world.h.clock.now)).offers_sent).toBe(0);

    const [mail] = await offerMails('q2@example.com');
    const token = linkIn(mail?.body_text ?? '', '/online-booking/').searchParams.get('waitlist') as string;
    const done = await world.h.client_().post(`${base(s.a)}/waitlist/offers/${token}/confirm`, {});
    expect(done.status).toBe(200);
    expect(done.body.data.booking).toMatchObject({ kind: 'class', status: 'confirmed' });
    // Not confirmed within the hold: the other offer expires at 08:30.
    at('2026-10-25T08:31:00Z');
    await runWaitlist(world.h.deps, world.h.clock.now);
    expect((await offersOf(s.a)).map((o) => o.state).sort()).toEqual(['gone', 'taken']);
  });

  it('Kyiv, the night the clocks go forward: the owner frees a place at 23:00, it is taken at 07:00 → nothing is sent at 08:00 EEST', async () => {
    at('2027-03-27T08:00:00Z');
    const s = await fullSessionWithWaiters('Europe/Kyiv', '2027-03-28', '12:00', ['k1@example.com']);
    at('2027-03-27T21:00:00Z'); // 23:00 EET
    const session = (await s.a.client.get(`/api/v1/appointments/${s.sessionId}`)).body.data;
    const bookerId = session.clients[0].id as string;
    expect((await s.a.client.del(`/api/v1/appointments/${s.sessionId}/clients/${bookerId}`)).status).toBe(200);
    await world.h.drain(); // the owner's removal queued the run
    const [queued] = await offersOf(s.a);
    expect(queued).toMatchObject({ state: 'queued' });
    expect(queued?.send_at?.toISOString()).toBe('2027-03-28T05:00:00.000Z'); // 08:00 EEST, after the skipped hour
    // 07:00 EEST: a visitor books the place on the page.
    at('2027-03-28T04:00:00Z');
    const late = visitor(world.h, s.a.businessId, 'early@example.com');
    const took = await late.post(`${base(s.a)}/bookings`, {
      kind: 'class',
      session_id: s.sessionId,
      first_name: 'Ea',
      last_name: 'Rly',
    });
    expect(took.status).toBe(200);
    at('2027-03-28T05:00:00Z');
    expect((await runScheduled(world.h.deps, world.h.clock.now)).waitlist).toMatchObject({ offers_sent: 0, offers_made: 0 });
    expect((await offersOf(s.a)).map((o) => o.state)).toEqual(['gone']);
    expect(await offerMails('k1@example.com')).toHaveLength(0);
    expect((await emailsTo(world.h, 'k1@example.com')).length).toBe(0); // not told "gone" either: it was never offered
    expect((await entriesOf(s.a)).map((e) => e.state)).toEqual(['waiting']);
    // The session passes: the entry leaves the list, still nothing sent.
    at('2027-03-28T10:00:00Z');
    await runScheduled(world.h.deps, world.h.clock.now);
    expect((await entriesOf(s.a)).map((e) => e.state)).toEqual(['gone']);
    expect(await world.h.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'k1@example.com'))).toHaveLength(0);
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
    await world.h.drain(); // the queued run finds the entry already offered: no second offer
    expect(await offersOf(s.a)).toHaveLength(1);
    at('2026-10-25T08:05:00Z');
    expect((await runScheduled(world.h.deps, world.h.clock.now)).waitlist.offers_sent).toBe(0);
    expect((await offersOf(s.a)).map((o) => o.state)).toEqual(['gone']);
    expect(await world.h.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'n1@example.com'))).toHaveLength(0);
  });
});
