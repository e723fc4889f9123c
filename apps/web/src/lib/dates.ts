/** Local dates (YYYY-MM-DD) in the business's zone, for the money screens' default ranges. */
import { dateIn } from './format';

/** Today's date in a zone. */
export function todayIn(timeZone: string | undefined): string {
  return dateIn(timeZone ?? 'UTC');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of the month a date is in. */
export function monthOf(date: string): { start: string; end: string } {
  const [y = 2000, mo = 1] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return { start: `${y}-${pad(mo)}-01`, end: `${y}-${pad(mo)}-${pad(last)}` };
}

/** The twelve months ending with the month a date is in: first day of the earliest to the last day of that month. */
export function lastTwelveMonths(date: string): { start: string; end: string } {
  const [y = 2000, mo = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, mo - 12, 1));
  return { start: `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-01`, end: monthOf(date).end };
}

export const isIsoDate = (v: string | null | undefined): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
