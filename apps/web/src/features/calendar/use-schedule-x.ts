import { m } from '@kairos/i18n';
import { batch } from '@preact/signals';
import {
  type BackgroundEvent,
  type CalendarApp,
  type CalendarConfig,
  type CalendarEvent,
  type CalendarType,
  createViewDay,
  createViewMonthGrid,
  createViewWeek,
  type DayBoundariesExternal,
  type PluginBase,
  type WeekOptions,
} from '@schedule-x/calendar';
import { createCalendarControlsPlugin } from '@schedule-x/calendar-controls';
import { createCurrentTimePlugin } from '@schedule-x/current-time';
import { createEventsServicePlugin } from '@schedule-x/events-service';
import { useCalendarApp } from '@schedule-x/react';
import { createResizePlugin } from '@schedule-x/resize';
import { render } from 'preact';
import { useEffect, useRef, useState } from 'react';
import { createA11yPlugin } from './a11y-plugin';
import type { CalendarView } from './dates';
import { createDragPlugin } from './drag-plugin';
import { fastMonthGrid } from './month-grid';
import { cachedPlainDateString, cachedToLocaleString, fastPlainDateFrom, memoiseEventTimes } from './speedups';

type Language = Record<string, string>;

export interface ScheduleXOptions {
  timeZone: string;
  /** 'uk-UA' or 'en-GB', following the app's language. */
  locale: string;
  /** ISO weekday the week view starts on (1 = Monday): the setting, or the date's own for a 3-day view. */
  firstDay: number;
  view: CalendarView;
  date: string;
  dayBoundaries: DayBoundariesExternal;
  weekOptions: Partial<WeekOptions>;
  /** Drag and resize step in minutes (the slot step, 5–60). */
  interval: number;
  calendars: Record<string, CalendarType>;
  translations: Record<string, Language>;
  events: CalendarEvent[];
  background: BackgroundEvent[];
}

export interface ScheduleXHandlers {
  onEventClick: (id: string) => void;
  /** An empty place in the day/week time grid: date and "HH:MM". */
  onSlotClick: (date: string, time: string) => void;
  /** An empty place in a month-grid day. */
  onDayClick: (date: string, onDateNumber: boolean) => void;
  /** "+N more" in the month grid. */
  onShowDay: (date: string) => void;
  onMove: (before: CalendarEvent, after: CalendarEvent) => Promise<boolean>;
}

fastPlainDateFrom();
cachedPlainDateString();
cachedToLocaleString();

interface Stepped {
  setInterval(minutes: number): void;
}

function createPlugins(interval: number) {
  return {
    controls: createCalendarControlsPlugin(),
    events: createEventsServicePlugin(),
    dragAndDrop: createDragPlugin(interval),
    // Its declared type collapses to never (the plugin's name enum vs. literal); it is a plain plugin with setInterval.
    resize: createResizePlugin(interval) as unknown as PluginBase<string> & Stepped,
    currentTime: createCurrentTimePlugin(),
    a11y: createA11yPlugin(() => m.wcal_title()),
  };
}

/**
 * One schedule-x app for the screen's lifetime (never re-created on render):
 * options are pushed into it through the calendar-controls and events-service
 * plugins when they change, and callbacks always reach the latest handlers.
 */
