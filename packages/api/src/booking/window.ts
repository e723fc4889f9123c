import type { Db, services } from '@kairos/db';
import { busyBetween } from '../appointments/diary';
import { availableSlots } from '../availability/engine';
import { AppError } from '../core/errors';
import { type BusinessScope, settingsOf, todayOf } from '../core/scope';
import { addDays, toInstant, toLocal } from '../shared/zoned';
import type { BookingSettingsRow } from './settings';

const HOUR = 3_600_000;

/** When the page takes bookings: from now + notice (an instant) up to today + horizon (a local date, inclusive). */
export function windowOf(scope: BusinessScope, settings: Pick<BookingSettingsRow, 'notice_hours' | 'horizon_days'>) {
  return {
    earliest: scope.now.getTime() + settings.notice_hours * HOUR,
    lastDate: addDays(todayOf(scope), settings.horizon_days),
  };
}

/** A local date range clamped to the window; null when nothing of it is inside. */
export function clampRange(
  scope: BusinessScope,
  settings: Pick<BookingSettingsRow, 'notice_hours' | 'horizon_days'>,
  range: { from: string; to: string },
): { from: string; to: string; earliest: number } | null {
  const w = windowOf(scope, settings);
  const firstDate = toLocal(w.earliest, scope.business.timezone).date;
  const from = range.from < firstDate ? firstDate : range.from;
  const to = range.to > w.lastDate ? w.lastDate : range.to;
  return from > to ? null : { from, to, earliest: w.earliest };
}

/** BOOKING_OUTSIDE_WINDOW unless the instant is inside the window. */
export function assertInWindow(
  scope: BusinessScope,
  settings: Pick<BookingSettingsRow, 'notice_hours' | 'horizon_days'>,
  startMs: number,
  locale: string,
) {
  const w = windowOf(scope, settings);
  const tz = scope.business.timezone;
  if (startMs >= w.earliest && toLocal(startMs, tz).date <= w.lastDate) return;
  const earliest = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    timeZone: tz,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(w.earliest));
  throw new AppError('BOOKING_OUTSIDE_WINDOW', { earliest, days: String(settings.horizon_days) });
}

type ServiceRow = typeof services.$inferSelect;

/**
 * Whether the service can start at `startMs` now: the availability engine over the business hours and
 * the busy spans read through `scope.db` (a transaction's, when taking the time), leaving out `skipId`
 * (the appointment being moved). The same engine and inputs as `slotsFor`.
 */
export async function isBookable(scope: BusinessScope, service: ServiceRow, startMs: number, skipId?: string | null) {
  const tz = scope.business.timezone;
  const date = toLocal(startMs, tz).date;
  const [busy, settings] = await Promise.all([
    busyBetween(scope, toInstant(date, 0, tz), toInstant(addDays(date, 1), 0, tz), (r) => r.id === skipId),
    settingsOf(scope.db as Db, scope.businessId, scope.business.region),
  ]);
  const starts = availableSlots({
    timeZone: tz,
    from: date,
    to: date,
    hours: settings.business_hours,
    slotStepMinutes: settings.calendar.slot_step_minutes,
    parts: service.parts,
    busy,
    notBefore: scope.now.getTime(),
  });
  return starts.includes(startMs);
}
