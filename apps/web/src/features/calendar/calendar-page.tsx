import '@schedule-x/theme-default/dist/index.css';
import './calendar.css';
import { m } from '@kairos/i18n';
import { Alert, Spinner, WifiOffIcon } from '@kairos/ui';
import { ScheduleXCalendar } from '@schedule-x/react';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { browserTimeZone, formatDateTime } from '../../lib/format';
import { PHONE_QUERY, useMediaQuery } from '../../lib/hooks';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { ExportMenu } from '../../lib/records';
import { useWriteAccess } from '../../lib/records/write-access';
import { type Settings, useSettings } from '../../lib/settings/use-settings';
import { formatTimeZone } from '../../lib/time-zones';
import { trpcClient } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { WaitlistPanel } from '../../lib/waitlist/waitlist-panel';
import {
  type CalendarView,
  hhmm,
  monthGridRange,
  PHONE_WEEK_DAYS,
  rangeHeading,
  shiftDate,
  spanning,
  today,
  visibleRange,
  type WeekDays,
} from './dates';
import { type CalendarItem, isBusyBlock } from './event-mapping';
import { useOpenScroll } from './open-scroll';
import { Toolbar } from './toolbar';
import { useCalendarData } from './use-calendar-data';
import { useCalendarModel } from './use-calendar-model';
import { useMoveHandler } from './use-move-handler';
import { useScheduleX } from './use-schedule-x';
import { useViewState } from './use-view-state';

/** /appointments/calendar/events: the diary in day, week and month views (schedule-x). */
export function CalendarPage() {
  const { settings } = useSettings();
  return (
    <>
      <PageHeader title={m.wcal_title()} />
      {settings ? (
        <Calendar settings={settings} />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      )}
    </>
  );
}

function Calendar({ settings }: { settings: Settings }) {
  const user = useUser();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const access = useWriteAccess();
  const timeZone = user.business?.timezone ?? 'UTC';
  const cal = settings.calendar_settings;
  const { view, date, go, choose } = useViewState(timeZone, cal.default_view, user.id);
  const firstDay = cal.week_starts_on === 'sunday' ? 7 : 1;
  // A phone's week view shows 3 days from the date (readable events); wider screens the whole week.
  const weekDays: WeekDays = useMediaQuery(PHONE_QUERY) ? PHONE_WEEK_DAYS : 7;
  const threeDays = view === 'week' && weekDays !== 7;
  const visible = useMemo(() => visibleRange(view, date, firstDay, weekDays), [view, date, firstDay, weekDays]);
  // The month's data, plus the days a 3-day view shows of the next month.
  const range = useMemo(() => spanning(monthGridRange(date, firstDay), visible), [date, firstDay, visible]);
  const neighbours = useMemo(
    () => [
      monthGridRange(shiftDate(date, 'month-grid', 1), firstDay),
      monthGridRange(shiftDate(date, 'month-grid', -1), firstDay),
    ],
    [date, firstDay],
  );
  const data = useCalendarData(range, neighbours);
  const readOnly = access.blocked || data.source === 'offline';
  const model = useCalendarModel({
    items: data.items,
    busy: data.busy,
    upcoming: data.upcoming,
    visible,
    monthView: view === 'month-grid',
    settings,
    timeZone,
    locale,
    readOnly,
    tallHours: threeDays,
  });
  const itemsById = useMemo(() => new Map<string, CalendarItem>(data.items.map((i) => [i.id, i])), [data.items]);
  const move = useMoveHandler(itemsById);

  const openForm = (day: string, time: string) => {
    if (access.blocked) return;
    navigate(`/appointments/calendar/form?date=${day}&start_time=${time}`);
  };
  const opening = (day: string) => {
    const weekday = Temporal.PlainDate.from(day).dayOfWeek;
    const h = settings.business_time_settings.find((d) => d.weekday === weekday);
    return hhmm(h?.enabled ? h.start_minute : 9 * 60);
  };

  // schedule-x draws a week from its first day of the week: a 3-day view's "week" starts on the date itself.
  const weekOptions = useMemo(() => ({ ...model.weekOptions, nDays: weekDays }), [model.weekOptions, weekDays]);
  const root = useRef<HTMLDivElement>(null);
  useOpenScroll(root, {
    view,
    visible,
    items: data.items,
    timeZone,
    bounds: model.dayBoundaries,
    ready: !data.loading,
  });

  const app = useScheduleX(
    {
      ...model,
      weekOptions,
      firstDay: threeDays ? Temporal.PlainDate.from(date).dayOfWeek : model.firstDay,
      timeZone,
      view,
      date,
    },
    {
      // A Google busy block is not Kairos's to edit: its tooltip says what it is, a click does nothing.
      onEventClick: (id) => (isBusyBlock(id) ? undefined : navigate(`/appointments/calendar/${encodeURIComponent(id)}`)),
      onSlotClick: openForm,
      onDayClick: (day, onNumber) => (onNumber ? go({ view: 'day', date: day }) : openForm(day, opening(day))),
      onShowDay: (day) => go({ view: 'day', date: day }),
      onMove: move.onMove,
    },
  );

  const zoneNote = timeZone !== browserTimeZone() ? m.wcal_times_in_zone({ zone: formatTimeZone(timeZone, locale) }) : null;
  return (
    <section aria-label={m.wcal_region()} className={threeDays ? 'kx-calendar kx-three-days' : 'kx-calendar'}>
      <Toolbar
        view={view}
        date={date}
        weekDays={weekDays}
        heading={rangeHeading(view, date, firstDay, locale, weekDays)}
        onView={(v: CalendarView) => choose(v)}
        onDate={(d) => go({ date: d })}
        onStep={(step) => go({ date: shiftDate(date, view, step, weekDays) })}
        onToday={() => go({ date: today(timeZone) })}
        onNew={() => openForm(date, opening(date))}
        access={access}
        actions={
          <ExportMenu
            onExport={(format) => trpcClient.appointments.export.mutate({ from: visible.from, to: visible.to, format })}
          />
        }
      />
      <OfflineNotice source={data.source} savedAt={data.savedAt} timeZone={timeZone} />
      {data.error ? (
        <Alert tone="error" className="mb-3">
          {errorInfo(data.error).message}
        </Alert>
      ) : null}
      <div
        ref={root}
        className="relative"
        aria-busy={data.loading || undefined}
        data-testid="calendar"
        data-view={view}
        data-days={view === 'week' ? weekDays : undefined}
        data-day-start={model.dayBoundaries.start}
        data-day-end={model.dayBoundaries.end}
      >
        {data.loading ? (
          <div className="absolute top-2 right-2 z-10" role="status" aria-label={m.wcal_loading()}>
            <Spinner />
          </div>
        ) : null}
        <ScheduleXCalendar calendarApp={app} />
      </div>
      {zoneNote ? <p className="mt-2 text-xs text-gray-500">{zoneNote}</p> : null}
      {view === 'day' ? (
        <div className="mt-4">
          <WaitlistPanel date={date} readOnly={access.blocked} />
        </div>
      ) : null}
      {move.dialogs}
    </section>
  );
}

function OfflineNotice({ source, savedAt, timeZone }: { source: 'live' | 'offline'; savedAt: string | null; timeZone: string }) {
  const { locale } = useLocale();
  if (source !== 'offline') return null;
  return (
    <div className="mb-3 flex items-start gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
      <WifiOffIcon className="mt-0.5 size-5 shrink-0" />
      <p>{savedAt ? m.wcal_offline_cached({ time: formatDateTime(savedAt, locale, timeZone) }) : m.wcal_offline_empty()}</p>
    </div>
  );
}
