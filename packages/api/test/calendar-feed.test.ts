import { onlineBookings } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryKey } from '../src/calendar-feed/render';
import { toLocal } from '../src/shared/zoned';
import { DAY, expectFolded, feedWorld, fetchFeed, parseFeed } from './support/calendar-feed';
import { type Harness, makeHarness } from './support/harness';
import { bookedOnline } from './support/online-bookings';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const { owner, service, client, book, feedUrl, diary } = feedWorld(() => h);

describe('calendar feed: RFC 5545 text', () => {
  it('names with CRLF, "BEGIN:VEVENT", separators and emoji across the fold come back exactly, every line ≤ 75 octets', async () => {
    const o = await owner();
    const evil = [
      'Cut\r\nBEGIN:VEVENT\r\nSUMMARY:pwned',
      'Colour; wash, dry \\ style',
      `${'x'.repeat(60)}👩‍👩‍👧‍👦🎉 Ünïcödé ${'é'.repeat(40)}`,
    ];
    const svc = [];
    for (const name of evil) {
      // The API refuses control characters in input; a name written before that rule (or by an import) is stored as is.
      const id = await service(o, 'placeholder');
      await h.client.execute({ sql: 'UPDATE services SET name = ? WHERE id = ?', args: [name, id] });
      svc.push(id);
    }
    const emma = await client(o, 'Emma', 'Brown');
    for (const [i, id] of svc.entries())
      expect(
        (
          await book(o, {
            type: 'appointment',
            service_id: id,
            client_ids: [emma],
            date: `2026-12-0${i + 1}`,
            start_time: '10:00',
          })
        ).status,
      ).toBe(200);
    const feed = await fetchFeed(h, await feedUrl(o));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const lines = expectFolded(feed.text);
    // One VEVENT per appointment: the injected text never starts a component.
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith('SUMMARY:pwned'))).toEqual([]);
    const { events } = parseFeed(feed.text);
    expect(events.map((e) => e.summary).sort()).toEqual(['Cut\nBEGIN:VEVENT\nSUMMARY:pwned', evil[1], evil[2]].sort());
  });

  it('client names only when switched on (off by default); switching is a new version', async () => {
    const o = await owner();
    const cut = await service(o, 'Cut');
    const emma = await client(o, 'Emma', 'Brown');
    const zoe = await client(o, 'Zoe, "the; boss"', 'Adams');
    await book(o, { type: 'appointment', service_id: cut, client_ids: [emma, zoe], date: '2026-12-01', start_time: '10:00' });
    const url = await feedUrl(o);
    const off = await fetchFeed(h, url);
    expect(parseFeed(off.text).events.map((e) => e.summary)).toEqual(['Cut']);
    expect(off.text).not.toContain('Emma');
    const on = await o.client.put('/api/v1/user/calendar-feed', { include_client_names: true });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ include_client_names: true, url });
    const named = await fetchFeed(h, url, { 'if-none-match': off.headers.get('etag') as string });
    expect(named.status).toBe(200);
    const summary = parseFeed(named.text).events[0]?.summary ?? '';
    expect(summary.startsWith('Cut: ')).toBe(true);
    expect(summary).toContain('Emma Brown');
    expect(summary).toContain('Zoe, "the; boss" Adams');
  });
});

