import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CalendarView, isDate, isView, NARROW_MAX_WIDTH, today } from './dates';

type DefaultView = 'day' | 'week' | 'month';
type Width = 'narrow' | 'wide';

const CHOICE = 'kairos:calendar-view:';
const widthNow = (): Width => (window.innerWidth <= NARROW_MAX_WIDTH ? 'narrow' : 'wide');
const choiceKey = (userId: string, width: Width) => `${CHOICE}${userId}:${width}`;

/** The view this user last picked on a screen of this width (on this device), if any. */
function storedChoice(userId: string, width: Width): CalendarView | null {
  try {
    const v = localStorage.getItem(choiceKey(userId, width));
    return isView(v) ? v : null;
  } catch {
    return null;
  }
}

function storeChoice(userId: string, width: Width, view: CalendarView): void {
  try {
    localStorage.setItem(choiceKey(userId, width), view);
  } catch {
    // Storage disabled: the choice lasts as long as the address.
  }
}

/**
 * The view and date on screen, kept in the address (?view=week&date=2026-03-10)
 * so a reload or a link opens the same place. Without them: the view this user
 * last picked with the view buttons on a screen this wide, else the day view
 * below the lg breakpoint (phones and tablets), else the calendar settings'
 * default view; today in the business's zone.
 */
export function useViewState(timeZone: string, defaultView: DefaultView, userId: string) {
  const [params, setParams] = useSearchParams();
  const [fallbackView] = useState<CalendarView>(() => {
    const width = widthNow();
    const chosen = storedChoice(userId, width);
    if (chosen) return chosen;
    if (width === 'narrow') return 'day';
    return defaultView === 'month' ? 'month-grid' : defaultView;
  });
  const [fallbackDate] = useState(() => today(timeZone));
  const paramView = params.get('view');
  const paramDate = params.get('date');
  const view = isView(paramView) ? paramView : fallbackView;
  const date = isDate(paramDate) ? paramDate : fallbackDate;

  const go = useCallback(
    (next: { view?: CalendarView; date?: string }) => {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.set('view', next.view ?? (isView(prev.get('view')) ? (prev.get('view') as CalendarView) : fallbackView));
          out.set('date', next.date ?? (isDate(prev.get('date')) ? (prev.get('date') as string) : fallbackDate));
          return out;
        },
        { replace: true },
      );
    },
    [setParams, fallbackView, fallbackDate],
  );

  /** A view picked with the Day/Week/Month buttons: shown now and remembered for this width. */
  const choose = useCallback(
    (v: CalendarView) => {
      storeChoice(userId, widthNow(), v);
      go({ view: v });
    },
    [userId, go],
  );
  return { view, date, go, choose };
}
