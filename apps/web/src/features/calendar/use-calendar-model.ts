import { formatMoney } from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';
import type { BackgroundEvent, CalendarEvent, CalendarType, WeekOptions } from '@schedule-x/calendar';
import { useEffect, useMemo, useRef } from 'react';
import { paymentLabel } from '../../lib/appointments/labels';
import type { Settings } from '../../lib/settings/use-settings';
import { closedTime, dayBoundaries } from './business-hours';
import type { DateRange, FirstDay } from './dates';
import { type PaymentMark, timeFormatter } from './event-content';
import { type BusyBlock, busyEvent, type CalendarItem, calendarsFor, type MappingOptions, toEvent } from './event-mapping';
import { warmEventTimes } from './speedups';

interface ModelInput {
  items: CalendarItem[];
  /** Busy times from the owner's Google calendars, shown as "Busy (Google)" blocks. */
  busy?: BusyBlock[];
  /** The months either side, once loaded: their events are mapped ahead, in idle time. */
  upcoming?: CalendarItem[][];
  /** The dates on screen (business hours are shaded there only). */
  visible: DateRange;
  monthView: boolean;
  settings: Settings;
  timeZone: string;
  locale: Locale;
  readOnly: boolean;
  /** A phone's 3-day week: taller hours, so a visit's name can take two lines above its time. */
  tallHours?: boolean;
}

/** schedule-x's own strings (the few its views show once the header is hidden), from our catalogue, both languages. */
function translations() {
  const t = (l: Locale) => ({
    '+ {{n}} events': m.wcal_more_events({ count: '{{n}}' }, { locale: l }),
    '+ 1 event': m.wcal_more_events({ count: 1 }, { locale: l }),
    'Link to {{n}} more events on {{date}}': m.wcal_more_events_label({ count: '{{n}}', date: '{{date}}' }, { locale: l }),
    'Link to 1 more event on {{date}}': m.wcal_more_events_label({ count: 1, date: '{{date}}' }, { locale: l }),
    'Full day- and multiple day events': m.wcal_all_day_events({}, { locale: l }),
    'No events': m.wcal_no_events({}, { locale: l }),
    to: m.wcal_range_to({}, { locale: l }),
    CW: m.wcal_week_number({ week: '{{week}}' }, { locale: l }),
  });
  return { ukUA: t('uk'), enGB: t('en') };
}

const TRANSLATIONS = translations();

const NO_BUSY: BusyBlock[] = [];

const pxPerHour = (step: number, tall = false) => (step <= 10 ? 96 : tall ? 80 : 64);

/**
 * Everything the schedule-x app shows, derived from the diary and the
 * settings and memoised: events are mapped once per answer (not per render,
 * not per view change), and colour sets keep their identity while the same
 * colours are on screen.
 */
