import { appointmentClients, messages, notifications, onlineBookings, waitlistEntries, waitlistOffers } from '@kairos/db';
import { and, eq, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendEntry, balance } from '../src/credits/ledger';
import { runScheduled } from '../src/jobs/cron';
import { runWaitlist } from '../src/waitlist/engine';
import { onlineSession, pageBusiness, visitor } from './support/booking-page';
import type { Client } from './support/client';
import { type Harness, makeHarness } from './support/harness';
import { emailsTo, linkIn } from './support/mail';

// The waitlist on a real libSQL database (docs/product/booking.md "Waitlist"): join after the page's verification,
// the cron offers a freed place to every waiting client, one tap books it exactly once.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

type Page = Awaited<ReturnType<typeof pageBusiness>>;
const base = (a: Page) => `/api/v1/online-booking/${a.slug}`;

async function fullSession(a: Page) {
  const { sessionId, classId } = await onlineSession(a, 1);
  const booker = visitor(h, a.businessId, 'booker@example.com');
  const booked = await booker.post(`${base(a)}/bookings`, {
    kind: 'class',
    session_id: sessionId,
    first_name: 'Bo',
    last_name: 'Oker',
  });
  expect(booked.status).toBe(200);
  return { sessionId, classId, booker, manage: booked.body.data.manage_token as string };
}

async function join(a: Page, v: Client, body: Record<string, unknown>) {
  return v.post(`${base(a)}/waitlist`, { channel: 'email', first_name: 'Wai', last_name: 'Ter', ...body });
}

