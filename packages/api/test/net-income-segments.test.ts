import { describe, expect, it } from 'vitest';
import { offsetSegments } from '../src/payments/net-income';
import { offsetMinutes, toInstant } from '../src/shared/zoned';

const DAY = 86_400_000;
/** The local date an instant falls on, through the segments (what the SQL computes). */
function localDay(t: number, segs: { until: number; offsetMs: number }[]): string {
  const seg = segs.find((s) => t < s.until) ?? segs[segs.length - 1];
  return new Date(Math.floor((t + (seg?.offsetMs ?? 0)) / DAY) * DAY).toISOString().slice(0, 10);
}

describe('net income: segments of constant UTC offset', () => {
  it('a year in Kyiv has 3 segments, cut exactly at the DST changes', () => {
    const tz = 'Europe/Kyiv';
    const from = toInstant('2026-01-01', 0, tz);
    const to = toInstant('2027-01-01', 0, tz);
    const segs = offsetSegments(from, to, tz);
    expect(segs.map((s) => s.offsetMs / 3_600_000)).toEqual([2, 3, 2]);
    expect(new Date(segs[0]?.until ?? 0).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(new Date(segs[1]?.until ?? 0).toISOString()).toBe('2026-10-25T01:00:00.000Z');
    expect(segs[2]?.until).toBe(to);
    for (const s of segs) expect(offsetMinutes(s.until - 1, tz) * 60_000).toBe(s.offsetMs);
  });

  it('every hour of a year lands on the local date the zone gives it (half-hour zone, southern DST, no DST)', () => {
    for (const tz of ['Australia/Adelaide', 'America/New_York', 'Asia/Kolkata', 'UTC', 'Pacific/Chatham']) {
      const from = toInstant('2025-06-15', 0, tz);
      const to = toInstant('2026-06-15', 0, tz);
      const segs = offsetSegments(from, to, tz);
      expect(segs.length).toBeLessThanOrEqual(3);
      const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
      for (let t = from; t < to; t += 3_600_000 - 60_000) expect(localDay(t, segs)).toBe(fmt.format(new Date(t)));
    }
  });

  it('a range of one day in a zone with no change is one segment', () => {
    const from = toInstant('2026-07-01', 0, 'Europe/Kyiv');
    expect(offsetSegments(from, from + DAY, 'Europe/Kyiv')).toEqual([{ until: from + DAY, offsetMs: 3 * 3_600_000 }]);
  });
});
