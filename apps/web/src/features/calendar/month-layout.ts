/**
 * Where the month grid (month-grid.ts) puts each event: the month's weeks and days, each day's levels (an event
 * where it starts, a blocker on the other days it covers in that week), the days each event spans, and the day's
 * whole-day background event. Placement is schedule-x 4.9's (`positionInMonthWeek`; the same events on the same
 * days at the same levels, so the same shown per day and the same "+N"), only cheaper for a busy month (issue 27,
 * `npm run bench:calendar`):
 *
 * - each event's dates are worked out once per layout (schedule-x reads them in every comparison of its sort and
 *   for every week of the month, 6,000+ times for 1,000 events), and an event takes the first level free on all
 *   its days without testing every level below it again;
 * - a layout is kept per events list, month, week start, zone and shading, so going back to a view of the same
 *   month does not place its events again.
 *
 * No DOM and no Preact here: `apps/web/test/calendar-month-grid.test.ts` compares `layMonth` with schedule-x's code.
 */

/** What the month grid reads of schedule-x's internal event (CalendarEventInternal). */
export interface MonthEvent {
  id: string | number;
  title?: string;
  start: object;
  end: object;
  calendarId?: string;
  _color: string;
  _options?: { additionalClasses?: string[]; disableDND?: boolean };
  _customContent?: { monthGrid?: string; monthGridLabel?: string };
  _createdAt?: Date;
  _getExternalEvent(): unknown;
}

export interface Signal<T> {
  value: T;
}

export interface BackgroundEvent {
  start: object;
  end: object;
  title?: string;
  style?: Record<string, string>;
}

/** The parts of schedule-x's `$app` the layout reads (the grid's `MonthApp` reads more). */
export interface MonthLayoutApp {
  calendarEvents: {
    list: Signal<MonthEvent[]>;
    backgroundEvents: Signal<BackgroundEvent[]>;
    filterPredicate: Signal<((e: MonthEvent) => boolean) | undefined>;
  };
  datePickerState: { selectedDate: Signal<Temporal.PlainDate> };
  config: { timezone: Signal<string>; firstDayOfWeek: Signal<number> };
  timeUnitsImpl: { getMonthWithTrailingAndLeadingDays(year: number, month: number): { toPlainDate(): Temporal.PlainDate }[][] };
}

const BLOCKER = 'blocker';
/** A level of a day: the event starting there, a blocker (an event from an earlier day of the week), or free. */
export type Slot = MonthEvent | typeof BLOCKER | undefined;

export interface MonthDay {
  date: Temporal.PlainDate;
  iso: string;
  slots: Slot[];
  /** The days each event starting in this cell spans in its week (the element's width). */
  span: Map<MonthEvent, number>;
  background?: BackgroundEvent;
}

export interface MonthLayout {
  weeks: MonthDay[][];
  byId: Map<string, MonthEvent>;
}

/** The date (YYYY-MM-DD) of a schedule-x event time: a PlainDate or a ZonedDateTime. */
export const dateOf = (value: object) => String(value).slice(0, 10);

/** schedule-x's sortEventsForMonthGrid on keys worked out once: by start date, longer first, then start time. */
function sortForMonth(events: MonthEvent[]): { e: MonthEvent; start: string; from: string; to: string }[] {
  const keyed = events.map((e) => {
    const start = String(e.start);
    return { e, start, from: start.slice(0, 10), to: dateOf(e.end) };
  });
  keyed.sort((a, b) => {
    if (a.from !== b.from) return a.from < b.from ? -1 : 1;
    if (a.to !== b.to) return a.to < b.to ? 1 : -1;
    return a.start < b.start ? -1 : a.start > b.start ? 1 : 0;
  });
  return keyed;
}

/** The background events' start and end in the zone, as strings compared against each day's (worked out once per list). */
function spansOf(background: BackgroundEvent[], zone: string): { event: BackgroundEvent; start: string; end: string }[] {
  return background.map((event) => ({
    event,
    start: (event.start instanceof Temporal.PlainDate
      ? event.start.toZonedDateTime(zone)
      : (event.start as Temporal.ZonedDateTime)
    ).toString(),
    end: (event.end instanceof Temporal.PlainDate
      ? event.end.toZonedDateTime(zone).with({ hour: 23, minute: 59, second: 59 })
      : (event.end as Temporal.ZonedDateTime)
    ).toString(),
  }));
}

/** A whole-day background event covering the day, as schedule-x's month grid picks it. */
function wholeDay(spans: ReturnType<typeof spansOf>, date: Temporal.PlainDate, zone: string): BackgroundEvent | undefined {
  if (spans.length === 0) return undefined;
  const at = (hour: number, minute: number, second: number) =>
    Temporal.ZonedDateTime.from({
      year: date.year,
      month: date.month,
      day: date.day,
      hour,
      minute,
      second,
      timeZone: zone,
    }).toString();
  const dayStart = at(0, 0, 0);
  const dayEnd = at(23, 59, 59);
  return spans.find((span) => span.start <= dayStart && span.end >= dayEnd)?.event;
}

