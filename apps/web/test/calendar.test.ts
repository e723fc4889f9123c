import { describe, expect, it } from 'vitest';
import { closedTime, dayBoundaries } from '../src/features/calendar/business-hours';
import { monthGridRange, rangeHeading, shiftDate, visibleRange } from '../src/features/calendar/dates';
import { eventContent, timeFormatter } from '../src/features/calendar/event-content';
import {
  busyEvent,
  type CalendarItem,
  calendarIdOf,
  calendarsFor,
  isBusyBlock,
  toEvent,
} from '../src/features/calendar/event-mapping';
import { warmEventTimes } from '../src/features/calendar/speedups';
import { timeChange } from '../src/features/calendar/time-change';

// Tests run with TZ=UTC: every time below must come out in the business's zone, not the process's.

const item = (over: Partial<CalendarItem> = {}): CalendarItem =>
  ({
    id: 'a1',
    type: 'appointment',
    title: 'Cut <b>',
    colour: '#2563EB',
    date: '2026-10-25',
    start_time: '10:00',
    duration_minutes: 45,
    all_day: false,
    clients: [{ id: 'c', first_name: 'Emma', last_name: 'Brown' }],
    series_id: null,
    ...over,
  }) as CalendarItem;

/** The text of escaped event HTML. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The text of each top-level span: the lines an event shows. */
function lines(html: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (const tag of html.matchAll(/<(\/?)span[^>]*>/g)) {
    if (tag[1]) {
      depth -= 1;
      if (depth === 0) out.push(text(html.slice(start, (tag.index ?? 0) + tag[0].length)));
    } else {
      if (depth === 0) start = tag.index ?? 0;
      depth += 1;
    }
  }
  return out;
}

const labels = { untitled: 'Appointment', blocked: 'Blocked time', classSession: 'Class', recurring: 'Repeats' };
const mapping = { timeZone: 'Europe/Kyiv', time: timeFormatter('24h', 'en'), readOnly: false, labels };

describe('calendar dates', () => {
  it('fetches whole weeks around the month, by the week start', () => {
    expect(monthGridRange('2027-02-17', 1)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthGridRange('2027-02-17', 7)).toEqual({ from: '2027-01-31', to: '2027-03-06' });
    expect(monthGridRange('2026-03-31', 1)).toEqual({ from: '2026-02-23', to: '2026-04-05' });
  });

  it('steps by the view and shows the dates on screen', () => {
    expect(shiftDate('2027-01-31', 'day', 1)).toBe('2027-02-01');
    expect(shiftDate('2027-01-31', 'week', -1)).toBe('2027-01-24');
    expect(shiftDate('2027-01-31', 'month-grid', 1)).toBe('2027-02-01');
    expect(visibleRange('week', '2027-02-10', 1)).toEqual({ from: '2027-02-08', to: '2027-02-14' });
    expect(visibleRange('week', '2027-02-10', 7)).toEqual({ from: '2027-02-07', to: '2027-02-13' });
    expect(visibleRange('day', '2027-02-10', 1)).toEqual({ from: '2027-02-10', to: '2027-02-10' });
  });

  it('heads the toolbar in the app language', () => {
    expect(rangeHeading('month-grid', '2027-02-10', 1, 'en')).toBe('February 2027');
    expect(rangeHeading('week', '2027-02-10', 1, 'en')).toMatch(/^8\s*–\s*14 February 2027$/);
    expect(rangeHeading('day', '2027-02-09', 1, 'uk')).toMatch(/9 лютого 2027/);
  });
});

