import { daysInMonth } from '../shared/date-schemas';
import { addDays, toInstant, toLocal } from '../shared/zoned';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The last moment (23:59:59.999) of a local day in the business's zone: a voucher's fixed expiry date. */
export function endOfLocalDay(date: string, timeZone: string): Date {
  return new Date(toInstant(addDays(date, 1), 0, timeZone) - 1);
}

/**
 * `months` calendar months after an instant, on the business's wall clock:
 * sold 31 January 15:20 in Kyiv + 1 month is 28 (or 29) February 15:20 in
 * Kyiv, whatever the offset did in between. A voucher's or package's
 * "expires after N months".
 */
export function addLocalMonths(at: Date, months: number, timeZone: string): Date {
  const local = toLocal(at.getTime(), timeZone);
  const [y, m, d] = local.date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  const withinMinute = ((at.getTime() % 60_000) + 60_000) % 60_000;
  return new Date(toInstant(`${pad(year, 4)}-${pad(month)}-${pad(day)}`, local.minutes, timeZone) + withinMinute);
}

/** The local date (YYYY-MM-DD) of an instant in the business's zone. */
export const localDate = (at: Date, timeZone: string): string => toLocal(at.getTime(), timeZone).date;
