import { type ComponentType, h, type JSX } from 'preact';
import { zonedFormat } from '../../lib/format';
import { escapeHtml } from './event-content';

/**
 * schedule-x 4.9's month grid (its `MonthGridWrapper`, `MonthGridDay`, `MonthGridEvent`), drawn with the same
 * elements, classes, attributes and styles, so the theme, calendar.css, the drag plugin and the tests see the
 * same month. What differs is only the cost of drawing a busy month (issue 27, `npm run bench:calendar`):
 *
 * - each event's dates are worked out once per layout (schedule-x reads them in every comparison of its sort and
 *   for every week of the month, 6,000+ times for 1,000 events), and an event takes the first level free on all
 *   its days without testing every level below it again;
 * - a layout is kept per events list, month, week start, zone and shading, so going back to a view of the same
 *   month does not place its events again;
 * - the month is drawn in the render that shows it (schedule-x placed events in an effect, drew an empty grid
 *   first, then redrew each day once more from another effect to set its classes);
 * - one listener of each kind on the grid instead of seven on every event element and three on every day;
 * - a day's events (at most `nEventsPerDay`) are one piece of HTML, parsed once, instead of a Preact element, its
 *   styles and attributes and a separate `innerHTML` for each.
 *
 * It is used only where our calendar configures nothing it leaves out (week numbers, custom month components);
 * otherwise schedule-x's own component draws the month.
 */

/** What this component reads of schedule-x's internal event (CalendarEventInternal). */
export interface MonthEvent {
  id: string | number;
  title?: string;
  start: object;
  end: object;
  calendarId?: string;
  _color: string;
  _options?: { additionalClasses?: string[]; disableDND?: boolean };
  _customContent?: { monthGrid?: string };
  _createdAt?: Date;
  _getExternalEvent(): unknown;
}

interface Signal<T> {
  value: T;
}

interface BackgroundEvent {
  start: object;
  end: object;
  title?: string;
  style?: Record<string, string>;
}

/** The parts of schedule-x's `$app` the month grid uses. */
export interface MonthApp {
  calendarEvents: {
    list: Signal<MonthEvent[]>;
    backgroundEvents: Signal<BackgroundEvent[]>;
    filterPredicate: Signal<((e: MonthEvent) => boolean) | undefined>;
  };
  datePickerState: { selectedDate: Signal<Temporal.PlainDate> };
  calendarState: { range: Signal<{ start: object; end: object } | null> };
  config: {
    timezone: Signal<string>;
    locale: Signal<string>;
    firstDayOfWeek: Signal<number>;
    showWeekNumbers: Signal<boolean>;
    monthGridOptions: Signal<{ nEventsPerDay: number; sortEvents?: unknown }>;
    plugins: { dragAndDrop?: { startMonthGridDrag(event: MonthEvent, $app: MonthApp): void } };
    callbacks: Record<string, ((...args: never[]) => unknown) | undefined>;
    _customComponentFns: Record<string, unknown>;
  };
  timeUnitsImpl: { getMonthWithTrailingAndLeadingDays(year: number, month: number): { toPlainDate(): Temporal.PlainDate }[][] };
  translate(key: string, vars?: Record<string, unknown>): string;
}

const BLOCKER = 'blocker';
type Slot = MonthEvent | typeof BLOCKER | undefined;

interface Day {
  date: Temporal.PlainDate;
  iso: string;
  slots: Slot[];
  /** The days each event starting in this cell spans in its week (the element's width). */
  span: Map<MonthEvent, number>;
  background?: BackgroundEvent;
}

export interface MonthLayout {
  weeks: Day[][];
  byId: Map<string, MonthEvent>;
}

const dateOf = (value: object) => String(value).slice(0, 10);

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

/** A whole-day background event covering the day, as schedule-x's month grid picks it. */
function wholeDay(background: BackgroundEvent[], date: Temporal.PlainDate, zone: string): BackgroundEvent | undefined {
  if (background.length === 0) return undefined;
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
  return background.find((event) => {
    const start =
      event.start instanceof Temporal.PlainDate ? event.start.toZonedDateTime(zone) : (event.start as Temporal.ZonedDateTime);
    const end =
      event.end instanceof Temporal.PlainDate
        ? event.end.toZonedDateTime(zone).with({ hour: 23, minute: 59, second: 59 })
        : (event.end as Temporal.ZonedDateTime);
    return start.toString() <= dayStart && end.toString() >= dayEnd;
  });
}

