import { offsetMinutes, toLocal } from '../shared/zoned';
import { type IcsWriter, icsLocal, icsOffset } from './ics';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

export interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

/**
 * The zone's offset changes in [fromMs, toMs), read from Intl (the runtime's tz database): a day's steps find
 * each change, halving finds its minute. Zones change offset at most a few times a year, never twice a day.
 */
export function transitions(timeZone: string, fromMs: number, toMs: number): Transition[] {
  const out: Transition[] = [];
  let prevAt = fromMs;
  let prev = offsetMinutes(fromMs, timeZone);
  for (let t = fromMs + DAY; t < toMs + DAY; t += DAY) {
    const off = offsetMinutes(t, timeZone);
    if (off === prev) {
      prevAt = t;
      continue;
    }
    let lo = prevAt;
    let hi = t;
    while (hi - lo > MIN) {
      const mid = lo + Math.floor((hi - lo) / 2 / MIN) * MIN;
      if (offsetMinutes(mid, timeZone) === prev) lo = mid;
      else hi = mid;
    }
    if (hi < toMs) out.push({ at: hi, from: prev, to: off });
    prev = off;
    prevAt = t;
  }
  return out;
}

const cache = new Map<string, string[]>();

/**
 * The VTIMEZONE component of an IANA zone for the years [fromYear, toYear] (RFC 5545 3.6.5), generated from Intl:
 * an observance in force from 1970 with the offset the range starts with, then one observance per offset
 * change, each with its own DTSTART (the wall-clock time it happens, read in the old offset), so any zone's
 * rules (Europe/London, Europe/Kyiv, southern summers, zones with no DST) come out as the runtime knows them. An
 * observance whose offset is above the range's lowest is DAYLIGHT, the others STANDARD. Cached per zone and range.
 */
export function vtimezoneLines(timeZone: string, fromYear: number, toYear: number): string[] {
  const key = `${timeZone}|${fromYear}|${toYear}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const fromMs = Date.UTC(fromYear, 0, 1);
  const toMs = Date.UTC(toYear + 1, 0, 1);
  const changes = transitions(timeZone, fromMs, toMs);
  const first = offsetMinutes(fromMs, timeZone);
  const standard = Math.min(first, ...changes.map((c) => c.to));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const observance = (offsetTo: number, offsetFrom: number, start: string) => {
    const kind = offsetTo > standard ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${icsOffset(offsetFrom)}`,
      `TZOFFSETTO:${icsOffset(offsetTo)}`,
      `END:${kind}`,
    );
  };
  observance(first, first, '19700101T000000');
  for (const c of changes) {
    // The onset as the clock read it just before (RFC 5545: DTSTART is in the TZOFFSETFROM offset).
    const wall = toLocal(c.at + c.from * MIN, 'UTC');
    observance(c.to, c.from, icsLocal(wall.date, wall.minutes));
  }
  lines.push('END:VTIMEZONE');
  cache.set(key, lines);
  return lines;
}

/** Writes the zone's VTIMEZONE into a calendar. */
export function writeVtimezone(w: IcsWriter, timeZone: string, fromYear: number, toYear: number): void {
  for (const line of vtimezoneLines(timeZone, fromYear, toYear)) {
    const i = line.indexOf(':');
    w.prop(line.slice(0, i), line.slice(i + 1));
  }
}