describe('diary items → schedule-x events', () => {
  it('places a timed item at its wall-clock time in the business zone, across a clock change', () => {
    // 25 October 2026: Kyiv goes from +03:00 to +02:00 at 04:00.
    const e = toEvent(item(), mapping);
    const start = e.start as Temporal.ZonedDateTime;
    const end = e.end as Temporal.ZonedDateTime;
    expect(start.toString()).toBe('2026-10-25T10:00:00+02:00[Europe/Kyiv]');
    expect(end.toPlainTime().toString()).toBe('10:45:00');
    expect(e.calendarId).toBe('c2563eb');
    expect(e._customContent?.timeGrid).toContain('Cut &lt;b&gt;');
    expect(text(e._customContent?.timeGrid ?? '')).toContain('10:00–10:45');
    expect(e._customContent?.timeGrid).toContain('Emma Brown');
  });

  it('times worked out ahead (warmEventTimes) read the same as before, with and without options', () => {
    const e = toEvent(item(), mapping);
    const fresh = toEvent(item(), mapping);
    warmEventTimes([e, e]);
    expect(String(e.start)).toBe(String(fresh.start));
    expect(String(e.end)).toBe(String(fresh.end));
    expect((e.start as Temporal.ZonedDateTime).toString({ timeZoneName: 'never' })).toBe('2026-10-25T10:00:00+02:00');
    expect((e.start as Temporal.ZonedDateTime).equals(fresh.start as Temporal.ZonedDateTime)).toBe(true);
  });

  it('an item ending at midnight ends a minute before it on screen (so it stays in the time grid) and keeps its text', () => {
    const late = toEvent(item({ start_time: '23:00', duration_minutes: 60 }), mapping);
    expect(String(late.start)).toBe('2026-10-25T23:00:00+02:00[Europe/Kyiv]');
    expect(String(late.end)).toBe('2026-10-25T23:59:00+02:00[Europe/Kyiv]');
    expect(text(late._customContent?.timeGrid ?? '')).toContain('23:00–00:00');
    // A drag keeps the item's length (none is sent); a resize sends the new one.
    const moved = {
      ...late,
      start: (late.start as Temporal.ZonedDateTime).subtract({ hours: 13 }),
      end: (late.end as Temporal.ZonedDateTime).subtract({ hours: 13 }),
    };
    expect(timeChange(late, moved)).toEqual({ date: '2026-10-25', start_time: '10:00' });
    // Running on past midnight: left as it is (schedule-x shows it in the all-day row of both days).
    expect(String(toEvent(item({ start_time: '23:30', duration_minutes: 60 }), mapping).end)).toBe(
      '2026-10-26T00:30:00+02:00[Europe/Kyiv]',
    );
    expect(String(toEvent(item({ start_time: '00:00', duration_minutes: 30 }), mapping).start)).toBe(
      '2026-10-25T00:00:00+03:00[Europe/Kyiv]',
    );
  });

  it('all-day items are dates (not draggable), blocked time is grey, series are marked', () => {
    const day = toEvent(item({ all_day: true, type: 'blocked', title: null, colour: null }), mapping);
    expect(day.start).toBeInstanceOf(Temporal.PlainDate);
    expect(String(day.start)).toBe('2026-10-25');
    expect(day.title).toBe('Blocked time');
    expect(day.calendarId).toBe('blocked');
    expect(day._options).toMatchObject({ disableDND: true, disableResize: true });
    const series = toEvent(item({ series_id: 's1' }), { ...mapping, readOnly: true });
    expect(series._options).toMatchObject({ disableDND: true, additionalClasses: ['kx-type-appointment', 'kx-recurring'] });
    expect(series._customContent?.timeGrid).toContain('Repeats');
  });

  it('makes one colour set per colour', () => {
    expect(calendarIdOf({ type: 'appointment', colour: 'red' })).toBe('default');
    const sets = calendarsFor([item(), item({ id: 'b' }), item({ id: 'c', colour: '#db2777' })]);
    expect(Object.keys(sets).sort()).toEqual(['blocked', 'c2563eb', 'cdb2777', 'default']);
    expect(sets.c2563eb?.lightColors?.main).toBe('#2563eb');
  });

  it('shows a Google busy time as "Busy (Google)" and its time only: its own colour set, not draggable, never a form', () => {
    const block = {
      id: 'google-busy-1796119200000',
      source: 'google' as const,
      start_at: '2026-12-15T10:00:00.000Z',
      end_at: '2026-12-15T11:00:00.000Z',
      date: '2026-12-15',
      start_time: '10:00',
      duration_minutes: 60,
      all_day: false,
    };
    const ev = busyEvent(block, { timeZone: 'Europe/London', time: timeFormatter('24h', 'en'), label: 'Busy (Google)' });
    expect(ev.title).toBe('Busy (Google)');
    expect(ev._options).toMatchObject({ disableDND: true, disableResize: true, additionalClasses: ['kx-type-google-busy'] });
    expect(String(ev.start)).toContain('2026-12-15T10:00:00+00:00');
    expect(isBusyBlock(String(ev.id))).toBe(true);
    expect(isBusyBlock('c2a9f1e0-0000-4000-8000-000000000000')).toBe(false);
    expect(Object.keys(calendarsFor([], true)).sort()).toEqual(['blocked', 'default', 'googlebusy']);
    const day = busyEvent(
      { ...block, start_time: '00:00', duration_minutes: 2880, all_day: true },
      {
        timeZone: 'Europe/London',
        time: timeFormatter('24h', 'en'),
        label: 'Busy (Google)',
      },
    );
    expect([String(day.start), String(day.end)]).toEqual(['2026-12-15', '2026-12-16']);
  });

  it('formats 12-hour times when the business uses them', () => {
    const html = eventContent(
      { title: 'Cut', start_time: '13:30', duration_minutes: 30, who: '', recurring: false, recurringLabel: '' },
      timeFormatter('12h', 'en'),
    );
    expect(html.monthGrid).toContain('1:30 pm');
    expect(text(html.timeGrid)).toContain('1:30 pm–2:00 pm');
  });

  it('puts the time and the clients on the first line, the service under them', () => {
    const html = eventContent(
      { title: 'Cut', start_time: '10:00', duration_minutes: 45, who: 'Emma <Brown>', recurring: false, recurringLabel: '' },
      timeFormatter('24h', 'en'),
    );
    expect(lines(html.timeGrid)).toEqual(['10:00–10:45 Emma <Brown>', 'Cut']);
    // The month's one line, and its label (read, and shown as tooltip) starting with the line as shown.
    expect(text(html.monthGrid)).toBe('10:00 Emma <Brown> Cut');
    expect(html.monthGridLabel).toBe('10:00 Emma <Brown> Cut');
    // Without clients (blocked time), the title leads.
    const blocked = eventContent(
      { title: 'Lunch', start_time: '12:00', duration_minutes: 60, who: '', recurring: false, recurringLabel: '' },
      timeFormatter('24h', 'en'),
    );
    expect(text(blocked.timeGrid)).toBe('Lunch12:00–13:00');
  });
});