/** Places the events in the month's weeks as schedule-x does: each at the lowest level free on all its days. */
export function layMonth($app: MonthApp, events: MonthEvent[], background: BackgroundEvent[]): MonthLayout {
  const zone = $app.config.timezone.value;
  const selected = $app.datePickerState.selectedDate.value;
  const weeks: Day[][] = $app.timeUnitsImpl.getMonthWithTrailingAndLeadingDays(selected.year, selected.month).map((week) =>
    week.map((d) => {
      const date = d.toPlainDate();
      return { date, iso: date.toString(), slots: [], span: new Map(), background: wholeDay(background, date, zone) };
    }),
  );
  const sorted = sortForMonth(events);
  for (const week of weeks) {
    const first = (week[0] as Day).iso;
    const last = (week[week.length - 1] as Day).iso;
    // The lowest level that may be free on each day (all below it are taken).
    const free = week.map(() => 0);
    let levels = 0;
    for (const { e, from, to } of sorted) {
      if (from > last || to < first) continue;
      const a = week.findIndex((d) => d.iso >= from);
      let b = week.length - 1;
      while (b > a && (week[b] as Day).iso > to) b--;
      let level = 0;
      for (let i = a; i <= b; i++) level = Math.max(level, free[i] as number);
      while (!week.slice(a, b + 1).every((d) => d.slots[level] === undefined)) level++;
      for (let i = a; i <= b; i++) {
        const day = week[i] as Day;
        day.slots[level] = i === a ? e : BLOCKER;
        let f = free[i] as number;
        while (day.slots[f] !== undefined) f++;
        free[i] = f;
      }
      (week[a] as Day).span.set(e, b - a + 1);
      levels = Math.max(levels, level + 1);
    }
    for (const day of week) day.slots.length = levels;
  }
  const byId = new Map<string, MonthEvent>();
  for (const e of events) byId.set(String(e.id), e);
  return { weeks, byId };
}

const WEEKDAY = ['', 'sx__monday', 'sx__tuesday', 'sx__wednesday', 'sx__thursday', 'sx__friday', 'sx__saturday', 'sx__sunday'];

const escaped = (value: unknown) => escapeHtml(String(value));

/**
 * One event as schedule-x's MonthGridEvent renders it (the same element, attributes and inline styles), as HTML:
 * a day's events are parsed in one go instead of one `innerHTML` per event, and their clicks, keys and drags
 * reach the grid's listeners. The content is the screen's escaped HTML (event-content.ts), as before.
 */
function eventHtml($app: MonthApp, e: MonthEvent, row: number, day: Day, edge: { first: boolean; last: boolean }): string {
  const span = day.span.get(e) ?? 1;
  const range = $app.calendarState.range.value;
  const classes = ['sx__event', 'sx__month-grid-event', 'sx__month-grid-cell', ...(e._options?.additionalClasses ?? [])];
  if (e._createdAt && Date.now() - e._createdAt.getTime() < 1000) classes.push('is-event-new');
  if (edge.first && range?.start && String(e.start) < String(range.start)) classes.push('sx__month-grid-event--overflow-left');
  if (edge.last && range?.end && String(e.end) > String(range.end)) classes.push('sx__month-grid-event--overflow-right');
  const colour = escaped(e._color);
  const border = dateOf(e.start) === day.iso ? ` border-inline-start: 4px solid var(--sx-color-${colour});` : '';
  const style =
    `grid-row: ${row}; width: calc(${span * 100}% + ${span}px - 10px);${border} ` +
    `color: var(--sx-color-on-${colour}-container); background-color: var(--sx-color-${colour}-container);`;
  const custom = e._customContent?.monthGrid;
  const time =
    e.start instanceof Temporal.ZonedDateTime
      ? `<div class="sx__month-grid-event-time">${escaped(timeOf(e.start, $app.config.locale.value))}</div>`
      : '';
  const content = custom
    ? `<div>${custom}</div>`
    : `${time}<div class="sx__month-grid-event-title">${escaped(e.title ?? '')}</div>`;
  const draggable = $app.config.plugins.dragAndDrop ? ' draggable="true"' : '';
  return `<div${draggable} data-event-id="${escaped(e.id)}" class="${escaped(classes.join(' '))}" style="${style}" tabindex="0" role="button">${content}</div>`;
}

