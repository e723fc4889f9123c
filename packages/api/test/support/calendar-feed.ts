import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { Harness } from './harness';

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
}

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
