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
 * unless it already is from the top.
 */
function scrollToPoint(root: HTMLElement | null, point: { minute: number; before: number }, bounds: Bounds) {
  const container = root?.querySelector<HTMLElement>('.sx__view-container');
  const column = root?.querySelector<HTMLElement>('.sx__time-grid-day');
  if (!container || !column) return;
  const start = minutesOf(bounds.start);
  const end = bounds.end === '24:00' ? 24 * 60 : minutesOf(bounds.end);
  if (end <= start) return;
  const perMinute = column.getBoundingClientRect().height / (end - start);
  const y = (Math.min(Math.max(point.minute, start), end) - start) * perMinute;
  // The grid's top in the scrolled box (below the sticky day headers): what shows without scrolling.
  const gridTop = column.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
  if (y + SHOWN_AFTER * perMinute <= container.clientHeight - gridTop) return;
  container.scrollTo({ top: Math.max(0, y - point.before * perMinute), behavior: 'instant' });
}

type Bounds = { start: string; end: string };

/**
 * Opens each day or week on screen at now or its first visit (issue 25), once per view and dates: the owner's own
 * scrolling afterwards, a drag or a refresh of the data never moves the grid again.
 */
export function useOpenScroll(root: RefObject<HTMLElement | null>, o: Opening & { ready: boolean; bounds: Bounds }) {
  const done = useRef<string | null>(null);
  const key = `${o.view}|${o.visible.from}|${o.visible.to}`;
  useEffect(() => {
    if (!o.ready || done.current === key) return;
    done.current = key;
    const point = openingPoint(o);
    if (point === null) return;
    // After schedule-x has drawn the new range (its signals re-render on the next frames).
    requestAnimationFrame(() => requestAnimationFrame(() => scrollToPoint(root.current, point, o.bounds)));
  });
}
