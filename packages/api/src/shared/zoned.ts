/**
 * Wall-clock time in a business's IANA zone ↔ UTC instants, with Intl only
 * (it runs the same on Node and workerd, whatever the server's TZ).
 *
 * A local date is "YYYY-MM-DD"; a local time is minutes after midnight.
 * Disambiguation follows Temporal's "compatible" rule: a time that falls in a
 * spring-forward gap moves forward by the gap (01:30 → 02:30 in London); a
 * time that occurs twice in a fall-back overlap takes the earlier instant.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalParts {
  date: string;
  minutes: number;
}

const MIN = 60_000;
const DAY = 86_400_000;
const steady = new Map<string, Map<number, number>>();

/**
 * The zone's offset through a whole UTC day when it does not change that day
 * (NaN when it does). Offsets change at most a couple of times a year, so
 * nearly every conversion becomes arithmetic; Intl is asked twice per zone-day.
 */
function steadyOffset(timeZone: string, utcDay: number): number {
  let byDay = steady.get(timeZone);
  if (!byDay) {
    byDay = new Map();
    steady.set(timeZone, byDay);
  }
  let off = byDay.get(utcDay);
  if (off === undefined) {
    const a = offsetMinutes(utcDay * DAY, timeZone);
    const b = offsetMinutes((utcDay + 1) * DAY, timeZone);
    off = a === b ? a : Number.NaN;
    if (byDay.size > 20_000) byDay.clear();
    byDay.set(utcDay, off);
  }
  return off;
}

/** The zone's wall clock at an instant. */
export function toLocal(instantMs: number, timeZone: string): LocalParts {
  const off = steadyOffset(timeZone, Math.floor(instantMs / DAY));
  if (!Number.isNaN(off)) {
    const local = instantMs + off * MIN;
    const dayStart = Math.floor(local / DAY) * DAY;
    return { date: new Date(dayStart).toISOString().slice(0, 10), minutes: Math.floor((local - dayStart) / MIN) };
  }
  return slowLocal(instantMs, timeZone);
}

function slowLocal(instantMs: number, timeZone: string): LocalParts {
  const parts = formatter(timeZone).formatToParts(new Date(instantMs));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const y = get('year');
  const mo = get('month');
  const d = get('day');
  return {
    date: `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    minutes: get('hour') * 60 + get('minute'),
  };
}

/** Offset of the zone from UTC at an instant, in minutes (London summer: +60, Kyiv summer: +180). */
export function offsetMinutes(instantMs: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(new Date(instantMs));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/**
 * The UTC instant with the same wall-clock reading. Only a real "YYYY-MM-DD"
 * is read (schemas allow 1900..2100, see shared/date-schemas); years 0-99
 * stay themselves (Date.UTC would read 0050 as 1950).
 */
function naiveUtc(date: string, minutes: number): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a local date: ${date.slice(0, 20)}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  if (y >= 100) return Date.UTC(y, m, d) + minutes * MIN;
  const t = new Date(0);
  t.setUTCFullYear(y, m, d);
  return t.getTime() + minutes * MIN;
}

/**
 * The instant a wall-clock time happens in the zone ("compatible" disambiguation).
 * Minutes outside one day count into the next or previous date: 1440 (the
 * "24:00" that business hours end at) is 00:00 the next day.
 */
export function toInstant(date: string, minutes: number, timeZone: string): number {
  if (minutes < 0 || minutes >= 1440) {
    const days = Math.floor(minutes / 1440);
    return toInstant(addDays(date, days), minutes - days * 1440, timeZone);
  }
  const naive = naiveUtc(date, minutes);
  // Offsets are within ±14 h, so the instant lies in the UTC days either side of the naive one.
  const day = Math.floor(naive / DAY);
  const off = steadyOffset(timeZone, day);
  if (!Number.isNaN(off) && steadyOffset(timeZone, day - 1) === off && steadyOffset(timeZone, day + 1) === off)
    return naive - off * MIN;
  // Offsets a day either side cover every real-world transition.
  const before = offsetMinutes(naive - 24 * 60 * MIN, timeZone);
  const after = offsetMinutes(naive + 24 * 60 * MIN, timeZone);
  const candidates = [...new Set([before, after])]
    .map((off) => naive - off * MIN)
    .filter((t) => {
      const l = toLocal(t, timeZone);
      return l.date === date && l.minutes === minutes;
    })
    .sort((a, b) => a - b);
  if (candidates.length > 0) return candidates[0] as number;
  // In a gap: keep the offset from before the transition, which lands after it.
  return naive - before * MIN;
}

/** Calendar arithmetic on local dates (no time zone involved); a RangeError past year 9999 or before year 0. */
export function addDays(date: string, days: number): string {
  const t = new Date(naiveUtc(date, 0) + days * 24 * 60 * MIN);
  const y = t.getUTCFullYear();
  if (!(y >= 0 && y <= 9999)) throw new RangeError(`outside years 0-9999: ${date} + ${days} days`);
  return `${String(y).padStart(4, '0')}-${String(t.getUTCMonth() + 1).padStart(2, '0')}-${String(t.getUTCDate()).padStart(2, '0')}`;
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  const d = new Date(naiveUtc(date, 0)).getUTCDay();
  return (d === 0 ? 7 : d) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((naiveUtc(to, 0) - naiveUtc(from, 0)) / (24 * 60 * MIN));
}
