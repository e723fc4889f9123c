import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CalendarView, isDate, isView, PHONE_MAX_WIDTH, today } from './dates';

type DefaultView = 'day' | 'week' | 'month';

/**
 * The view and date on screen, kept in the address (?view=week&date=2026-03-10)
 * so a reload or a link opens the same place. Without them: the day view on a
 * phone, else the calendar settings' default view; today in the business's zone.
 */
export function useViewState(timeZone: string, defaultView: DefaultView) {
  const [params, setParams] = useSearchParams();
  const [fallbackView] = useState<CalendarView>(() =>
    window.innerWidth <= PHONE_MAX_WIDTH ? 'day' : defaultView === 'month' ? 'month-grid' : defaultView,
  );
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
  return { view, date, go };
}
