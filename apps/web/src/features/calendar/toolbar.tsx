import { m } from '@kairos/i18n';
import { Button, cn, makeIcon, PlusIcon } from '@kairos/ui';
import { type ReactNode, useId } from 'react';
import { BlockedHint } from '../../lib/records/blocked';
import type { WriteAccess } from '../../lib/records/write-access';
import { type CalendarView, VIEWS, type WeekDays } from './dates';

const ChevronLeftIcon = makeIcon(['M15 18l-6-6 6-6'], 'ChevronLeftIcon');
const ChevronRightIcon = makeIcon(['M9 18l6-6-6-6'], 'ChevronRightIcon');

/** Labels by view; the week view on a phone shows 3 days and is named so. */
const VIEW_LABEL: Record<CalendarView, (days: WeekDays) => string> = {
  day: () => m.wcal_view_day(),
  week: (days) => (days === 7 ? m.wcal_view_week() : m.wcal_view_days({ count: days })),
  'month-grid': () => m.wcal_view_month(),
};
const PREVIOUS: Record<CalendarView, (days: WeekDays) => string> = {
  day: () => m.wcal_previous_day(),
  week: (days) => (days === 7 ? m.wcal_previous_week() : m.wcal_previous_days({ count: days })),
  'month-grid': () => m.wcal_previous_month(),
};
const NEXT: Record<CalendarView, (days: WeekDays) => string> = {
  day: () => m.wcal_next_day(),
  week: (days) => (days === 7 ? m.wcal_next_week() : m.wcal_next_days({ count: days })),
  'month-grid': () => m.wcal_next_month(),
};

interface ToolbarProps {
  view: CalendarView;
  date: string;
  /** How many days the week view shows (3 on a phone). */
  weekDays: WeekDays;
  heading: string;
  onView: (view: CalendarView) => void;
  onDate: (date: string) => void;
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
  onNew: () => void;
  /** Offline or read-only: "New" is disabled, with the reason. */
  access: WriteAccess;
  /** Shown before "New" (the period's export). */
  actions?: ReactNode;
}

/** Previous/next/today, the period's heading, a date jump, the view switch and "New appointment". */
export function Toolbar(p: ToolbarProps) {
  const dateId = useId();
  return (
    <div role="toolbar" aria-label={m.wcal_toolbar()} className="mb-3 flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={p.onToday}>
          {m.wcal_today()}
        </Button>
        <div className="flex items-center">
          {/* data-step and data-view-option: selectors that hold in every language (bench/calendar-render.ts). */}
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            aria-label={PREVIOUS[p.view](p.weekDays)}
            data-step="previous"
            onClick={() => p.onStep(-1)}
          >
            <ChevronLeftIcon />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            aria-label={NEXT[p.view](p.weekDays)}
            data-step="next"
            onClick={() => p.onStep(1)}
          >
            <ChevronRightIcon />
          </Button>
        </div>
        <h2
          aria-live="polite"
          className="order-last min-w-0 basis-full truncate text-base font-semibold text-gray-900 sm:order-none sm:flex-1 sm:basis-auto sm:text-lg"
        >
          {p.heading}
        </h2>
        <label htmlFor={dateId} className="sr-only">
          {m.wcal_jump_to_date()}
        </label>
        <input
          id={dateId}
          type="date"
          value={p.date}
          onChange={(e) => e.target.value && p.onDate(e.target.value)}
          className="ml-auto h-8 w-36 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-800 shadow-xs focus-visible:outline-2 focus-visible:outline-brand-500"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="flex rounded-lg border border-gray-300 bg-white p-0.5 shadow-xs" data-tour="calendar-views">
          <legend className="sr-only">{m.wcal_view_label()}</legend>
          {VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={p.view === v}
              data-view-option={v}
              onClick={() => p.onView(v)}
              className={cn(
                'h-7 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                p.view === v ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100',
              )}
            >
              {VIEW_LABEL[v](p.weekDays)}
            </button>
          ))}
        </fieldset>
        <div className="flex items-center gap-2">
          {p.actions}
          <BlockedHint access={p.access}>
            <Button size="sm" onClick={p.onNew} disabled={p.access.blocked} aria-label={m.wcal_new()} data-tour="calendar-new">
              <PlusIcon className="size-4" />
              <span className="sm:hidden">{m.wcal_new_short()}</span>
              <span className="hidden sm:inline">{m.wcal_new()}</span>
            </Button>
          </BlockedHint>
        </div>
      </div>
    </div>
  );
}
