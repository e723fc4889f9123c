import { appointmentClients, appointmentSeriesExceptions, googleEvents, jobs, waitlistEntries } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventIdOf } from '../src/google/events';
import { googleAccessToken } from '../src/google/store';
import { runGooglePushSync } from '../src/google/sync';
import { runScheduled } from '../src/jobs/cron';
import { WAITLIST_QUEUE } from '../src/waitlist/kick';
import { bookAnn, busyAt, type GoogleOwner, googleCalendarWorld, WORK } from './support/google-calendar';
import { yoga } from './support/offerings';

/**
 * Google Calendar both ways for repeating series (issue 28): each occurrence is its own Google event (events.ts), and
 * a move or deletion of one made in Google changes that occurrence only, by the same rule as a single appointment
 * (google/apply-back.ts): it gets its own row, keeps its Google event, and repeated notifications change nothing more.
 */
const gc = googleCalendarWorld();
const { owner, connected, sync } = gc;
const DATES = ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29'];

/** A weekly series at 09:00 on Tuesdays in December (London: UTC), written to WORK. */
async function seriesOwner() {
  const o = await owner();
  await connected(o, { busy_calendar_ids: [], write_calendar_id: WORK });
  const seriesId = (await bookAnn(o, DATES[0] as string, '09:00', DATES[4])).series_id as string;
  expect((await sync(o)).status).toBe(200);
  return { ...o, seriesId, event: (date: string) => eventIdOf(`${seriesId}_${date}`) };
}

/** The diary on a date: each appointment's id, start time and its clients' attendance. */
async function day(o: GoogleOwner, date: string) {
  const rows = (await o.client.get(`/api/v1/appointments?from=${date}&to=${date}`)).body.data as {
    id: string;
    start_time: string;
    clients: { status: string }[];
  }[];
  return rows.map((r) => [r.id, r.start_time, r.clients.map((c) => c.status)]);
}

/** Google's events on WORK: id and start, by start. */
const googleStarts = () =>
  gc.google
    .live(WORK)
    .map((e) => [e.id, e.start.dateTime])
    .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
const exceptions = () => gc.h.db.select().from(appointmentSeriesExceptions);
/** Writes Kairos has made to Google (anything but reads). */
const writes = () => gc.google.requests.filter((r) => r.path.startsWith('/calendar/v3/calendars/') && r.method !== 'GET');

