import { appointments, externalBusy, googleEvents, jobs, zoomMeetings } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventIdOf, KAIROS_MARK } from '../src/google/events';
import { runScheduled } from '../src/jobs/cron';
import { ZOOM_QUEUE } from '../src/zoom/meetings';
import { bookAnn, busyAt, type GoogleOwner, googleCalendarWorld, WORK } from './support/google-calendar';

/**
 * Google Calendar out (issue 28): Kairos appointments and series written to the picked calendar under Kairos's own
 * event ids (never twice, never read back as busy), and moves/deletes made in Google brought back. Connecting and
 * busy times in: google-calendar.test.ts.
 */
const gc = googleCalendarWorld();
const { owner, connected, sync } = gc;

describe('appointments out', () => {
  const book = async (o: GoogleOwner, start_time = '10:00') => (await bookAnn(o, '2026-12-15', start_time)).id;

  it('written once with Kairos’s own id (retries never duplicate), moved, cancelled; never read back as busy', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [WORK], write_calendar_id: WORK });
    const id = await book(o);
    await sync(o);
    await sync(o);
    await runScheduled(gc.h.deps, gc.h.clock.now);
    let events = gc.google.live(WORK);
    expect(events.map((e) => [e.id, e.summary, e.start.dateTime])).toEqual([
      [eventIdOf(id), 'Consultation: Ann Brown', '2026-12-15T10:00:00.000Z'],
    ]);
    expect(events[0]?.extendedProperties?.private?.[KAIROS_MARK]).toBe(id);
    expect(await gc.h.db.select().from(externalBusy)).toEqual([]);
    expect(gc.google.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/events')).length).toBe(1);
    // Moved in Kairos.
    const moved = await o.client.put(`/api/v1/appointments/${id}`, {
      type: 'appointment',
      service_id: o.service,
      client_ids: [o.ann],
      date: '2026-12-15',
      start_time: '13:00',
    });
    expect(moved.status).toBe(200);
    await sync(o);
    events = gc.google.live(WORK);
    expect(events.map((e) => e.start.dateTime)).toEqual(['2026-12-15T13:00:00.000Z']);
    // Deleted in Kairos.
    expect((await o.client.del(`/api/v1/appointments/${id}`)).status).toBe(200);
    await sync(o);
    expect(gc.google.live(WORK)).toEqual([]);
    expect(await gc.h.db.select().from(googleEvents)).toEqual([]);
  });

  it('a series is written one event per occurrence, kept in step when one is moved or cancelled and when it is cut short', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [], write_calendar_id: WORK });
    const seriesId = (await bookAnn(o, '2026-12-01', '09:00', '2026-12-29')).series_id as string;
    const occ = (date: string) => `${seriesId}_${date}`;
    await sync(o);
    const starts = () =>
      gc.google
        .live(WORK)
        .map((e) => [e.id, e.summary, e.start.dateTime])
        .sort((a, b) => String(a[2]).localeCompare(String(b[2])));
    const dates = ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29'];
    expect(starts()).toEqual(dates.map((d) => [eventIdOf(occ(d)), 'Consultation: Ann Brown', `${d}T09:00:00.000Z`]));
    // Nothing changed: the next sync writes nothing.
    const writes = () =>
      gc.google.requests.filter((r) => r.path.startsWith('/calendar/v3/calendars/') && r.method !== 'GET').length;
    const before = writes();
    await sync(o);
    expect(writes()).toBe(before);

    // One occurrence moved (it gets a row of its own), one cancelled.
    const moved = await o.client.put(`/api/v1/appointments/${occ('2026-12-08')}/time`, {
      date: '2026-12-08',
      start_time: '14:00',
      recurring_range: 'this',
    });
    expect(moved.status).toBe(200);
    expect((await o.client.del(`/api/v1/appointments/${occ('2026-12-15')}?recurring_range=this`)).status).toBe(200);
    await sync(o);
    expect(starts()).toEqual([
      [eventIdOf(occ('2026-12-01')), 'Consultation: Ann Brown', '2026-12-01T09:00:00.000Z'],
      [eventIdOf(moved.body.data.id), 'Consultation: Ann Brown', '2026-12-08T14:00:00.000Z'],
      [eventIdOf(occ('2026-12-22')), 'Consultation: Ann Brown', '2026-12-22T09:00:00.000Z'],
      [eventIdOf(occ('2026-12-29')), 'Consultation: Ann Brown', '2026-12-29T09:00:00.000Z'],
    ]);
    // "This and all future" from the 22nd: the series ends before it.
    expect((await o.client.del(`/api/v1/appointments/${occ('2026-12-22')}?recurring_range=future`)).status).toBe(200);
    await sync(o);
    expect(starts().map((e) => e[2])).toEqual(['2026-12-01T09:00:00.000Z', '2026-12-08T14:00:00.000Z']);
    // Time passes: an occurrence older than the window keeps its event.
    gc.h.advance(20 * 86_400_000);
    await sync(o);
    expect(starts().map((e) => e[2])).toEqual(['2026-12-01T09:00:00.000Z', '2026-12-08T14:00:00.000Z']);
  });

  it('an insert whose answer was lost is not made twice (409 on the same id updates)', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [], write_calendar_id: WORK });
    const id = await book(o);
    // Google has the event already (an earlier try got there; its answer never came back).
    gc.google.addEvent(WORK, { id: eventIdOf(id), ...busyAt('2026-12-15T10:00:00Z', '2026-12-15T11:00:00Z') });
    await sync(o);
    expect(gc.google.live(WORK).length).toBe(1);
  });

  it('a move made in Google moves the appointment; a delete in Google cancels it', async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [], write_calendar_id: WORK });
    const id = await book(o);
    await sync(o);
    gc.google.change(WORK, eventIdOf(id), busyAt('2026-12-15T15:00:00Z', '2026-12-15T16:00:00Z'));
    await sync(o);
    const [row] = await gc.h.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.start_at.toISOString()).toBe('2026-12-15T15:00:00.000Z');
    expect(await o.slots()).toContain('10:00');
    expect(await o.slots()).not.toContain('15:00');
    gc.google.change(WORK, eventIdOf(id), { status: 'cancelled' });
    await sync(o);
    expect(await o.slots()).toContain('15:00');
    await sync(o);
    expect(gc.google.live(WORK)).toEqual([]);
  });
  it("an appointment moved in Google gets its Zoom meeting's new time, as a move in the diary does", async () => {
    const o = await owner();
    await connected(o, { busy_calendar_ids: [], write_calendar_id: WORK });
    const id = await book(o);
    const other = await book(o, '15:00');
    await sync(o);
    await gc.h.db.insert(zoomMeetings).values({ appointment_id: id, business_id: o.businessId, status: 'active' });
    const zoomJobs = async () =>
      (await gc.h.db.select().from(jobs).where(eq(jobs.queue, ZOOM_QUEUE))).map((j) => JSON.parse(j.payload).appointment_id);
    gc.google.change(WORK, eventIdOf(id), busyAt('2026-12-15T12:00:00Z', '2026-12-15T13:00:00Z'));
    gc.google.change(WORK, eventIdOf(other), busyAt('2026-12-15T16:00:00Z', '2026-12-15T17:00:00Z'));
    await sync(o);
    // Only the appointment with a meeting; the other has none.
    expect(await zoomJobs()).toEqual([id]);
  });
});