/** The wall-clock time of an event (already in the calendar's zone), formatted as schedule-x does, in UTC so no
 * device zone (or its DST gap) can shift it. */
function timeOf(start: Temporal.ZonedDateTime, locale: string): string {
  return zonedFormat(locale, 'UTC', { hour: 'numeric', minute: 'numeric' }).format(
    Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute),
  );
}

/** A calendar date's label (a plain date: no zone applies), as schedule-x's `toLocaleString` gives it. */
function plainDateLabel(date: Temporal.PlainDate, locale: string, options: Intl.DateTimeFormatOptions): string {
  return zonedFormat(locale, 'UTC', options).format(Date.UTC(date.year, date.month - 1, date.day, 12));
}

function dayElement($app: MonthApp, day: Day, edge: { first: boolean; last: boolean }, today: Temporal.PlainDate) {
  const locale = $app.config.locale.value;
  const shown = $app.config.monthGridOptions.value.nEventsPerDay;
  const selected = $app.datePickerState.selectedDate.value;
  const label = plainDateLabel(day.date, locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const classes = ['sx__month-grid-day', WEEKDAY[day.date.dayOfWeek] as string];
  if (day.date.month !== selected.month) classes.push('is-leading-or-trailing');
  if (day.date.equals(selected)) classes.push('is-selected');
  const taken = day.slots.filter((s) => s !== undefined).length;
  const hidden = day.slots.slice(shown).filter((s) => s !== undefined).length;
  const moreLabel =
    hidden === 1
      ? $app.translate('Link to 1 more event on {{date}}', { date: label })
      : $app.translate('Link to {{n}} more events on {{date}}', { date: label, n: taken - shown });
  const background = day.background;
  return h(
    'div',
    { key: day.iso, className: classes.join(' '), 'data-date': day.iso, 'aria-label': label },
    background
      ? h('div', { className: 'sx__month-grid-background-event', title: background.title, style: { ...background.style } })
      : null,
    h(
      'div',
      { className: 'sx__month-grid-day__header' },
      edge.first
        ? h('div', { className: 'sx__month-grid-day__header-day-name' }, plainDateLabel(day.date, locale, { weekday: 'short' }))
        : null,
      h(
        'div',
        {
          className: day.date.equals(today) ? 'sx__month-grid-day__header-date sx__is-today' : 'sx__month-grid-day__header-date',
        },
        day.date.day,
      ),
    ),
    h('div', {
      className: 'sx__month-grid-day__events',
      dangerouslySetInnerHTML: {
        __html: day.slots
          .slice(0, shown)
          .map((slot, i) =>
            typeof slot === 'object'
              ? eventHtml($app, slot, i + 1, day, edge)
              : `<div class="sx__month-grid-blocker sx__month-grid-cell" style="grid-row: ${i + 1};"></div>`,
          )
          .join(''),
      },
    }),
    hidden > 0
      ? h(
          'button',
          { type: 'button', className: 'sx__button sx__month-grid-day__events-more sx__ripple--wide', 'aria-label': moreLabel },
          hidden === 1 ? $app.translate('+ 1 event') : $app.translate('+ {{n}} events', { n: hidden }),
        )
      : null,
  );
}

/** Layouts kept per events list (the answer's, set once per answer), month, week start, zone and shading. */
const LAYOUTS = new WeakMap<object, Map<string, { background: unknown; predicate: unknown; layout: MonthLayout }>>();

function layoutFor($app: MonthApp): MonthLayout {
  const list = $app.calendarEvents.list.value;
  const predicate = $app.calendarEvents.filterPredicate.value;
  const background = $app.calendarEvents.backgroundEvents.value;
  const key = `${$app.datePickerState.selectedDate.value.toPlainYearMonth()}|${$app.config.firstDayOfWeek.value}|${$app.config.timezone.value}`;
  let kept = LAYOUTS.get(list);
  if (!kept) {
    kept = new Map();
    LAYOUTS.set(list, kept);
  }
  const hit = kept.get(key);
  if (hit && hit.background === background && hit.predicate === predicate) return hit.layout;
  const layout = layMonth($app, predicate ? list.filter(predicate) : list, background);
  if (kept.size > 8) kept.clear();
  kept.set(key, { background, predicate, layout });
  return layout;
}

type Handlers = Pick<
  JSX.HTMLAttributes<HTMLDivElement>,
  'onClick' | 'onDblClick' | 'onKeyDown' | 'onMouseDown' | 'onMouseUp' | 'onTouchStart' | 'onTouchEnd'
>;

/** One listener of each kind for the whole grid; each does what schedule-x's per-element handler did. */
function handlers($app: MonthApp, layout: MonthLayout): Handlers {
  const callback = (name: string) => ($app.config.callbacks as Record<string, ((...args: unknown[]) => void) | undefined>)[name];
  const eventOf = (target: EventTarget | null) => {
    const el = target instanceof Element ? target.closest<HTMLElement>('.sx__month-grid-event') : null;
    return el ? layout.byId.get(el.dataset.eventId ?? '') : undefined;
  };
  const dayOf = (target: EventTarget | null) => {
    const iso = target instanceof Element ? target.closest<HTMLElement>('.sx__month-grid-day')?.dataset.date : undefined;
    return iso ? Temporal.PlainDate.from(iso) : undefined;
  };
  let dragTimer: ReturnType<typeof setTimeout> | undefined;
  const press = (e: MouseEvent | TouchEvent) => {
    const event = eventOf(e.target);
    if (!event) return;
    clearTimeout(dragTimer);
    dragTimer = setTimeout(() => {
      dragTimer = undefined;
      if (typeof TouchEvent !== 'undefined' && e instanceof TouchEvent) e.preventDefault();
      const dnd = $app.config.plugins.dragAndDrop;
      if (dnd && !event._options?.disableDND) dnd.startMonthGridDrag(event, $app);
    }, 150);
  };
  const release = () => {
    clearTimeout(dragTimer);
    dragTimer = undefined;
  };
  return {
    onMouseDown: (e) => {
      press(e);
      const target = e.target as Element;
      const date = target.classList?.contains('sx__month-grid-day') ? dayOf(target) : undefined;
      if (date) callback('onMouseDownMonthGridDate')?.(date, e);
    },
    onTouchStart: press,
    onMouseUp: release,
    onTouchEnd: release,
    onClick: (e) => {
      const event = eventOf(e.target);
      if (event) {
        e.stopPropagation();
        callback('onEventClick')?.(event._getExternalEvent(), e);
        return;
      }
      const date = dayOf(e.target);
      if (!date) return;
      if (e.target instanceof Element && e.target.closest('.sx__month-grid-day__events-more')) {
        e.stopPropagation();
        callback('onClickPlusEvents')?.(date, e);
        return;
      }
      callback('onClickDate')?.(date, e);
    },
    onDblClick: (e) => {
      const event = eventOf(e.target);
      if (event) {
        e.stopPropagation();
        callback('onDoubleClickEvent')?.(event._getExternalEvent(), e);
        return;
      }
      const date = dayOf(e.target);
      if (date) callback('onDoubleClickDate')?.(date, e);
    },
    onKeyDown: (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      const event = eventOf(e.target);
      if (!event) return;
      e.stopPropagation();
      callback('onEventClick')?.(event._getExternalEvent(), e);
    },
  };
}

const HANDLERS = new WeakMap<MonthLayout, Handlers>();

/** The month grid view's component: ours when the calendar uses only what it draws, else schedule-x's. */
export function fastMonthGrid(original: ComponentType<{ $app: MonthApp; id: string }>) {
  return function MonthGrid({ $app, id }: { $app: MonthApp; id: string }) {
    const custom = $app.config._customComponentFns;
    if ($app.config.showWeekNumbers.value || custom.monthGridEvent || custom.monthGridDate || custom.monthGridDayName)
      return h(original, { $app, id });
    const layout = layoutFor($app);
    let on = HANDLERS.get(layout);
    if (!on) {
      on = handlers($app, layout);
      HANDLERS.set(layout, on);
    }
    const today = Temporal.Now.plainDateISO($app.config.timezone.value);
    const weeks = layout.weeks;
    return h(
      'div',
      { id, className: 'sx__month-grid-wrapper', ...on },
      weeks.map((week, i) =>
        h(
          'div',
          { key: i, className: 'sx__month-grid-week' },
          week.map((day) => dayElement($app, day, { first: i === 0, last: i === weeks.length - 1 }, today)),
        ),
      ),
    );
  };
}
