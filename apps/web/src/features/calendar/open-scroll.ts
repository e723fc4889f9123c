import { type RefObject, useEffect, useRef } from 'react';
import { type CalendarView, type DateRange, minutesOf, today } from './dates';
import type { CalendarItem } from './event-mapping';

/** Context shown above the point the day or week view opens at. */
const BEFORE_NOW = 60;
const BEFORE_FIRST = 30;
const MARGIN_PX = 8;

interface Opening {
  view: CalendarView;
  visible: DateRange;
  items: readonly CalendarItem[];
  timeZone: string;
}

/**
 * Where a day or week view opens in the day (minutes after midnight): an hour before now when today is on
 * screen, else just before the first timed visit on screen; null keeps the top (the day's start).
 */
export function openingMinute({ view, visible, items, timeZone }: Opening): number | null {
  if (view === 'month-grid') return null;
  const day = today(timeZone);
  if (visible.from <= day && day <= visible.to) {
    const now = Temporal.Now.zonedDateTimeISO(timeZone);
    return Math.max(0, now.hour * 60 + now.minute - BEFORE_NOW);
  }
  let first: number | null = null;
  for (const item of items) {
    if (item.all_day || item.date < visible.from || item.date > visible.to) continue;
    const start = minutesOf(item.start_time);
    if (first === null || start < first) first = start;
  }
  return first === null ? null : Math.max(0, first - BEFORE_FIRST);
}

/** Scrolls the time grid (schedule-x's `.sx__view-container`) so `minute` is at its top, below the day headers. */
function scrollToMinute(root: HTMLElement | null, minute: number, bounds: { start: string; end: string }) {
  const container = root?.querySelector<HTMLElement>('.sx__view-container');
  const column = root?.querySelector<HTMLElement>('.sx__time-grid-day');
  if (!container || !column) return;
  const start = minutesOf(bounds.start);
  const end = bounds.end === '24:00' ? 24 * 60 : minutesOf(bounds.end);
  if (end <= start || minute <= start) return;
  const offset = ((Math.min(minute, end) - start) / (end - start)) * column.getBoundingClientRect().height;
  container.scrollTo({ top: Math.max(0, offset - MARGIN_PX), behavior: 'instant' });
}

/**
 * Opens each day or week on screen at now or its first visit (issue 25), once per view and dates: the owner's own
 * scrolling afterwards, a drag or a refresh of the data never moves the grid again.
 */
export function useOpenScroll(
  root: RefObject<HTMLElement | null>,
  o: Opening & { ready: boolean; bounds: { start: string; end: string } },
) {
  const done = useRef<string | null>(null);
  const key = `${o.view}|${o.visible.from}|${o.visible.to}`;
  useEffect(() => {
    if (!o.ready || done.current === key) return;
    done.current = key;
    const minute = openingMinute(o);
    if (minute === null) return;
    // After schedule-x has drawn the new range (its signals re-render on the next frames).
    requestAnimationFrame(() => requestAnimationFrame(() => scrollToMinute(root.current, minute, o.bounds)));
  });
}
