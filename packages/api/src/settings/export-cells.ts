import type { Locale } from '@kairos/i18n';
import type { Sheet } from '../render/port';
import { toMajor } from '../shared/money';
import { minutesToTime } from '../shared/settings-schemas';
import { toLocal } from '../shared/zoned';

/** One cell of the export-everything sheets (built in the caller's language and the business's zone). */
export type Cell = string | number | boolean | null;

/**
 * One worksheet (drawn by the renderer, render/local.ts). Every cell is typed (text is a string cell, never a
 * formula), so a client called "=HYPERLINK(…)" stays text in Excel, LibreOffice and Numbers.
 */
export const sheet = (name: string, headers: string[], rows: Cell[][]): Sheet => ({ name: name.slice(0, 31), headers, rows });

/** A paraglide message, passed as itself (`t(m.export_col_id)`), never looked up by key (README "Worker bundle"). */
// biome-ignore lint/suspicious/noExplicitAny: each message takes its own inputs
export type Message = (inputs: any, options: { locale: Locale }) => string;

/** A message in the caller's language (messages without parameters, or with the given ones). */
export function translator(locale: Locale) {
  return (message: Message, params: Record<string, unknown> = {}) => message(params, { locale });
}

/** An instant as the business's wall clock: "2026-11-24 10:00". */
export function localDateTime(at: Date | null, timeZone: string): string | null {
  if (!at) return null;
  const l = toLocal(at.getTime(), timeZone);
  return `${l.date} ${minutesToTime(l.minutes)}`;
}

/** The date and the HH:MM of an instant in the business's zone. */
export function localParts(at: Date, timeZone: string): { date: string; time: string } {
  const l = toLocal(at.getTime(), timeZone);
  return { date: l.date, time: minutesToTime(l.minutes) };
}

/** Minor units as a number of major units of `currency` (its exponent: 2 for UAH and GBP, 0 for JPY). */
export const major = (minor: number, currency: string) => Number(toMajor(minor, currency));
