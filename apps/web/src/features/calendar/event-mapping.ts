import type { CalendarEvent, CalendarType } from '@schedule-x/calendar';
import type { RouterOutputs } from '../../lib/trpc';
import { type ContentInput, type EventContent, eventContent } from './event-content';

export type CalendarItem = RouterOutputs['appointments']['list']['items'][number];
/** A busy time from the owner's Google calendars: its span only (no title, no attendees). */
export type BusyBlock = RouterOutputs['appointments']['list']['busy'][number];

export interface MappingOptions {
  /** The business's IANA zone: events are placed at their wall-clock time there. */
  timeZone: string;
  time: (minutes: number) => string;
  readOnly: boolean;
  labels: { untitled: string; blocked: string; classSession: string; recurring: string; online?: string };
  /** The item's payment marker (docs/product/appointments.md), or null for none (free, blocked time). */
  payment?: (item: CalendarItem) => ContentInput['payment'];
}

const BLOCKED = 'blocked';
const GOOGLE_BUSY = 'googlebusy';
/** The id prefix of busy blocks: they are not appointments, so a click never opens a form. */
export const BUSY_ID_PREFIX = 'google-busy-';
export const isBusyBlock = (id: string) => id.startsWith(BUSY_ID_PREFIX);
const DEFAULT = 'default';
const DEFAULT_COLOUR = '#6366f1';

/** The schedule-x calendar (colour set) of an item: its service's or class's colour; blocked time is grey. */
export function calendarIdOf(item: Pick<CalendarItem, 'type' | 'colour'>): string {
  if (item.type === 'blocked') return BLOCKED;
  const hex = /^#([0-9a-f]{6})$/i.exec(item.colour ?? '')?.[1];
  return hex ? `c${hex.toLowerCase()}` : DEFAULT;
}

function titleOf(item: CalendarItem, labels: MappingOptions['labels']): string {
  if (item.title) return item.title;
  if (item.type === 'blocked') return labels.blocked;
  if (item.type === 'class_session') return labels.classSession;
  return labels.untitled;
}

function whoOf(item: CalendarItem): string {
  const names = item.clients.slice(0, 3).map((c) => `${c.first_name} ${c.last_name}`.trim());
  const more = item.clients.length - names.length;
  return more > 0 ? `${names.join(', ')} +${more}` : names.join(', ');
}

/**
 * One diary item → a schedule-x event. `date`/`start_time` are already the
 * wall clock in the business's zone; they become a ZonedDateTime in that zone
 * (never the browser's), and the end is the start plus the length.
 */
export function toEvent(item: CalendarItem, o: MappingOptions): CalendarEvent {
  const content: EventContent = eventContent(
    {
      title: titleOf(item, o.labels),
      start_time: item.all_day ? null : item.start_time,
      duration_minutes: item.duration_minutes,
      who: whoOf(item),
      recurring: item.series_id !== null,
      recurringLabel: o.labels.recurring,
      payment: o.payment?.(item) ?? null,
      online: item.online ? (o.labels.online ?? null) : null,
    },
    o.time,
  );
  const classes = [`kx-type-${item.type}`];
  if (item.series_id) classes.push('kx-recurring');
  // All-day items stay put: the API's move makes an item timed.
  const options = {
    disableDND: o.readOnly || item.all_day,
    disableResize: o.readOnly || item.all_day,
    additionalClasses: classes,
  };
  if (item.all_day) {
    const day = Temporal.PlainDate.from(item.date);
    return {
      id: item.id,
      title: titleOf(item, o.labels),
      start: day,
      end: day,
      calendarId: calendarIdOf(item),
      _customContent: content,
      _options: options,
    };
  }
  const start = Temporal.PlainDateTime.from(`${item.date}T${item.start_time}`).toZonedDateTime(o.timeZone);
  const end = endInGrid(start, start.add({ minutes: item.duration_minutes }));
  return {
    id: item.id,
    title: titleOf(item, o.labels),
    start,
    end,
    calendarId: calendarIdOf(item),
    _customContent: content,
    _options: options,
  };
}

/**
 * A Google busy time → a schedule-x event: "Busy (Google)" and its time, hatched in slate (calendar.css), neither
 * draggable nor resizable; its label says what it is and when, for the tooltip and screen readers.
 */
export function busyEvent(block: BusyBlock, o: Pick<MappingOptions, 'timeZone' | 'time'> & { label: string }): CalendarEvent {
  const content = eventContent(
    {
      title: o.label,
      start_time: block.all_day ? null : block.start_time,
      duration_minutes: block.duration_minutes,
      who: '',
      recurring: false,
      recurringLabel: '',
    },
    o.time,
  );
  const base = {
    id: block.id,
    title: o.label,
    calendarId: GOOGLE_BUSY,
    _customContent: content,
    _options: { disableDND: true, disableResize: true, additionalClasses: ['kx-type-google-busy'] },
  };
  if (block.all_day) {
    const first = Temporal.PlainDate.from(block.date);
    const last = first.add({ days: Math.max(0, Math.round(block.duration_minutes / 1440) - 1) });
    return { ...base, start: first, end: last };
  }
  const start = Temporal.PlainDateTime.from(`${block.date}T${block.start_time}`).toZonedDateTime(o.timeZone);
  return { ...base, start, end: endInGrid(start, start.add({ minutes: block.duration_minutes })) };
}

/**
 * schedule-x draws a timed event in the time grid only when it starts and ends on the same date;
 * one ending at midnight exactly (23:00 for an hour) would drop into the all-day row, so it ends a
 * minute before midnight on screen. Its text keeps the real end (from the item), and a drag keeps
 * its length (timeChange sends a length only when a resize changed it). Items that run on past
 * midnight stay as schedule-x draws them: a bar in the all-day row of both days, with their time.
 */
function endInGrid(start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime): Temporal.ZonedDateTime {
  const atMidnight = end.hour === 0 && end.minute === 0 && !end.toPlainDate().equals(start.toPlainDate());
  return atMidnight && Temporal.ZonedDateTime.compare(end.subtract({ minutes: 1 }), start) > 0
    ? end.subtract({ minutes: 1 })
    : end;
}

const channel = (hex: string, i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
function mix(hex: string, toward: number, amount: number): string {
  const out = [0, 2, 4].map((i) => Math.round(channel(hex, i) + (toward - channel(hex, i)) * amount));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A colour set from one service colour: the bar, a light fill and dark readable text. */
function colourSet(hex: string): CalendarType {
  const h = hex.replace('#', '');
  return {
    colorName: `c${h}`,
    lightColors: { main: `#${h}`, container: mix(h, 255, 0.82), onContainer: mix(h, 0, 0.6) },
  };
}

/**
 * The colour sets the items use (plus the fixed default and blocked ones, and Google busy time's when there is some).
 * Keys are stable, so the result can be compared.
 */
export function calendarsFor(items: CalendarItem[], googleBusy = false): Record<string, CalendarType> {
  const out: Record<string, CalendarType> = {
    [DEFAULT]: colourSet(DEFAULT_COLOUR),
    [BLOCKED]: { colorName: BLOCKED, lightColors: { main: '#9ca3af', container: '#f3f4f6', onContainer: '#374151' } },
  };
  if (googleBusy)
    out[GOOGLE_BUSY] = { colorName: GOOGLE_BUSY, lightColors: { main: '#475569', container: '#e2e8f0', onContainer: '#1e293b' } };
  for (const item of items) {
    const id = calendarIdOf(item);
    if (!(id in out)) out[id] = colourSet(id.slice(1));
  }
  return out;
}
