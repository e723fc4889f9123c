import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AvailabilityQuery, availableSlots, blockedSpans, type Hours, type Part } from '../src/availability/engine';
import { addDays, isoWeekday, offsetMinutes, toInstant, toLocal } from '../src/shared/zoned';

const MIN = 60_000;
const ZONES = ['Europe/London', 'Europe/Kyiv', 'America/New_York', 'Australia/Sydney', 'UTC'];
const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

const wallClock = new Map<string, Intl.DateTimeFormat>();
/** The wall-clock date and minutes of an instant, read with Intl alone (not the engine's zone code). */
const intlLocal = (t: number, timeZone: string) => {
  let f = wallClock.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClock.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
};

const hoursArb = fc
  .array(
    fc.record({
      enabled: fc.boolean(),
      start: fc.integer({ min: 0, max: 23 * 60 }),
      length: fc.integer({ min: 30, max: 14 * 60 }),
    }),
    { minLength: 7, maxLength: 7 },
  )
  .map((days): Hours[] =>
    days.map((d, i) => ({
      weekday: weekdays[i] as Hours['weekday'],
      enabled: d.enabled,
      start_minute: d.start,
      end_minute: Math.min(24 * 60, d.start + d.length),
    })),
  );
const partsArb = fc
  .array(
    fc.record({ duration_minutes: fc.integer({ min: 5, max: 120 }), type: fc.constantFrom<'block' | 'free'>('block', 'free') }),
    { minLength: 1, maxLength: 4 },
  )
  .filter((ps) => ps.some((p) => p.type === 'block'));
const dateArb = fc.integer({ min: 0, max: 730 }).map((d) => addDays('2026-01-01', d));

function queryArb() {
  return fc
    .record({
      timeZone: fc.constantFrom(...ZONES),
      from: dateArb,
      days: fc.integer({ min: 0, max: 6 }),
      hours: hoursArb,
      step: fc.constantFrom(5, 10, 15, 20, 30, 60),
      parts: partsArb,
      busy: fc.array(fc.record({ at: fc.integer({ min: 0, max: 8 * 24 * 60 }), len: fc.integer({ min: 5, max: 240 }) }), {
        maxLength: 25,
      }),
    })
    .map((r): AvailabilityQuery => {
      const base = toInstant(r.from, 0, r.timeZone);
      return {
        timeZone: r.timeZone,
        from: r.from,
        to: addDays(r.from, r.days),
        hours: r.hours,
        slotStepMinutes: r.step,
        parts: r.parts,
        busy: r.busy.map((b) => ({ start: base + b.at * MIN, end: base + (b.at + b.len) * MIN })),
      };
    });
}

