import { type RefObject, useEffect, useRef } from 'react';
import { type CalendarView, type DateRange, minutesOf, today } from './dates';
import type { CalendarItem } from './event-mapping';

/** Context shown above the point the day or week view opens at. */
const BEFORE_NOW = 60;
const BEFORE_FIRST = 30;
/** How much of the visit (or of the hour after now) must show for the grid to be left where it opens. */
const SHOWN_AFTER = 45;

interface Opening {
  view: CalendarView;
  visible: DateRange;
  items: readonly CalendarItem[];
  timeZone: string;
}

/**
 * Where a day or week view opens in the day (minutes after midnight) and how much to show before it: now when today
 * is on screen, else the first timed visit on screen; null keeps the top (the day's start).
 */
export function openingPoint({ view, visible, items, timeZone }: Opening): { minute: number; before: number } | null {
  if (view === 'month-grid') return null;
  const day = today(timeZone);
  if (visible.from <= day && day <= visible.to) {
    const now = Temporal.Now.zonedDateTimeISO(timeZone);
    return { minute: now.hour * 60 + now.minute, before: BEFORE_NOW };
  }
  let first: number | null = null;
  for (const item of items) {
    if (item.all_day || item.date < visible.from || item.date > visible.to) continue;
    const start = minutesOf(item.start_time);
    if (first === null || start < first) first = start;
  }
  return first === null ? null : { minute: first, before: BEFORE_FIRST };
}

/**
 * Scrolls the time grid (schedule-x's `.sx__view-container`) so the point is in sight with some time before it,
 * below the sticky day header (day names and the all-day row), unless it already is. Only the view on screen
 * counts: a view being replaced stays in the container, hidden and inert, until the browser is idle
 * (use-schedule-x.ts `unmountView`).
 */
function scrollToPoint(root: HTMLElement | null, point: { minute: number; before: number }, bounds: Bounds) {
  const container = root?.querySelector<HTMLElement>('.sx__view-container');
  const view = container && Array.from(container.children).find((child) => !(child as HTMLElement).inert);
  const column = view?.querySelector<HTMLElement>('.sx__time-grid-day');
  if (!container || !column) return;
  const start = minutesOf(bounds.start);
  const end = bounds.end === '24:00' ? 24 * 60 : minutesOf(bounds.end);
  if (end <= start) return;
  const box = container.getBoundingClientRect();
  const grid = column.getBoundingClientRect();
  const perMinute = grid.height / (end - start);
  const y = (Math.min(Math.max(point.minute, start), end) - start) * perMinute;
  // What the sticky header covers at the top of the box, and where the point is now, both from the box's top.
  const header = view?.querySelector<HTMLElement>('.sx__week-header');
  const covered = header ? Math.max(0, header.getBoundingClientRect().bottom - box.top) : 0;
  const at = grid.top - box.top + y;
  if (at >= covered && at + SHOWN_AFTER * perMinute <= container.clientHeight) return;
  const top = container.scrollTop + at - covered - point.before * perMinute;
  container.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
}

type Bounds = { start: string; end: string };

/**
 * Opens each day or week on screen at now or its first visit (issue 25), once per view and dates: the owner's own
 * scrolling afterwards, a drag or a refresh of the data never moves the grid again. A scroll still waiting for its
 * frames when the view or dates change is dropped (it would measure a view no longer shown).
 */
export function useOpenScroll(root: RefObject<HTMLElement | null>, o: Opening & { ready: boolean; bounds: Bounds }) {
  const done = useRef<string | null>(null);
  const shown = useRef('');
  const key = `${o.view}|${o.visible.from}|${o.visible.to}`;
  shown.current = key;
  useEffect(() => {
    if (!o.ready || done.current === key) return;
    done.current = key;
    const point = openingPoint(o);
    if (point === null) return;
    // After schedule-x has drawn the new range (its signals re-render on the next frames).
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (shown.current === key) scrollToPoint(root.current, point, o.bounds);
      }),
    );
  });
}
