import { type ComponentType, h, type JSX } from 'preact';
import { formatDay, zonedFormat } from '../../lib/format';
import { today as todayIn } from './dates';
import { escapeHtml } from './event-content';
import {
  dateOf,
  layoutFor,
  type MonthDay,
  type MonthEvent,
  type MonthLayout,
  type MonthLayoutApp,
  type Signal,
} from './month-layout';
import { eventLooks } from './month-styles';

/**
 * schedule-x 4.9's month grid (its `MonthGridWrapper`, `MonthGridDay`, `MonthGridEvent`), drawn with the same
 * elements, classes and attributes, so the theme, calendar.css, the drag plugin and the tests see the same
 * month. Where each event goes is month-layout.ts (placed once per answer and month); what differs here is
 * only the cost of drawing a busy month (issue 27, `npm run bench:calendar`):
 *
 * - the month is drawn in the render that shows it (schedule-x placed events in an effect, drew an empty grid
 *   first, then redrew each day once more from another effect to set its classes);
 * - one listener of each kind on the grid instead of seven on every event element and three on every day;
 * - a day's events (at most `nEventsPerDay`) are one piece of HTML, parsed once, instead of a Preact element, its
 *   styles and attributes and a separate `innerHTML` for each;
 * - an event's width, colours and start border are shared classes, not its own inline style (month-styles.ts).
 *
 * Used only where our calendar configures nothing it leaves out (week numbers, custom month components).
 */

/** The parts of schedule-x's `$app` the month grid uses (the layout's and what drawing reads). */
export interface MonthApp extends MonthLayoutApp {
  calendarState: { range: Signal<{ start: object; end: object } | null> };
  config: MonthLayoutApp['config'] & {
    locale: Signal<string>;
    showWeekNumbers: Signal<boolean>;
    monthGridOptions: Signal<{ nEventsPerDay: number; sortEvents?: unknown }>;
    plugins: { dragAndDrop?: { startMonthGridDrag(event: MonthEvent, $app: MonthApp): void } };
    callbacks: Record<string, ((...args: never[]) => unknown) | undefined>;
    _customComponentFns: Record<string, unknown>;
  };
  translate(key: string, vars?: Record<string, unknown>): string;
}

const WEEKDAY = ['', 'sx__monday', 'sx__tuesday', 'sx__wednesday', 'sx__thursday', 'sx__friday', 'sx__saturday', 'sx__sunday'];

const escaped = (value: unknown) => escapeHtml(String(value));
// An empty slot (under an event from an earlier day); each slot takes the next row of the day's grid.
const BLOCKER_HTML = '<div class="sx__month-grid-blocker sx__month-grid-cell"></div>';

/**
 * One event as schedule-x's MonthGridEvent renders it (the same element and attributes; its inline styles as
 * classes), as HTML: a day's events are parsed in one go, their clicks, keys and drags reach the grid's listeners.
 * The content is the screen's escaped HTML (event-content.ts), as before.
 */
function eventHtml($app: MonthApp, e: MonthEvent, day: MonthDay, edge: { first: boolean; last: boolean }): string {
  const span = day.span.get(e) ?? 1;
  const range = $app.calendarState.range.value;
  const classes = ['sx__event', 'sx__month-grid-event', 'sx__month-grid-cell', ...(e._options?.additionalClasses ?? [])];
  if (e._createdAt && Date.now() - e._createdAt.getTime() < 1000) classes.push('is-event-new');
  if (edge.first && range?.start && String(e.start) < String(range.start)) classes.push('sx__month-grid-event--overflow-left');
  if (edge.last && range?.end && String(e.end) > String(range.end)) classes.push('sx__month-grid-event--overflow-right');
  const looks = eventLooks(escaped(e._color), span, dateOf(e.start) === day.iso);
  classes.push(...looks.classes);
  const style = looks.style ? ` style="${looks.style.trim()}"` : '';
  const custom = e._customContent?.monthGrid;
  const label = e._customContent?.monthGridLabel;
  // The screen's content is one line of text in the event itself (event-content.ts monthLine, calendar.css kx-line);
  // without it, schedule-x's own time and title.
  if (custom) classes.push('kx-line');
  const content = custom ?? defaultContent($app, e);
  const named = label ? ` aria-label="${escaped(label)}" title="${escaped(label)}"` : '';
  const draggable = $app.config.plugins.dragAndDrop ? ' draggable="true"' : '';
  return `<div${draggable} data-event-id="${escaped(e.id)}" class="${escaped(classes.join(' '))}"${style} tabindex="0" role="button"${named}>${content}</div>`;
}

/** schedule-x's own content of a month event: its time (a timed one) and its title. */
function defaultContent($app: MonthApp, e: MonthEvent): string {
  const time =
    e.start instanceof Temporal.ZonedDateTime
      ? `<div class="sx__month-grid-event-time">${escaped(timeOf(e.start, $app.config.locale.value))}</div>`
      : '';
  return `${time}<div class="sx__month-grid-event-title">${escaped(e.title ?? '')}</div>`;
}

/** The wall-clock time of an event (already in the calendar's zone), formatted as schedule-x does, in UTC so no
 * device zone (or its DST gap) can shift it. */
function timeOf(start: Temporal.ZonedDateTime, locale: string): string {
  return zonedFormat(locale, 'UTC', { hour: 'numeric', minute: 'numeric' }).format(
    Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute),
  );
}

/** One day as schedule-x's MonthGridDay; its labels are calendar dates (lib/format's `formatDay`: no zone applies). */
function dayElement($app: MonthApp, day: MonthDay, edge: { first: boolean; last: boolean }, today: string) {
  const locale = $app.config.locale.value;
  const shown = $app.config.monthGridOptions.value.nEventsPerDay;
  const selected = $app.datePickerState.selectedDate.value;
  const label = formatDay(day.iso, locale, { day: 'numeric', month: 'long', year: 'numeric' });
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
        ? h('div', { className: 'sx__month-grid-day__header-day-name' }, formatDay(day.iso, locale, { weekday: 'short' }))
        : null,
      h(
        'div',
        {
          className: day.iso === today ? 'sx__month-grid-day__header-date sx__is-today' : 'sx__month-grid-day__header-date',
        },
        day.date.day,
      ),
    ),
    h('div', {
      className: 'sx__month-grid-day__events',
      dangerouslySetInnerHTML: {
        __html: day.slots
          .slice(0, shown)
          .map((slot) => (typeof slot === 'object' ? eventHtml($app, slot, day, edge) : BLOCKER_HTML))
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
    const today = todayIn($app.config.timezone.value);
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