/** The token of the newest offer emailed to `to`. */
async function offerToken(to: string) {
  // The send may be running on the queue's own kick already: read again until it is in the outbox.
  // Up to 10 s: on a loaded machine the kick can hold the job for well over a second.
  for (const until = Date.now() + 10_000; Date.now() < until; ) {
    const mail = (await emailsTo(h, to)).find((m) => m.body_text.includes('waitlist='));
    if (mail) return linkIn(mail.body_text, '/online-booking/').searchParams.get('waitlist') as string;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no offer to ${to}`);
}

describe('waitlist', () => {
  it('join a full session → a place frees → the cron offers it → one tap books it (and a second tap answers the same booking)', async () => {
    const a = await pageBusiness(h);
    const s = await fullSession(a);
    const w = visitor(h, a.businessId, 'w1@example.com');
    const joined = await join(a, w, { kind: 'class', session_id: s.sessionId });
    expect(joined.status).toBe(200);
    expect(joined.body.data.entry).toMatchObject({ kind: 'class', state: 'waiting', channel: 'email' });
    expect((await join(a, w, { kind: 'class', session_id: s.sessionId })).body.code).toBe('WAITLIST_ALREADY_JOINED');

    // Still full: nothing is offered.
    expect((await runScheduled(h.deps, h.clock.now)).waitlist.offers_made).toBe(0);
    // The booker cancels: the next run offers the place (the owner's request only freed it).
    expect((await s.booker.post(`${base(a)}/manage/${s.manage}/cancel`, {})).status).toBe(200);
    expect((await runWaitlist(h.deps, h.clock.now)).offers_made).toBe(1);
    expect((await runWaitlist(h.deps, h.clock.now)).offers_made).toBe(0); // once
    const token = await offerToken('w1@example.com');

    const anyone = h.client_();
    // Another page's link never finds it.
    const other = await pageBusiness(h, 'Studio Other');
    expect((await anyone.get(`${base(other)}/waitlist/offers/${token}`)).status).toBe(404);
    expect((await anyone.post(`${base(other)}/waitlist/offers/${token}/confirm`, {})).status).toBe(404);
    const shown = await anyone.get(`${base(a)}/waitlist/offers/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ state: 'open', kind: 'class', item_name: 'Yoga' });
    const first = await anyone.post(`${base(a)}/waitlist/offers/${token}/confirm`, {});
    expect(first.status).toBe(200);
    expect(first.body.data.booking).toMatchObject({ kind: 'class', status: 'confirmed' });
    const again = await anyone.post(`${base(a)}/waitlist/offers/${token}/confirm`, {});
    expect(again.status).toBe(200);
    expect(again.body.data.booking.id).toBe(first.body.data.booking.id);
    const [entry] = await h.db.select().from(waitlistEntries).where(eq(waitlistEntries.business_id, a.businessId));
    expect(entry?.state).toBe('booked');
    const links = await h.db
      .select()
      .from(appointmentClients)
      .where(and(eq(appointmentClients.appointment_id, s.sessionId), ne(appointmentClients.status, 'cancelled')));
    expect(links).toHaveLength(1);
  });

  it('20 parallel confirmations (19 clients, one of them twice) make exactly one booking; each loser is told once', async () => {
    const a = await pageBusiness(h);
    const s = await fullSession(a);
    const addresses = Array.from({ length: 19 }, (_, i) => `r${i}@example.com`);
    await appendEntry(h.db, {
      businessId: a.businessId,
      channel: 'email',
      reason: 'admin_adjustment',
      delta: 100,
      now: h.clock.now,
    });
    for (const address of addresses) {
      expect((await join(a, visitor(h, a.businessId, address), { kind: 'class', session_id: s.sessionId })).status).toBe(200);
    }
    await s.booker.post(`${base(a)}/manage/${s.manage}/cancel`, {});
    expect((await runWaitlist(h.deps, h.clock.now)).offers_made).toBe(19);
    const tokens: string[] = [];
    for (const x of addresses) tokens.push(await offerToken(x));
    const callers = [...tokens, tokens[0] as string].map(() => h.client_());
    await Promise.all(callers.map((c) => c.get('/api/csrf-cookie')));
    const results = await Promise.all(
      [...tokens, tokens[0] as string].map((t, i) => callers[i]?.post(`${base(a)}/waitlist/offers/${t}/confirm`, {})),
    );
    const ok = results.filter((r) => r?.status === 200);
    const bookingIds = new Set(ok.map((r) => r?.body.data.booking.id));
    expect(bookingIds.size).toBe(1);
    expect(results.filter((r) => r?.status !== 200).every((r) => r?.body.code === 'WAITLIST_PLACE_GONE')).toBe(true);
    const live = await h.db
      .select()
      .from(onlineBookings)
      .where(and(eq(onlineBookings.business_id, a.businessId), eq(onlineBookings.status, 'confirmed')));
    expect(live).toHaveLength(1);
    const links = await h.db
      .select()
      .from(appointmentClients)
      .where(and(eq(appointmentClients.appointment_id, s.sessionId), ne(appointmentClients.status, 'cancelled')));
    expect(links).toHaveLength(1);
    const offers = await h.db.select().from(waitlistOffers).where(eq(waitlistOffers.business_id, a.businessId));
    expect(offers.filter((o) => o.state === 'taken')).toHaveLength(1);
    expect(offers.filter((o) => o.state === 'gone')).toHaveLength(18);
    // Every loser is told once that the place has gone; the winner is not.
    const winner = offers.find((o) => o.state === 'taken');
    // (the messages log: written, and paid for, once per offer by its dedupe key, whatever the queue's timing)
    const told = (await h.db.select().from(messages).where(eq(messages.business_id, a.businessId))).filter((m) =>
      m.dedupe_key?.startsWith('waitlist:gone:'),
    );
    const perAddress = addresses.map((x) => told.filter((m) => m.to === x).length);
    expect(perAddress.filter((n) => n === 1)).toHaveLength(18);
    expect(perAddress.filter((n) => n === 0)).toHaveLength(1);
    expect(told).toHaveLength(18);
    expect(winner).toBeTruthy();
    // The losers keep their place in the queue.
    const entries = await h.db.select().from(waitlistEntries).where(eq(waitlistEntries.business_id, a.businessId));
    expect(entries.filter((e) => e.state === 'waiting')).toHaveLength(18);
    expect(entries.filter((e) => e.state === 'booked')).toHaveLength(1);
  });

  it('no credits: the offer is recorded as not sent and the owner’s bell rings once', async () => {
    const a = await pageBusiness(h);
    const s = await fullSession(a);
    for (const x of ['n1@example.com', 'n2@example.com']) {
      await join(a, visitor(h, a.businessId, x), { kind: 'class', session_id: s.sessionId });
    }
    await s.booker.post(`${base(a)}/manage/${s.manage}/cancel`, {});
    const left = await balance(h.db, a.businessId, 'email');
    await appendEntry(h.db, {
      businessId: a.businessId,
      channel: 'email',
      reason: 'admin_adjustment',
      delta: -left,
      now: h.clock.now,
    });
    expect((await runWaitlist(h.deps, h.clock.now)).offers_made).toBe(2);
    const unsent = (await h.db.select().from(messages).where(eq(messages.business_id, a.businessId))).filter(
      (m) => m.failure === 'no_credits',
    );
    expect(unsent).toHaveLength(2);
    const bell = await h.db.select().from(notifications).where(eq(notifications.business_id, a.businessId));
    expect(bell.filter((n) => n.dedupe_key?.includes('no_credits'))).toHaveLength(1);
  });

  it('an offer expires after the hold; its link then says so', async () => {
    const a = await pageBusiness(h);
    const s = await fullSession(a);
    await join(a, visitor(h, a.businessId, 'late@example.com'), { kind: 'class', session_id: s.sessionId });
    await s.booker.post(`${base(a)}/manage/${s.manage}/cancel`, {});
    await runWaitlist(h.deps, h.clock.now);
    const token = await offerToken('late@example.com');
    h.advance(31 * 60_000);
    expect((await runWaitlist(h.deps, h.clock.now)).offers_expired).toBe(1);
    const c = h.client_();
    expect((await c.get(`${base(a)}/waitlist/offers/${token}`)).body.data.state).toBe('expired');
    expect((await c.post(`${base(a)}/waitlist/offers/${token}/confirm`, {})).body.code).toBe('WAITLIST_OFFER_EXPIRED');
  });

  it('a day with a time window: the owner frees the time, the first free start in the window is offered and booked', async () => {
    const a = await pageBusiness(h, 'Studio Day', { service: { deposit: 0 } });
    const block = await a.client.post('/api/v1/appointments', {
      type: 'blocked',
      title: 'Away',
      date: '2026-12-16',
      start_time: '00:00',
      duration_minutes: 24 * 60 - 1,
    });
    expect(block.status).toBe(200);
    const slots = await h.client_().get(`${base(a)}/slots?service_id=${a.service}&from=2026-12-16&to=2026-12-16`);
    expect(slots.body.data.slots).toHaveLength(0);
    const w = visitor(h, a.businessId, 'day@example.com');
    const bad = await join(a, w, {
      kind: 'day',
      service_id: a.service,
      date: '2026-12-16',
      window_from: '12:00',
      window_to: '11:00',
    });
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    expect(
      (await join(a, w, { kind: 'day', service_id: a.service, date: '2026-12-16', window_from: '11:00', window_to: '13:00' }))
        .status,
    ).toBe(200);
    expect((await runWaitlist(h.deps, h.clock.now)).offers_made).toBe(0);
    expect((await a.client.del(`/api/v1/appointments/${block.body.data.id}`)).status).toBe(200);
    expect((await runWaitlist(h.deps, h.clock.now)).offers_made).toBe(1);
    const token = await offerToken('day@example.com');
    const shown = await h.client_().get(`${base(a)}/waitlist/offers/${token}`);
    expect(shown.body.data).toMatchObject({ kind: 'day', item_name: 'Cut', start_at: '2026-12-16T11:00:00.000Z' });
    const done = await h.client_().post(`${base(a)}/waitlist/offers/${token}/confirm`, {});
    expect(done.status).toBe(200);
    expect(done.body.data.booking).toMatchObject({
      kind: 'appointment',
      status: 'confirmed',
      start_at: '2026-12-16T11:00:00.000Z',
    });
  });

  it('the owner sees the list, offers by hand, removes someone, and switches the waitlist off', async () => {
    const a = await pageBusiness(h);
    const s = await fullSession(a);
    for (const x of ['o1@example.com', 'o2@example.com']) {
      await join(a, visitor(h, a.businessId, x), { kind: 'class', session_id: s.sessionId });
    }
    const list = await a.client.get(`/api/v1/waitlist?session_id=${s.sessionId}`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((e: { position: number }) => e.position)).toEqual([1, 2]);
    const [first, second] = list.body.data as { id: string }[];
    // Full: nothing to offer by hand.
    expect((await a.client.post(`/api/v1/waitlist/${second?.id}/offer`, {})).body.code).toBe('WAITLIST_NO_ROOM');
    await s.booker.post(`${base(a)}/manage/${s.manage}/cancel`, {});
    expect((await a.client.post(`/api/v1/waitlist/${second?.id}/offer`, {})).status).toBe(200);
    expect(await offerToken('o2@example.com')).toBeTruthy();
    expect((await a.client.del(`/api/v1/waitlist/${first?.id}`)).body.data).toEqual({ removed: true });
    const after = (await a.client.get(`/api/v1/waitlist?session_id=${s.sessionId}`)).body.data;
    expect(after.map((e: { state: string }) => e.state)).toEqual(['removed', 'offered']);
    expect((await a.client.get('/api/v1/waitlist/settings')).body.data).toEqual({ enabled: true, hold_minutes: 30 });
    expect((await a.client.put('/api/v1/waitlist/settings', { enabled: false, hold_minutes: 45 })).status).toBe(200);
    const off = await join(a, visitor(h, a.businessId, 'o3@example.com'), { kind: 'class', session_id: s.sessionId });
    expect(off.body.code).toBe('WAITLIST_OFF');
  });
});