export function useCalendarModel({
  items,
  busy = NO_BUSY,
  upcoming,
  visible,
  monthView,
  settings,
  timeZone,
  locale,
  readOnly,
  tallHours,
}: ModelInput) {
  const cal = settings.calendar_settings;
  const mapping = useMemo(() => {
    const time = timeFormatter(cal.time_format, locale);
    const labels = {
      untitled: m.wcal_untitled(),
      blocked: m.wcal_blocked(),
      classSession: m.wcal_class_session(),
      recurring: m.wcal_recurring(),
      online: m.ob_online_badge(),
    };
    const payment = (item: CalendarItem) => paymentMark(item, locale);
    const options: MappingOptions = { timeZone, time, readOnly, labels, payment };
    return { options, key: `${timeZone}|${readOnly}|${cal.time_format}|${locale}` };
  }, [timeZone, readOnly, cal.time_format, locale]);
  const busyLabel = m.wcal_google_busy();
  const events = useMemo(() => {
    const mapped = mappedEvents(items, mapping);
    if (busy.length === 0) return mapped;
    const { timeZone: zone, time } = mapping.options;
    return [...mapped, ...busy.map((b) => busyEvent(b, { timeZone: zone, time, label: busyLabel }))];
  }, [items, busy, mapping, busyLabel]);

  // The months either side are mapped while the browser is idle, so stepping to one only draws it.
  useEffect(() => {
    const waiting = (upcoming ?? []).filter((list) => MAPPED.get(list)?.key !== mapping.key);
    if (waiting.length === 0) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 50));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      for (const list of waiting) mappedEvents(list, mapping);
    });
    return () => cancel(handle);
  }, [upcoming, mapping]);

  const colours = useRef<{ key: string; value: Record<string, CalendarType> } | null>(null);
  const calendars = useMemo(() => {
    const next = calendarsFor(items, busy.length > 0);
    const key = Object.keys(next).sort().join();
    if (colours.current?.key !== key) colours.current = { key, value: next };
    return colours.current.value;
  }, [items, busy]);

  const hours = settings.business_time_settings;
  const { from, to } = visible;
  // Kept per range while the hours, zone and language stay: going back to a view already shown hands schedule-x
  // (and the month grid's kept layout) the same shading instead of an equal new list.
  const shadings = useRef<{ hours: unknown; key: string; byRange: Map<string, BackgroundEvent[]> } | null>(null);
  const closed = m.wcal_closed_day();
  const outside = m.wcal_outside_hours();
  const background = useMemo(() => {
    const key = `${timeZone}|${closed}|${outside}`;
    if (shadings.current?.hours !== hours || shadings.current.key !== key) shadings.current = { hours, key, byRange: new Map() };
    const byRange = shadings.current.byRange;
    const range = `${from}|${to}|${monthView}`;
    let shading = byRange.get(range);
    if (!shading) {
      shading = closedTime({ from, to }, hours, timeZone, { closed, outside }, monthView);
      if (byRange.size > 16) byRange.clear();
      byRange.set(range, shading);
    }
    return shading;
  }, [from, to, hours, timeZone, monthView, closed, outside]);

  const bounds = dayBoundaries(cal.day_start_minute, cal.day_end_minute, items);
  const hoursShown = Number(bounds.end.slice(0, 2)) - Number(bounds.start.slice(0, 2));
  const step = cal.slot_step_minutes;
  const twelve = cal.time_format === '12h';
  const weekOptions = useMemo<Partial<WeekOptions>>(
    () => ({
      gridHeight: Math.max(hoursShown, 1) * pxPerHour(step, tallHours),
      gridStep: 60,
      eventOverlap: false,
      timeAxisFormatOptions: twelve
        ? { hour: 'numeric', hourCycle: 'h12' }
        : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    }),
    [hoursShown, step, twelve, tallHours],
  );

  return {
    events,
    calendars,
    background,
    dayBoundaries: bounds,
    weekOptions,
    translations: TRANSLATIONS,
    interval: Math.min(60, Math.max(5, step)),
    firstDay: (cal.week_starts_on === 'sunday' ? 7 : 1) as FirstDay,
    locale: locale === 'uk' ? 'uk-UA' : 'en-GB',
  };
}

/** Mapped events per answer (an answer's item list keeps its identity in the query cache) and mapping options. */
const MAPPED = new WeakMap<CalendarItem[], { key: string; events: CalendarEvent[] }>();

function mappedEvents(items: CalendarItem[], mapping: { options: MappingOptions; key: string }): CalendarEvent[] {
  const hit = MAPPED.get(items);
  if (hit?.key === mapping.key) return hit.events;
  const events = items.map((item) => toEvent(item, mapping.options));
  warmEventTimes(events);
  MAPPED.set(items, { key: mapping.key, events });
  return events;
}

const MARKS: Partial<Record<CalendarItem['payment_status'], PaymentMark>> = {
  paid: 'paid',
  unpaid: 'unpaid',
  left_to_pay: 'part',
  paid_with_package: 'covered',
  paid_with_voucher: 'covered',
  refunded: 'refunded',
};

/** docs/product/appointments.md payment status as the event's marker; free time, blocked time and empty sessions have none. */
function paymentMark(item: CalendarItem, locale: Locale): { kind: PaymentMark; label: string } | null {
  const kind = item.type === 'blocked' ? undefined : MARKS[item.payment_status];
  if (!kind) return null;
  return { kind, label: paymentLabel(item.payment_status, formatMoney(item.left_to_pay, item.currency, locale)) };
}