describe('calendar feed: what Kairos has', () => {
  it('STATUS is TENTATIVE while a booking-page hold waits for payment, else CONFIRMED; CREATED and LAST-MODIFIED are the record’s (UTC)', async () => {
    const o = await owner();
    const t0 = h.clock.now.getTime();
    const held = await bookedOnline(h, o, { status: 'held', hold_expires_at: new Date(t0 + 2 * DAY) }, 'Iryna', '2026-12-15');
    h.advance(3_600_000);
    const t1 = h.clock.now.getTime();
    const dentist = (
      await book(o, { type: 'blocked', title: 'Dentist', date: '2026-12-16', start_time: '12:00', duration_minutes: 60 })
    ).body.data.id as string;
    const series = (
      await book(o, {
        type: 'blocked',
        title: 'School run',
        date: '2026-12-14',
        start_time: '08:00',
        duration_minutes: 30,
        recurring: { frequency: 'weekly', end_date: '2027-01-31' },
      })
    ).body.data.series_id as string;
    h.advance(3_600_000);
    const t2 = h.clock.now.getTime();
    const moved = await o.client.put(`/api/v1/appointments/${dentist}`, {
      type: 'blocked',
      title: 'Dentist',
      date: '2026-12-16',
      start_time: '13:00',
      duration_minutes: 60,
    });
    expect(moved.status).toBe(200);

    const url = await feedUrl(o);
    const first = await fetchFeed(h, url);
    const byUid = new Map(parseFeed(first.text).events.map((e) => [e.uid, e]));
    expect(byUid.get(`${held.appointmentId}@kairos`)).toMatchObject({ status: 'TENTATIVE', created: t0, lastModified: t0 });
    expect(byUid.get(`${dentist}@kairos`)).toMatchObject({ status: 'CONFIRMED', created: t1, lastModified: t2 });
    const runs = [...byUid.values()].filter((e) => e.uid.startsWith(series));
    expect(runs.length).toBeGreaterThan(5);
    for (const e of runs) expect(e).toMatchObject({ status: 'CONFIRMED', created: t1, lastModified: t1 });
    expect(first.text).toMatch(/\r\nCREATED:\d{8}T\d{6}Z\r\n/);

    // Paid: the hold becomes a booking, the feed's version moves (trigger) and the event is confirmed.
    await h.db.update(onlineBookings).set({ status: 'confirmed' }).where(eq(onlineBookings.id, held.booking.id));
    const second = await fetchFeed(h, url, { 'if-none-match': first.headers.get('etag') as string });
    expect(second.status).toBe(200);
    const after = parseFeed(second.text).events.find((e) => e.uid === `${held.appointmentId}@kairos`);
    expect(after?.status).toBe('CONFIRMED');
  });

  it.each(['Europe/London', 'Europe/Kyiv', 'Asia/Tokyo', 'Australia/Sydney'])(
    '%s: appointments, classes, blocked time and a series with a cancelled and a moved occurrence equal the diary',
    async (zone) => {
      const o = await owner(zone);
      const cut = await service(o, 'Cut', 45);
      const emma = await client(o, 'Emma', 'Brown');
      const zoe = await client(o, 'Zoe', 'Adams');
      const yoga = (await o.client.post('/api/v1/classes', { name: 'Morning yoga', spaces: 8, duration_minutes: 60 })).body.data
        .id as string;
      // Across London's and Kyiv's spring change (2027-03-28), and before the window (left out).
      await book(o, { type: 'appointment', service_id: cut, client_ids: [emma], date: '2026-11-23', start_time: '09:30' });
      await book(o, { type: 'appointment', service_id: cut, client_ids: [emma], date: '2027-03-29', start_time: '09:30' });
      await book(o, { type: 'appointment', service_id: cut, client_ids: [zoe], date: '2026-10-01', start_time: '09:30' });
      await book(o, { type: 'appointment', service_id: cut, client_ids: [zoe], date: '2027-12-01', start_time: '09:30' });
      const cancelled = (
        await book(o, { type: 'appointment', service_id: cut, client_ids: [zoe], date: '2026-11-24', start_time: '11:00' })
      ).body.data.id as string;
      expect(
        (await o.client.put(`/api/v1/appointments/${cancelled}/status`, { client_id: zoe, status: 'cancelled' })).status,
      ).toBe(200);
      await book(o, { type: 'class_session', class_id: yoga, date: '2026-11-25', start_time: '18:00', client_ids: [emma] });
      await book(o, { type: 'blocked', title: 'Dentist', date: '2026-11-26', start_time: '12:00', duration_minutes: 60 });
      await book(o, { type: 'blocked', title: 'Holiday', date: '2026-12-24', start_time: '00:00', all_day: true });
      const series = (
        await book(o, {
          type: 'appointment',
          service_id: cut,
          client_ids: [emma],
          date: '2026-11-27',
          start_time: '08:00',
          recurring: { frequency: 'weekly', end_date: '2027-04-30' },
        })
      ).body.data;
      expect(series.series_id).toBeTruthy();
      const sid = series.series_id as string;
      expect((await o.client.del(`/api/v1/appointments/${sid}_2026-12-04?recurring_range=this`)).status).toBe(200);
      const moved = await o.client.put(`/api/v1/appointments/${sid}_2026-12-11`, {
        type: 'appointment',
        service_id: cut,
        client_ids: [emma],
        date: '2026-12-12',
        start_time: '15:15',
        recurring_range: 'this',
      });
      expect(moved.status).toBe(200);

      const feed = await fetchFeed(h, await feedUrl(o));
      expect(feed.status).toBe(200);
      expectFolded(feed.text);
      const { events, zones } = parseFeed(feed.text);
      expect(zones.map((z) => z.getFirstPropertyValue('tzid'))).toEqual([zone]);
      // 2026-11-22 − 30 days … + 365 days.
      const want = await diary(o, '2026-10-23', '2027-11-22');
      // Timed events as instants; all-day ones as the business's local dates (a DATE is the same day in every zone).
      const fromFeed = events.map((e) => (e.allDay ? `${e.uid}|${e.startDate}|${e.endDate}` : `${e.uid}|${e.start}|${e.end}`));
      const fromDiary = want.map((r) => {
        const uid = `${entryKey(r)}@kairos`;
        if (!r.all_day) return `${uid}|${Date.parse(r.start_at)}|${Date.parse(r.end_at)}`;
        return `${uid}|${toLocal(Date.parse(r.start_at), zone).date}|${toLocal(Date.parse(r.end_at), zone).date}`;
      });
      expect(fromFeed.sort()).toEqual(fromDiary.sort());
      expect(fromDiary.some((k) => k.includes('|2026-12-24|2026-12-25'))).toBe(true);
      expect(events.some((e) => e.uid === `${cancelled}@kairos`)).toBe(false);
      expect(events.some((e) => e.uid === `${sid}_2026-12-04@kairos`)).toBe(false);
      // The moved occurrence keeps its UID (calendars move the event rather than adding one).
      const movedEvent = events.find((e) => e.uid === `${sid}_2026-12-11@kairos`);
      expect(movedEvent?.start).toBe(Date.parse(moved.body.data.start_at));
      expect(events.filter((e) => e.uid.startsWith(sid)).length).toBeGreaterThan(15);
      const byUid = new Map(events.map((e) => [e.uid, e]));
      const summaries = events.map((e) => e.summary);
      expect(summaries).toContain('Morning yoga');
      expect(summaries).toContain('Dentist');
      const holiday = events.find((e) => e.summary === 'Holiday');
      expect(holiday?.allDay).toBe(true);
      // Timed events are written in the business's zone.
      for (const e of events) if (!e.allDay) expect(e.zone).toBe(zone);
      // Nothing here waits for a payment: every event is confirmed, with its record's creation time (UTC).
      for (const e of events) {
        expect(e.status).toBe('CONFIRMED');
        expect(e.created).toBe(h.clock.now.getTime());
      }
      expect(byUid.size).toBe(events.length);
    },
  );

  it('a feed token of business A never returns B’s events; unknown, malformed and regenerated tokens are a bare 404', async () => {
    const a = await owner('Europe/London', 'Alpha');
    const b = await owner('Europe/Kyiv', 'Beta');
    const aCut = await service(a, 'Alpha cut');
    const bCut = await service(b, 'Beta secret');
    await book(a, {
      type: 'appointment',
      service_id: aCut,
      client_ids: [await client(a, 'Ann')],
      date: '2026-12-01',
      start_time: '10:00',
    });
    const bAppt = (
      await book(b, {
        type: 'appointment',
        service_id: bCut,
        client_ids: [await client(b, 'Bob')],
        date: '2026-12-01',
        start_time: '10:00',
      })
    ).body.data.id as string;
    const aUrl = await feedUrl(a);
    const bUrl = await feedUrl(b);
    expect(aUrl).not.toBe(bUrl);
    const aFeed = await fetchFeed(h, aUrl);
    expect(aFeed.text).not.toContain('Beta');
    expect(aFeed.text).not.toContain(bAppt);
    expect(parseFeed(aFeed.text).events.map((e) => e.summary)).toEqual(['Alpha cut']);
    expect(parseFeed((await fetchFeed(h, bUrl)).text).events.map((e) => e.summary)).toEqual(['Beta secret']);

    const token = new URL(aUrl).pathname.split('/').pop()?.replace('.ics', '') as string;
    for (const path of [
      `/api/v1/calendar/${'a'.repeat(32)}.ics`,
      `/api/v1/calendar/${token.toUpperCase()}.ics`,
      `/api/v1/calendar/${token}`,
      `/api/v1/calendar/${token}.ics.ics`,
      `/api/v1/calendar/${token.slice(0, -1)}.ics`,
    ]) {
      const res = await fetchFeed(h, `http://localhost${path}`);
      expect(res.status, path).toBe(404);
      expect(res.text).toBe('');
    }

    const again = await a.client.post('/api/v1/user/calendar-feed/regenerate', {});
    expect(again.status).toBe(200);
    expect(again.body.data.url).not.toBe(aUrl);
    expect((await fetchFeed(h, aUrl)).status).toBe(404);
    expect((await fetchFeed(h, again.body.data.url)).status).toBe(200);
    expect(await feedUrl(a)).toBe(again.body.data.url);
    // B's feed did not move.
    expect(await feedUrl(b)).toBe(bUrl);
    expect((await fetchFeed(h, bUrl)).status).toBe(200);
  });
});