describe('series occurrences changed in Google', () => {
  it('a move of one occurrence moves that occurrence only; it keeps its Google event', async () => {
    const o = await seriesOwner();
    gc.google.change(WORK, o.event('2026-12-08'), busyAt('2026-12-08T14:00:00Z', '2026-12-08T14:30:00Z'));
    await sync(o);
    const [moved] = await day(o, '2026-12-08');
    expect(moved?.slice(1)).toEqual(['14:00', ['pending']]);
    expect(moved?.[0]).not.toBe(`${o.seriesId}_2026-12-08`);
    expect((await exceptions()).map((e) => [e.date, e.kind])).toEqual([['2026-12-08', 'detached']]);
    for (const d of DATES.filter((x) => x !== '2026-12-08'))
      expect(await day(o, d)).toEqual([[`${o.seriesId}_${d}`, '09:00', ['pending']]]);
    expect(await o.slots('2026-12-08')).toContain('09:00');
    expect(await o.slots('2026-12-08')).not.toContain('14:00');
    // The same event, its end put back to the appointment's own length (60 minutes); the others untouched.
    expect(googleStarts()).toEqual(
      DATES.map((d) => [o.event(d), d === '2026-12-08' ? '2026-12-08T14:00:00.000Z' : `${d}T09:00:00.000Z`]),
    );
    expect(gc.google.live(WORK).find((e) => e.id === o.event('2026-12-08'))?.end.dateTime).toBe('2026-12-08T15:00:00.000Z');
    const [row] = (await gc.h.db.select().from(googleEvents)).filter((e) => e.event_id === o.event('2026-12-08'));
    expect(row?.appointment_id).toBe(moved?.[0]);
    // Moved again in Kairos: the same event follows.
    const again = await o.client.put(`/api/v1/appointments/${moved?.[0]}/time`, {
      date: '2026-12-08',
      start_time: '16:00',
      recurring_range: 'this',
    });
    expect(again.status).toBe(200);
    await sync(o);
    expect(googleStarts()[1]).toEqual([o.event('2026-12-08'), '2026-12-08T16:00:00.000Z']);
  });

  it('a cancellation or a deletion in Google cancels that occurrence only, and stays cancelled', async () => {
    const o = await seriesOwner();
    // Cancelled in Google's own screens.
    gc.google.change(WORK, o.event('2026-12-15'), { status: 'cancelled' });
    // Deleted by another app through the Calendar API.
    const token = await googleAccessToken({ db: gc.h.db, config: gc.h.deps.services.config, now: gc.h.clock.now }, o.businessId);
    const del = await fetch(
      `${gc.google.url}/calendar/v3/calendars/${encodeURIComponent(WORK)}/events/${o.event('2026-12-22')}`,
      { method: 'DELETE', headers: { authorization: `Bearer ${token}` } },
    );
    expect(del.status).toBe(204);
    await sync(o);
    for (const d of ['2026-12-15', '2026-12-22']) {
      const [occ] = await day(o, d);
      expect(occ?.slice(1)).toEqual(['09:00', ['cancelled']]);
      expect(await o.slots(d)).toContain('09:00');
    }
    for (const d of ['2026-12-01', '2026-12-08', '2026-12-29'])
      expect(await day(o, d)).toEqual([[`${o.seriesId}_${d}`, '09:00', ['pending']]]);
    expect((await exceptions()).map((e) => [e.date, e.kind]).sort()).toEqual([
      ['2026-12-15', 'detached'],
      ['2026-12-22', 'detached'],
    ]);
    // Not put back in Google by the next syncs.
    await sync(o);
    await runScheduled(gc.h.deps, gc.h.clock.now);
    expect(googleStarts().map((e) => e[0])).toEqual(['2026-12-01', '2026-12-08', '2026-12-29'].map(o.event));
  });

  it('repeated and racing notifications apply a change once', async () => {
    const o = await seriesOwner();
    gc.google.change(WORK, o.event('2026-12-08'), busyAt('2026-12-08T14:00:00Z', '2026-12-08T15:00:00Z'));
    gc.google.change(WORK, o.event('2026-12-15'), { status: 'cancelled' });
    // Push notifications (each the sync of that one calendar) racing "Sync now" and the cron.
    const push = () => runGooglePushSync(gc.h.deps, { business_id: o.businessId, calendar_id: WORK });
    await Promise.all([push(), push(), sync(o), runScheduled(gc.h.deps, gc.h.clock.now)]);
    await sync(o);
    const settled = writes().length;
    const diary = [await day(o, '2026-12-08'), await day(o, '2026-12-15')];
    // Again, and again from a full list (the sync token gone stale).
    await push();
    await sync(o);
    gc.google.expireSyncTokens();
    await sync(o);
    await runScheduled(gc.h.deps, gc.h.clock.now);
    expect([await day(o, '2026-12-08'), await day(o, '2026-12-15')]).toEqual(diary);
    expect(diary.map((d) => d.map((r) => r.slice(1)))).toEqual([[['14:00', ['pending']]], [['09:00', ['cancelled']]]]);
    expect((await exceptions()).length).toBe(2);
    expect((await gc.h.db.select().from(googleEvents)).length).toBe(DATES.length);
    expect(writes().length).toBe(settled);
    expect(googleStarts().length).toBe(DATES.length - 1);
  });

  it('an occurrence moved onto another appointment is moved as a single appointment would be (overlap allowed)', async () => {
    const o = await seriesOwner();
    const single = await bookAnn(o, '2026-12-08', '14:00');
    await sync(o);
    gc.google.change(WORK, o.event('2026-12-08'), busyAt('2026-12-08T14:00:00Z', '2026-12-08T15:00:00Z'));
    await sync(o);
    const rows = await day(o, '2026-12-08');
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['14:00', ['pending']],
      ['14:00', ['pending']],
    ]);
    expect(rows.map((r) => r[0])).toContain(single.id);
    // The single one moved in Google onto the series' next occurrence: the same rule.
    gc.google.change(WORK, eventIdOf(single.id), busyAt('2026-12-15T09:00:00Z', '2026-12-15T10:00:00Z'));
    await sync(o);
    expect((await day(o, '2026-12-15')).map((r) => r.slice(1))).toEqual([
      ['09:00', ['pending']],
      ['09:00', ['pending']],
    ]);
    expect(await o.slots('2026-12-15')).not.toContain('09:00');
  });

  it("another business's sync of the same Google calendar never touches this business's series", async () => {
    const a = await seriesOwner();
    const b = await seriesOwner();
    gc.google.change(WORK, a.event('2026-12-08'), busyAt('2026-12-08T14:00:00Z', '2026-12-08T15:00:00Z'));
    await sync(b);
    expect(await exceptions()).toEqual([]);
    expect(await day(a, '2026-12-08')).toEqual([[`${a.seriesId}_2026-12-08`, '09:00', ['pending']]]);
    await sync(a);
    expect((await exceptions()).map((e) => e.series_id)).toEqual([a.seriesId]);
    expect(await day(b, '2026-12-08')).toEqual([[`${b.seriesId}_2026-12-08`, '09:00', ['pending']]]);
  });

  it('a class session moved or deleted in Google is refused: the next sync puts Google back as Kairos has it', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [], write_calendar_id: WORK });
    const classId = (await o.client.post('/api/v1/classes', yoga)).body.data.id as string;
    const made = await o.client.post('/api/v1/appointments', {
      type: 'class_session',
      class_id: classId,
      date: DATES[0],
      start_time: '10:00',
      client_ids: [],
      recurring: { frequency: 'weekly', end_date: DATES[1] },
    });
    expect(made.status).toBe(200);
    const event = (d: string) => eventIdOf(`${made.body.data.series_id}_${d}`);
    await sync(o);
    gc.google.change(WORK, event(DATES[0] as string), busyAt('2026-12-01T14:00:00Z', '2026-12-01T15:15:00Z'));
    gc.google.change(WORK, event(DATES[1] as string), { status: 'cancelled' });
    await sync(o);
    await sync(o);
    expect(googleStarts()).toEqual([
      [event(DATES[0] as string), '2026-12-01T10:00:00.000Z'],
      [event(DATES[1] as string), '2026-12-08T10:00:00.000Z'],
    ]);
    expect(await exceptions()).toEqual([]);
    const settled = writes().length;
    await sync(o);
    expect(writes().length).toBe(settled);
  });
  it('time freed in Google (an occurrence moved or cancelled there) is offered to the waitlist at once', async () => {
    const o = await seriesOwner();
    const waitlistJobs = async () =>
      (await gc.h.db.select().from(jobs).where(eq(jobs.queue, WAITLIST_QUEUE))).map((j) => JSON.parse(j.payload));
    gc.google.change(WORK, o.event('2026-12-01'), { status: 'cancelled' });
    await sync(o);
    // Nobody waiting: nothing to run.
    expect(await waitlistJobs()).toEqual([]);
    const [ann] = await gc.h.db.select().from(appointmentClients).where(eq(appointmentClients.business_id, o.businessId));
    await gc.h.db.insert(waitlistEntries).values({
      business_id: o.businessId,
      client_id: ann?.client_id as string,
      kind: 'day',
      target: 'day:any:2026-12-08',
      day: '2026-12-08',
      wait_until: new Date('2026-12-09T00:00:00Z'),
      channel: 'email',
      locale: 'en',
    });
    gc.google.change(WORK, o.event('2026-12-08'), busyAt('2026-12-09T14:00:00Z', '2026-12-09T15:00:00Z'));
    gc.google.change(WORK, o.event('2026-12-15'), { status: 'cancelled' });
    await sync(o);
    // One immediate run for the local dates the changes freed (the old day of the move, the cancelled day).
    expect(await waitlistJobs()).toEqual([{ business_id: o.businessId, dates: ['2026-12-08', '2026-12-15'] }]);
    // The same changes seen again free nothing more.
    await sync(o);
    expect((await waitlistJobs()).length).toBe(1);
  });
});
