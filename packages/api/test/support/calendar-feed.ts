import ICAL from 'ical.js';
import { expect } from 'vitest';
import { diaryBetween } from '../../src/appointments/diary';
import { loadScope } from '../../src/core/scope';
import { type Harness, messagesOff, registerOwner } from './harness';

/** GET a feed URL (as a calendar app does: no cookies), with optional conditional headers. */
export async function fetchFeed(h: Harness, url: string, headers: Record<string, string> = {}) {
  const res = await h.app.request(new URL(url).pathname, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

export interface ParsedEvent {
  uid: string;
  summary: string;
  start: number;
  end: number;
  allDay: boolean;
  /** An all-day event's dates (YYYY-MM-DD, end exclusive): a DATE has no zone, a calendar shows it on that date. */
  startDate: string;
  endDate: string;
  /** The TZID the start was written with ('' for UTC or a date). */
  zone: string;
  /** STATUS, and CREATED / LAST-MODIFIED as instants (NaN when missing). */
  status: string;
  created: number;
  lastModified: number;
}

const instantOf = (value: unknown) => (value instanceof ICAL.Time ? value.toJSDate().getTime() : Number.NaN);

/**
 * Parses a feed with ical.js (a real RFC 5545 parser, the one many web calendars use): registers its VTIMEZONE
 * so TZID times resolve through the feed's own rules, then answers its events as instants.
 */
export function parseFeed(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const zones = cal.getAllSubcomponents('vtimezone');
  for (const z of zones) ICAL.TimezoneService.register(z);
  const events: ParsedEvent[] = cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    const tzid = v.getFirstProperty('dtstart')?.getParameter('tzid');
    return {
      uid: e.uid,
      summary: e.summary,
      start: e.startDate.toJSDate().getTime(),
      end: e.endDate.toJSDate().getTime(),
      allDay: e.startDate.isDate,
      startDate: e.startDate.isDate ? e.startDate.toString() : '',
      endDate: e.endDate.isDate ? e.endDate.toString() : '',
      zone: typeof tzid === 'string' ? tzid : '',
      status: String(v.getFirstPropertyValue('status') ?? ''),
      created: instantOf(v.getFirstPropertyValue('created')),
      lastModified: instantOf(v.getFirstPropertyValue('last-modified')),
    };
  });
  return { cal, zones, events };
}

/** Every physical line of the text is at most 75 octets and ends in CRLF (RFC 5545 3.1). */
export function expectFolded(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  return lines;
}

export type FeedOwner = Awaited<ReturnType<typeof registerOwner>>;
export const DAY = 86_400_000;

/** The feed tests' owners, services, clients and bookings, on the harness `harness()` gives at call time. */
export function feedWorld(harness: () => Harness) {
  type Owner = FeedOwner;
  const h = () => harness();

  async function owner(timezone = 'Europe/London', name = 'Studio') {
    const o = await registerOwner(h(), { timezone, business_name: name });
    await messagesOff(h(), o.user.business.id);
    return o;
  }

  async function service(o: Owner, name: string, minutes = 60) {
    return (
      await o.client.post('/api/v1/services', {
        name,
        type: 'single',
        parts: [{ title: name, duration_minutes: minutes, type: 'block' }],
        colour: '#2563eb',
        price: 3000,
      })
    ).body.data.id as string;
  }

  /** A write that must succeed (its error in the failure message otherwise). */
  async function ok<R extends { status: number; body: unknown }>(p: Promise<R>): Promise<R> {
    const res = await p;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res;
  }

  const client = async (o: Owner, first_name: string, last_name = 'Client') =>
    (await ok(o.client.post('/api/v1/clients', { first_name, last_name }))).body.data.id as string;

  const book = (o: Owner, body: Record<string, unknown>) => ok(o.client.post('/api/v1/appointments', body));

  async function feedUrl(o: Owner): Promise<string> {
    const res = await o.client.get('/api/v1/user/calendar-feed');
    expect(res.status).toBe(200);
    return res.body.data.url as string;
  }

  /** What Kairos's own diary holds in the feed's window (diaryBetween, what the web diary reads), minus fully cancelled appointments. */
  async function diary(o: Owner, from: string, to: string) {
    const rows = await diaryBetween(await loadScope(h().db, o.user.business.id, h().clock.now), from, to);
    return rows.filter(
      (r) =>
        !(
          r.type === 'appointment' &&
          r.clients.length > 0 &&
          r.clients.every((c: { status: string }) => c.status === 'cancelled')
        ),
    );
  }
  return { owner, service, ok, client, book, feedUrl, diary };
}
