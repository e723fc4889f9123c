import 'temporal-polyfill/global';
import { sortEventsForMonthGrid } from '@schedule-x/calendar';
import { describe, expect, it } from 'vitest';
import { layMonth, type MonthEvent, type MonthLayoutApp } from '../src/features/calendar/month-layout';

// The month grid (month-layout.ts) must place events exactly as schedule-x 4.9's own month grid: the same events on
// the same days at the same levels, the same blockers for days a multi-day event covers, so the same four shown
// per day and the same "+N". The reference below is schedule-x's positionInMonthWeek (not exported), as written.

const ZONE = 'Europe/Kyiv';
const BLOCKER = 'blocker';

type RefDay = { date: Temporal.PlainDate; events: Record<number, unknown> };

function reference(weeks: Temporal.PlainDate[][], sorted: MonthEvent[]): RefDay[][] {
  const month = weeks.map((w) => w.map((date) => ({ date, events: {} as Record<number, unknown> })));
  for (const weekDays of month) {
    const week: Record<string, RefDay> = {};
    for (const d of weekDays) week[d.date.toString()] = d;
    const dates = Object.keys(week).sort();
    const first = dates[0] as string;
    const last = dates[dates.length - 1] as string;
    const occupied = new Set<number>();
    for (const event of sorted) {
      const from = String(event.start).slice(0, 10);
      const to = String(event.end).slice(0, 10);
      const startsIn = !!week[from];
      if (!startsIn && !(from < first && to >= first)) continue;
      const a = startsIn ? from : first;
      const b = to <= last ? to : last;
      const days = Object.values(week).filter((d) => d.date.toString() >= a && d.date.toString() <= b);
      let level = 0;
      while (!days.every((d) => !d.events[level])) level++;
      occupied.add(level);
      for (const [i, d] of days.entries()) d.events[level] = i === 0 ? event : BLOCKER;
    }
    for (const level of occupied) for (const d of weekDays) if (!d.events[level]) d.events[level] = undefined;
  }
  return month;
}

function monthWeeks(year: number, month: number): Temporal.PlainDate[][] {
  const first = Temporal.PlainDate.from({ year, month, day: 1 });
  let start = first.subtract({ days: first.dayOfWeek - 1 });
  const weeks: Temporal.PlainDate[][] = [];
  do {
    weeks.push(Array.from({ length: 7 }, (_, i) => start.add({ days: i })));
    start = start.add({ days: 7 });
  } while (start.month === month);
  return weeks;
}

function appFor(weeks: Temporal.PlainDate[][], selected: Temporal.PlainDate): MonthLayoutApp {
  return {
    config: { timezone: { value: ZONE } },
    datePickerState: { selectedDate: { value: selected } },
    timeUnitsImpl: { getMonthWithTrailingAndLeadingDays: () => weeks.map((w) => w.map((d) => ({ toPlainDate: () => d }))) },
  } as unknown as MonthLayoutApp;
}

/** A small deterministic generator: the same "random" month every run. */
function* numbers(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield x / 2 ** 31;
  }
}

function events(seed: number, count: number): MonthEvent[] {
  const r = numbers(seed);
  const next = () => r.next().value as number;
  return Array.from({ length: count }, (_, i) => {
    const day = Temporal.PlainDate.from('2027-05-28').add({ days: Math.floor(next() * 40) });
    const kind = next();
    let start: object;
    let end: object;
    if (kind < 0.1) {
      // All day, one to four days.
      start = day;
      end = day.add({ days: Math.floor(next() * 4) });
    } else {
      const at = day.toZonedDateTime({ timeZone: ZONE, plainTime: { hour: 6 + Math.floor(next() * 14), minute: i % 60 } });
      start = at;
      // Mostly the same day; some run on past midnight.
      end = kind < 0.15 ? at.add({ hours: 20 + Math.floor(next() * 30) }) : at.add({ minutes: 15 + Math.floor(next() * 90) });
    }
    return { id: `e${i}`, start, end, _color: 'c', _getExternalEvent: () => ({}) };
  });
}

describe('month grid layout', () => {
  for (const [seed, count] of [
    [1, 0],
    [2, 12],
    [3, 150],
    [4, 1000],
  ] as const)
    it(`places ${count} events as schedule-x does (seed ${seed})`, () => {
      const weeks = monthWeeks(2027, 6);
      const list = events(seed, count);
      const layout = layMonth(appFor(weeks, Temporal.PlainDate.from('2027-06-15')), list, []);
      const expected = reference(weeks, [...list].sort(sortEventsForMonthGrid as (a: MonthEvent, b: MonthEvent) => number));
      const ids = (slots: unknown[]) => slots.map((s) => (typeof s === 'object' && s ? (s as MonthEvent).id : s));
      expect(layout.weeks.map((w) => w.map((d) => d.iso))).toEqual(expected.map((w) => w.map((d) => d.date.toString())));
      expect(layout.weeks.map((w) => w.map((d) => ids(d.slots)))).toEqual(
        expected.map((w) => w.map((d) => ids(Object.values(d.events)))),
      );
    });

  it('shades a day only when a background event covers the whole of it', () => {
    const weeks = monthWeeks(2027, 6);
    const sunday = Temporal.PlainDate.from('2027-06-13');
    const layout = layMonth(
      appFor(weeks, sunday),
      [],
      [
        { start: sunday, end: sunday, title: 'Closed' },
        {
          start: sunday.add({ days: 1 }).toZonedDateTime({ timeZone: ZONE, plainTime: '00:00' }),
          end: sunday.add({ days: 1 }).toZonedDateTime({ timeZone: ZONE, plainTime: '09:00' }),
          title: 'Outside hours',
        },
      ],
    );
    const shaded = layout.weeks.flat().filter((d) => d.background);
    expect(shaded.map((d) => [d.iso, d.background?.title])).toEqual([['2027-06-13', 'Closed']]);
  });
});