describe('business hours', () => {
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    id: String(weekday),
    weekday,
    enabled: weekday <= 5,
    start_minute: 9 * 60,
    end_minute: 17 * 60,
  }));
  const text = { closed: 'Closed', outside: 'Outside' };

  it('shades before opening, after closing and whole closed days', () => {
    const shade = closedTime({ from: '2027-02-12', to: '2027-02-13' }, hours, 'Europe/London', text);
    expect(shade.map((b) => [String(b.start), String(b.end), b.title])).toEqual([
      ['2027-02-12T00:00:00+00:00[Europe/London]', '2027-02-12T09:00:00+00:00[Europe/London]', 'Outside'],
      ['2027-02-12T17:00:00+00:00[Europe/London]', '2027-02-12T23:59:00+00:00[Europe/London]', 'Outside'],
      ['2027-02-13', '2027-02-13', 'Closed'],
    ]);
    expect(closedTime({ from: '2027-02-12', to: '2027-02-13' }, hours, 'Europe/London', text, true)).toHaveLength(1);
  });

  it('shows whole hours from the settings, widened to fit every timed item', () => {
    expect(dayBoundaries(7 * 60 + 30, 21 * 60, [])).toEqual({ start: '07:00', end: '21:00' });
    expect(
      dayBoundaries(7 * 60, 21 * 60, [item({ start_time: '06:15' }), item({ start_time: '21:30', duration_minutes: 60 })]),
    ).toEqual({ start: '06:00', end: '23:00' });
    expect(dayBoundaries(7 * 60, 21 * 60, [item({ start_time: '23:30', duration_minutes: 90 })])).toEqual({
      start: '07:00',
      end: '24:00',
    });
  });
});

describe('drag → updateTime input', () => {
  const at = (time: string, date = '2027-02-09') =>
    Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime('Europe/London');
  const ev = (start: Temporal.ZonedDateTime, minutes: number) => ({ id: 'x', start, end: start.add({ minutes }) });

  it('a move sends date and time; a resize also the new length; no change sends nothing', () => {
    expect(timeChange(ev(at('10:00'), 45), ev(at('11:30', '2027-02-11'), 45))).toEqual({
      date: '2027-02-11',
      start_time: '11:30',
    });
    expect(timeChange(ev(at('10:00'), 45), ev(at('10:00'), 75))).toEqual({
      date: '2027-02-09',
      start_time: '10:00',
      duration_minutes: 75,
    });
    expect(timeChange(ev(at('10:00'), 45), ev(at('10:00'), 45))).toBeNull();
  });
});