export function useScheduleX(o: ScheduleXOptions, handlers: ScheduleXHandlers): CalendarApp | null {
  const latest = useRef(handlers);
  latest.current = handlers;
  const step = useRef(o.interval);
  step.current = o.interval;
  const [plugins] = useState(() => createPlugins(o.interval));
  const [ready, setReady] = useState(false);

  const app = useCalendarApp(
    {
      views: [createViewDay(), createViewWeek(), monthGridView()],
      defaultView: o.view,
      selectedDate: Temporal.PlainDate.from(o.date),
      timezone: o.timeZone as CalendarConfig['timezone'],
      locale: o.locale,
      firstDayOfWeek: o.firstDay,
      dayBoundaries: o.dayBoundaries,
      weekOptions: o.weekOptions,
      monthGridOptions: { nEventsPerDay: 4 },
      calendars: o.calendars,
      translations: o.translations,
      isResponsive: false,
      skipAnimations: true,
      skipValidation: true,
      events: [],
      callbacks: {
        onRender: () => setReady(true),
        onEventClick: (event) => latest.current.onEventClick(String(event.id)),
        onClickDateTime: (dateTime) =>
          latest.current.onSlotClick(dateTime.toPlainDate().toString(), hhmmOf(dateTime, step.current)),
        onClickDate: (date, e) => {
          const target = e?.target instanceof Element ? e.target : null;
          if (target?.closest('.sx__event, button')) return;
          latest.current.onDayClick(date.toString(), !!target?.closest('.sx__month-grid-day__header-date'));
        },
        onClickPlusEvents: (date) => latest.current.onShowDay(date.toString()),
        onBeforeEventUpdateAsync: (before, after) => latest.current.onMove(before, after),
      },
    },
    Object.values(plugins),
  );

  const { controls, events } = plugins;
  // Everything changed by one render goes into the app in one signal batch: one redraw, e.g. for
  // a new month (date + its events), instead of one per setting.
  const applied = useRef<ScheduleXOptions | null>(null);
  useEffect(() => {
    if (!ready) return;
    const was = applied.current;
    if (controls.getView() !== o.view) unmountView(events.$app.elements.calendarWrapper);
    batch(() => {
      if (was && was.timeZone !== o.timeZone) controls.setTimezone(o.timeZone as NonNullable<CalendarConfig['timezone']>);
      if (controls.getLocale() !== o.locale) controls.setLocale(o.locale);
      if (controls.getFirstDayOfWeek() !== o.firstDay) controls.setFirstDayOfWeek(o.firstDay);
      if (was?.calendars !== o.calendars) controls.setCalendars(o.calendars);
      if (was?.weekOptions !== o.weekOptions) controls.setWeekOptions(o.weekOptions as WeekOptions);
      const bounds = controls.getDayBoundaries();
      const rebound = bounds.start !== o.dayBoundaries.start || bounds.end !== o.dayBoundaries.end;
      if (rebound) controls.setDayBoundaries(o.dayBoundaries);
      if (was?.events !== o.events) {
        events.set(o.events);
        memoiseEventTimes(events.$app.calendarEvents.list.value);
      }
      if (was?.background !== o.background) events.setBackgroundEvents(o.background);
      if (controls.getDate().toString() !== o.date) controls.setDate(Temporal.PlainDate.from(o.date));
      // schedule-x works out the instants a day or week view spans (its `range`, which places timed
      // events) only when the date or view changes, from the day boundaries and zone of that moment.
      // The grid's hours widen once the diary is in (an item at 00:00 moves the start to 00:00), so
      // the range is worked out again then; setting the view does that, even to the same view.
      // A 3-day view's first day moves with its date, and the phone's 3 days become 7 on a wider window: the
      // range is worked out again for those too.
      const reshaped = was && (was.firstDay !== o.firstDay || was.weekOptions.nDays !== o.weekOptions.nDays);
      if (controls.getView() !== o.view || rebound || reshaped || (was && was.timeZone !== o.timeZone)) controls.setView(o.view);
    });
    applied.current = o;
  });
  useEffect(() => {
    plugins.dragAndDrop.setInterval(o.interval);
    plugins.resize.setInterval(o.interval);
  }, [plugins, o.interval]);

  return app;
}

/**
 * schedule-x swaps views in a signal effect that runs on the next animation frame, but the view on screen is a
 * Preact component that re-renders (in a microtask) as soon as the date range or the background events it
 * reads change: switching week → month drew the week's time grid once more, over the month's 35 days and all
 * their events, only to throw it away a frame later (a third of the switch with a busy month). The old view is
 * unmounted before the change instead; schedule-x then draws the new one into the empty container as before
 * (its `destroy` of the old one finds nothing left to remove). Nothing is painted in between: the new view is
 * drawn in the animation frame, before that frame's paint.
 *
 * Taking the old view's elements out of the page is itself a large cost with a busy week (detaching a time grid
 * with a couple of hundred events, each with its ResizeObserver: the largest event-dependent part left of a
 * week → month switch, issue 27). So the teardown (effects, observers, listeners) still runs here, but the old
 * view's element stays in the container, hidden, inert, out of the flow and skipped by style and layout
 * (`content-visibility: hidden`), until the new view's first frame has been painted; it is removed in the idle time after that.
 */
function unmountView(wrapper: HTMLElement | undefined): void {
  const container = wrapper?.querySelector<HTMLElement>('.sx__view-container');
  if (!container) return;
  const old = Array.from(container.children) as HTMLElement[];
  // Preact removes the view's top element with `parentNode.removeChild`: keep it for now.
  container.removeChild = <T extends Node>(child: T) => child;
  try {
    render(null, container);
  } finally {
    Reflect.deleteProperty(container, 'removeChild');
  }
  for (const element of old) {
    if (element.parentNode !== container) continue;
    element.removeAttribute('id'); // schedule-x's `destroy` removes its view by id
    element.inert = true;
    element.setAttribute('aria-hidden', 'true');
    element.style.cssText += ';position:absolute;inset:0;visibility:hidden;content-visibility:hidden;pointer-events:none';
  }
  if (old.length === 0) return;
  const remove = () => {
    for (const element of old) element.remove();
  };
  // After the new view's frame: in idle time where the browser has it (within a second), else the next task.
  requestAnimationFrame(() =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(remove, { timeout: 1000 }) : setTimeout(remove),
  );
}

/** schedule-x's month grid view drawn by our component (month-grid.ts: same elements, a busy month drawn faster). */
function monthGridView() {
  const view = createViewMonthGrid();
  view.Component = fastMonthGrid(
    view.Component as unknown as Parameters<typeof fastMonthGrid>[0],
  ) as unknown as typeof view.Component;
  return view;
}

/** A clicked time, rounded down to the slot step, as "HH:MM". */
function hhmmOf(dateTime: Temporal.ZonedDateTime, step: number): string {
  const minutes = dateTime.hour * 60 + dateTime.minute;
  const snapped = minutes - (minutes % step);
  return `${String(Math.floor(snapped / 60)).padStart(2, '0')}:${String(snapped % 60).padStart(2, '0')}`;
}
