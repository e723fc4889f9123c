import { addDays, isoWeekday } from '../shared/zoned';

/** The first date of the week holding `date`, weeks starting on Monday or Sunday (calendar settings). */
export function weekStart(date: string, startsOn: 'monday' | 'sunday'): string {
  const wd = isoWeekday(date);
  return addDays(date, -(startsOn === 'monday' ? wd - 1 : wd % 7));
}

/** The first and last dates of the month holding `date`. */
export function monthOf(date: string): { start: string; end: string } {
  const start = `${date.slice(0, 7)}-01`;
  const next = addDays(start, 32);
  return { start, end: addDays(`${next.slice(0, 7)}-01`, -1) };
}