/** The month's days (weeks of `getMonthWithTrailingAndLeadingDays`), with no events placed yet. */
function monthDays($app: MonthLayoutApp): { date: Temporal.PlainDate; iso: string }[][] {
  const selected = $app.datePickerState.selectedDate.value;
  return $app.timeUnitsImpl.getMonthWithTrailingAndLeadingDays(selected.year, selected.month).map((week) =>
    week.map((d) => {
      const date = d.toPlainDate();
      return { date, iso: date.toString() };
    }),
  );
}

/** Each day's whole-day shading (`undefined` where none), in the layout's weeks. */
function shadeMonth(weeks: { date: Temporal.PlainDate }[][], background: BackgroundEvent[], zone: string) {
  const spans = spansOf(background, zone);
  return weeks.map((week) => week.map((day) => wholeDay(spans, day.date, zone)));
}

/** Places the events in the month's weeks as schedule-x does: each at the lowest level free on all its days. */
export function layMonth($app: MonthLayoutApp, events: MonthEvent[], background: BackgroundEvent[]): MonthLayout {
  return withShading(placeMonth($app, events), shadeMonth(monthDays($app), background, $app.config.timezone.value));
}

/** The placed month with each day's shading: new day objects around the same slots and spans (no events placed again). */
function withShading(placed: MonthLayout, shading: (BackgroundEvent | undefined)[][]): MonthLayout {
  return {
    weeks: placed.weeks.map((week, i) => week.map((day, j) => ({ ...day, background: shading[i]?.[j] }))),
    byId: placed.byId,
  };
}

/** Places the events in the month's weeks (no shading). */
function placeMonth($app: MonthLayoutApp, events: MonthEvent[]): MonthLayout {
  const weeks: MonthDay[][] = monthDays($app).map((week) =>
    week.map(({ date, iso }) => ({ date, iso, slots: [], span: new Map() })),
  );
  const sorted = sortForMonth(events);
  for (const week of weeks) {
    const first = (week[0] as MonthDay).iso;
    const last = (week[week.length - 1] as MonthDay).iso;
    // The lowest level that may be free on each day (all below it are taken).
    const free = week.map(() => 0);
    let levels = 0;
    for (const { e, from, to } of sorted) {
      if (from > last || to < first) continue;
      const a = week.findIndex((d) => d.iso >= from);
      let b = week.length - 1;
      while (b > a && (week[b] as MonthDay).iso > to) b--;
      let level = 0;
      for (let i = a; i <= b; i++) level = Math.max(level, free[i] as number);
      while (!week.slice(a, b + 1).every((d) => d.slots[level] === undefined)) level++;
      for (let i = a; i <= b; i++) {
        const day = week[i] as MonthDay;
        day.slots[level] = i === a ? e : BLOCKER;
        let f = free[i] as number;
        while (day.slots[f] !== undefined) f++;
        free[i] = f;
      }
      (week[a] as MonthDay).span.set(e, b - a + 1);
      levels = Math.max(levels, level + 1);
    }
    for (const day of week) day.slots.length = levels;
  }
  const byId = new Map<string, MonthEvent>();
  for (const e of events) byId.set(String(e.id), e);
  return { weeks, byId };
}

/**
 * Placements kept per events list (the answer's, set once per answer), month, week start, zone and filter; the
 * shading is kept apart, per background list and month, so a view switch that hands the month new shading (the
 * range on screen changed) does not place the events again.
 */
const PLACED = new WeakMap<
  object,
  Map<string, { predicate: unknown; placed: MonthLayout; shaded?: { background: unknown; layout: MonthLayout } }>
>();
const SHADING = new WeakMap<object, Map<string, (BackgroundEvent | undefined)[][]>>();

/** Keeps at most a few entries per list (a user steps through months; each list is one answer's). */
function kept<V>(cache: WeakMap<object, Map<string, V>>, owner: object): Map<string, V> {
  let map = cache.get(owner);
  if (!map) {
    map = new Map();
    cache.set(owner, map);
  }
  if (map.size > 8) map.clear();
  return map;
}

/** The layout of the month `$app` shows: the kept one, or a new one (filtered by the calendar's predicate). */
export function layoutFor($app: MonthLayoutApp): MonthLayout {
  const list = $app.calendarEvents.list.value;
  const predicate = $app.calendarEvents.filterPredicate.value;
  const background = $app.calendarEvents.backgroundEvents.value;
  const zone = $app.config.timezone.value;
  const month = `${$app.datePickerState.selectedDate.value.toPlainYearMonth()}|${$app.config.firstDayOfWeek.value}|${zone}`;
  const placements = kept(PLACED, list);
  let entry = placements.get(month);
  if (!entry || entry.predicate !== predicate) {
    entry = { predicate, placed: placeMonth($app, predicate ? list.filter(predicate) : list) };
    placements.set(month, entry);
  }
  if (entry.shaded?.background === background) return entry.shaded.layout;
  const shadings = kept(SHADING, background);
  let shading = shadings.get(month);
  if (!shading) {
    shading = shadeMonth(entry.placed.weeks, background, zone);
    shadings.set(month, shading);
  }
  const layout = withShading(entry.placed, shading);
  entry.shaded = { background, layout };
  return layout;
}
