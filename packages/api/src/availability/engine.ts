import { addDays, isoWeekday, toInstant } from '../shared/zoned';

/**
 * The availability engine: which start times can a service be booked at,
 * between two local dates, in the business's time zone. Pure: the caller
 * loads business hours, busy intervals and the service; nothing here reads
 * the database or the server clock.
 */
export interface Hours {
  weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  enabled: boolean;
  start_minute: number;
  end_minute: number;
}

export interface Part {
  duration_minutes: number;
  type: 'block' | 'free';
}

/** A busy span in UTC milliseconds, [start, end). */
export interface Interval {
  start: number;
  end: number;
}

export interface AvailabilityQuery {
  timeZone: string;
  /** Inclusive local dates, YYYY-MM-DD. */
  from: string;
  to: string;
  hours: Hours[];
  slotStepMinutes: number;
  parts: Part[];
  busy: Interval[];
  /** Earliest bookable instant (e.g. now plus a notice period); slots before it are not offered. */
  notBefore?: number;
}

const MIN = 60_000;

/** The blocked spans a booking starting at `start` would occupy; free parts leave the owner available. */
export function blockedSpans(start: number, parts: Part[]): Interval[] {
  const spans: Interval[] = [];
  let t = start;
  for (const p of parts) {
    const end = t + p.duration_minutes * MIN;
    if (p.type === 'block') {
      const last = spans[spans.length - 1];
      if (last && last.end === t) last.end = end;
      else spans.push({ start: t, end });
    }
    t = end;
  }
  return spans;
}

/** True if the intervals are sorted by start, non-empty and apart (each ends before the next starts): `normalise`'s output. */
export function isMerged(intervals: Interval[]): boolean {
  for (let k = 0; k < intervals.length; k++) {
    const i = intervals[k] as Interval;
    if (!(i.end > i.start)) return false;
    if (k > 0 && (intervals[k - 1] as Interval).end >= i.start) return false;
  }
  return true;
}

/**
 * Merges and sorts intervals so overlap checks are a binary search (or a sweep). Input that is already merged
 * (busyBetween's answer) comes back as it is: one pass, nothing sorted or copied.
 */
export function normalise(intervals: Interval[]): Interval[] {
  if (isMerged(intervals)) return intervals;
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/**
 * The union of two merged lists (normalise's output), merged: one linear sweep of both, as a merge sort's last
 * step (the diary's blocked parts and the Google busy times, each merged on its own).
 */
export function mergeMerged(a: Interval[], b: Interval[]): Interval[] {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = (
      j >= b.length || (i < a.length && (a[i] as Interval).start <= (b[j] as Interval).start) ? a[i++] : b[j++]
    ) as Interval;
    const last = out[out.length - 1];
    if (last && x.start <= last.end) {
      if (x.end > last.end) last.end = x.end;
    } else out.push({ start: x.start, end: x.end });
  }
  return out;
}

/** True if [start, end) overlaps any of the merged, sorted intervals. */
export function overlapsAny(merged: Interval[], start: number, end: number): boolean {
  let lo = 0;
  let hi = merged.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const m = merged[mid] as Interval;
    if (m.end <= start) lo = mid + 1;
    else if (m.start >= end) hi = mid - 1;
    else return true;
  }
  return false;
}

/**
 * Whether a candidate starting at `start` has a blocked part (`offsets`, relative to its start) overlapping the
 * merged busy spans. Candidates come in ascending order, so each offset keeps a cursor into `busy` that only moves
 * forward (one sweep of the busy spans for the whole range, not a search per candidate); a start earlier than the
 * last one asked about (never in availableSlots' order, but allowed) finds its place again by binary search.
 */
export function sweep(busy: Interval[], offsets: Interval[]): (start: number) => boolean {
  const cursors = offsets.map(() => 0);
  let previous = Number.NEGATIVE_INFINITY;
  return (start) => {
    // Going back, every cursor finds its place again (not only those this call reaches: an early answer would
    // leave the later offsets' cursors past where the next, later start needs them).
    if (start < previous)
      for (let k = 0; k < offsets.length; k++) cursors[k] = firstEndingAfter(busy, start + (offsets[k] as Interval).start);
    previous = start;
    for (let k = 0; k < offsets.length; k++) {
      const o = offsets[k] as Interval;
      const from = start + o.start;
      let c = cursors[k] as number;
      while (c < busy.length && (busy[c] as Interval).end <= from) c++;
      cursors[k] = c;
      if (c < busy.length && (busy[c] as Interval).start < start + o.end) return true;
    }
    return false;
  };
}

/** The index of the first merged span ending after `t` (busy.length if none). */
function firstEndingAfter(busy: Interval[], t: number): number {
  let lo = 0;
  let hi = busy.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((busy[mid] as Interval).end <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Every start instant (UTC ms, ascending, no duplicates) at which the whole
 * service fits inside one day's business hours and none of its blocked parts
 * overlaps a busy interval. Start times step from the day's opening time by
 * the slot step, in wall-clock minutes, so DST days neither lose nor repeat slots.
 */
export function availableSlots(q: AvailabilityQuery): number[] {
  const total = q.parts.reduce((s, p) => s + p.duration_minutes, 0);
  if (total <= 0 || !q.parts.some((p) => p.type === 'block') || q.slotStepMinutes <= 0) return [];
  const busy = normalise(q.busy);
  // Every candidate occupies the same blocked spans relative to its start: worked out once, not per candidate.
  const offsets = blockedSpans(0, q.parts);
  const blocked = sweep(busy, offsets);
  const byDay = new Map(q.hours.map((h) => [h.weekday, h]));
  const out: number[] = [];
  for (let date = q.from; date <= q.to; date = addDays(date, 1)) {
    const h = byDay.get(isoWeekday(date));
    if (!h?.enabled || h.end_minute <= h.start_minute) continue;
    const open = toInstant(date, h.start_minute, q.timeZone);
    const close = toInstant(date, h.end_minute, q.timeZone);
    // Whether a service fits is decided in real time (end <= close), not in wall-clock minutes: on a
    // fall-back day a start in the repeated hour's first pass can finish after a wall-clock "end - total".
    for (let m = h.start_minute; m < h.end_minute; m += q.slotStepMinutes) {
      const start = toInstant(date, m, q.timeZone);
      const end = start + total * MIN;
      if (start < open || end > close) continue;
      if (q.notBefore !== undefined && start < q.notBefore) continue;
      if (blocked(start)) continue;
      if (out.length && (out[out.length - 1] as number) >= start) continue;
      out.push(start);
    }
  }
  return out;
}