describe('availability engine (property-based)', () => {
  it('no offered slot overlaps a busy interval with a blocked part', () => {
    fc.assert(
      fc.property(queryArb(), (q) => {
        for (const s of availableSlots(q)) {
          for (const span of blockedSpans(s, q.parts)) {
            for (const b of q.busy) expect(span.start < b.end && b.start < span.end).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every offered slot lies inside that day’s business hours and on the slot grid', () => {
    fc.assert(
      fc.property(queryArb(), (q) => {
        const total = q.parts.reduce((s, p) => s + p.duration_minutes, 0);
        for (const s of availableSlots(q)) {
          const local = toLocal(s, q.timeZone);
          const h = q.hours.find((x) => x.weekday === isoWeekday(local.date)) as Hours;
          expect(h.enabled).toBe(true);
          expect(s).toBeGreaterThanOrEqual(toInstant(local.date, h.start_minute, q.timeZone));
          expect(s + total * MIN).toBeLessThanOrEqual(toInstant(local.date, h.end_minute, q.timeZone));
          expect(local.date >= q.from && local.date <= q.to).toBe(true);
          expect((local.minutes - h.start_minute) % q.slotStepMinutes).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('slots are strictly increasing (never duplicated)', () => {
    fc.assert(
      fc.property(queryArb(), (q) => {
        const slots = availableSlots(q);
        for (let i = 1; i < slots.length; i++) expect(slots[i] as number).toBeGreaterThan(slots[i - 1] as number);
      }),
      { numRuns: 300 },
    );
  });

  it('a free part leaves the owner bookable: busy time inside it does not block the slot', () => {
    const tz = 'Europe/London';
    const parts: Part[] = [
      { duration_minutes: 30, type: 'block' },
      { duration_minutes: 40, type: 'free' },
      { duration_minutes: 30, type: 'block' },
    ];
    const hours: Hours[] = weekdays.map((w) => ({ weekday: w, enabled: true, start_minute: 9 * 60, end_minute: 17 * 60 }));
    const tenAm = toInstant('2026-06-10', 10 * 60, tz);
    const busyInGap = { start: tenAm + 35 * MIN, end: tenAm + 65 * MIN };
    const slots = availableSlots({
      timeZone: tz,
      from: '2026-06-10',
      to: '2026-06-10',
      hours,
      slotStepMinutes: 5,
      parts,
      busy: [busyInGap],
    });
    expect(slots).toContain(tenAm);
    expect(slots).not.toContain(tenAm + 10 * MIN);
  });

  it('gives the same answer whatever the server TZ', () => {
    const samples = fc.sample(queryArb(), { numRuns: 40, seed: 42 });
    const saved = process.env.TZ;
    try {
      const inUtc = samples.map((q) => availableSlots(q));
      for (const tz of ['Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata']) {
        process.env.TZ = tz;
        expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).not.toBe(0);
        expect(samples.map((q) => availableSlots(q))).toEqual(inUtc);
      }
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('DST changes neither lose nor duplicate slots', () => {
  const hours = weekdays.map((w) => ({ weekday: w, enabled: true, start_minute: 9 * 60, end_minute: 17 * 60 }));
  const parts: Part[] = [{ duration_minutes: 60, type: 'block' }];
  const localTimes = (tz: string, date: string, h = hours, step = 30) =>
    availableSlots({ timeZone: tz, from: date, to: date, hours: h, slotStepMinutes: step, parts, busy: [] }).map(
      (s) => toLocal(s, tz).minutes,
    );

  it.each([
    ['Europe/London', '2026-03-29'],
    ['Europe/London', '2026-10-25'],
    ['Europe/Kyiv', '2026-03-29'],
    ['Europe/Kyiv', '2026-10-25'],
  ])('%s on %s offers the same wall-clock slots as the day before', (tz, date) => {
    const normal = localTimes(tz, addDays(date, -1));
    expect(normal).toHaveLength(15);
    expect(localTimes(tz, date)).toEqual(normal);
  });

  it('hours spanning the London spring-forward gap: the missing hour is not offered, nothing repeats', () => {
    const night = weekdays.map((w) => ({ weekday: w, enabled: true, start_minute: 0, end_minute: 4 * 60 }));
    const slots = availableSlots({
      timeZone: 'Europe/London',
      from: '2026-03-29',
      to: '2026-03-29',
      hours: night,
      slotStepMinutes: 30,
      parts,
      busy: [],
    });
    const times = slots.map((s) => toLocal(s, 'Europe/London').minutes);
    expect(new Set(slots).size).toBe(slots.length);
    expect(times.some((m) => m >= 60 && m < 120)).toBe(false);
    // 00:00–04:00 local is only 3 real hours that night: 00:00, 00:30 then 02:00 … 03:00 fit an hour's service.
    expect(times).toEqual([0, 30, 120, 150, 180]);
  });

  it('hours spanning the London fall-back overlap: each wall-clock slot once, at its first occurrence', () => {
    const night = weekdays.map((w) => ({ weekday: w, enabled: true, start_minute: 0, end_minute: 4 * 60 }));
    const slots = availableSlots({
      timeZone: 'Europe/London',
      from: '2026-10-25',
      to: '2026-10-25',
      hours: night,
      slotStepMinutes: 30,
      parts,
      busy: [],
    });
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.map((s) => toLocal(s, 'Europe/London').minutes)).toEqual([0, 30, 60, 90, 120, 150, 180]);
  });
});

describe('DST changes neither lose nor duplicate slots (property-based)', () => {
  /**
   * The oracle: walk real time from opening to closing; a start is offered when
   * its wall-clock time is on the slot grid, the service ends by closing time,
   * and that wall-clock time has not been offered already that day.
   */
  const oracle = (timeZone: string, date: string, h: Hours, step: number, total: number) => {
    const open = toInstant(date, h.start_minute, timeZone);
    const close = toInstant(date, h.end_minute, timeZone);
    const seen = new Set<number>();
    const out: number[] = [];
    for (let t = open; t + total * MIN <= close; t += 5 * MIN) {
      const local = intlLocal(t, timeZone);
      const w = local.minutes;
      if (local.date !== date || w < h.start_minute || (w - h.start_minute) % step !== 0 || seen.has(w)) continue;
      seen.add(w);
      out.push(t);
    }
    return out;
  };
  const changes = fc.constantFrom(
    ['Europe/London', '2026-03-29'],
    ['Europe/London', '2026-10-25'],
    ['Europe/London', '2027-03-28'],
    ['Europe/London', '2027-10-31'],
    ['Europe/Kyiv', '2026-03-29'],
    ['Europe/Kyiv', '2026-10-25'],
    ['Europe/Kyiv', '2027-03-28'],
    ['Europe/Kyiv', '2027-10-31'],
  );

  it('on every change day, for any hours, step and service, exactly the starts that exist and fit are offered, once each', () => {
    fc.assert(
      fc.property(
        changes,
        fc.integer({ min: 0, max: 20 * 12 }),
        fc.integer({ min: 6, max: 14 * 12 }),
        fc.constantFrom(5, 10, 15, 20, 30, 60),
        partsArb,
        ([timeZone, date], start5, length5, step, parts) => {
          const start_minute = start5 * 5;
          const h: Hours = {
            weekday: isoWeekday(date) as Hours['weekday'],
            enabled: true,
            start_minute,
            end_minute: Math.min(24 * 60, start_minute + length5 * 5),
          };
          const total = parts.reduce((n, p) => n + p.duration_minutes, 0);
          const slots = availableSlots({ timeZone, from: date, to: date, hours: [h], slotStepMinutes: step, parts, busy: [] });
          const wall = slots.map((t) => intlLocal(t, timeZone).minutes);
          expect(new Set(wall).size).toBe(wall.length);
          expect(slots).toEqual(oracle(timeZone, date, h, step, total));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('wall clock ↔ instant', () => {
  it('round-trips every instant except the second pass of a fall-back hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 0, 1) }), fc.constantFrom(...ZONES), (t0, tz) => {
        const t = t0 - (t0 % MIN);
        const l = toLocal(t, tz);
        const back = toInstant(l.date, l.minutes, tz);
        if (back !== t) {
          // Only possible in an overlap, where the earlier instant is chosen.
          expect(back).toBeLessThan(t);
          expect(toLocal(back, tz)).toEqual(l);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('the cached fast path agrees with Intl at every instant, including zones with 30-minute DST and odd offsets', () => {
    const odd = [...ZONES, 'Australia/Lord_Howe', 'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Chatham'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 0, 1) }), fc.constantFrom(...odd), (t0, tz) => {
        const t = t0 - (t0 % MIN);
        expect(toLocal(t, tz)).toEqual(intlLocal(t, tz));
      }),
      { numRuns: 3000 },
    );
  });

  it('24:00 is the next day’s midnight, on change days too (business hours may end at 24:00)', () => {
    // London springs forward on 29 March 2026: midnight that night is already summer time.
    expect(new Date(toInstant('2026-03-29', 1440, 'Europe/London')).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(toInstant('2026-03-29', 1440, 'Europe/London')).toBe(toInstant('2026-03-30', 0, 'Europe/London'));
    expect(new Date(toInstant('2026-10-25', 1440, 'Europe/Kyiv')).toISOString()).toBe('2026-10-25T22:00:00.000Z');
    expect(toInstant('2026-03-30', -60, 'Europe/London')).toBe(toInstant('2026-03-29', 1380, 'Europe/London'));
  });

  it('known offsets', () => {
    expect(offsetMinutes(Date.UTC(2026, 6, 1), 'Europe/London')).toBe(60);
    expect(offsetMinutes(Date.UTC(2026, 0, 1), 'Europe/London')).toBe(0);
    expect(offsetMinutes(Date.UTC(2026, 6, 1), 'Europe/Kyiv')).toBe(180);
    expect(toInstant('2026-03-29', 90, 'Europe/London')).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(toInstant('2026-10-25', 90, 'Europe/London')).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });
});
