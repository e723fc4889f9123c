export * as m from './paraglide/messages.js';
export { baseLocale, locales } from './paraglide/runtime.js';

export type Locale = 'uk' | 'en';
export const LOCALE_COOKIE = 'PARAGLIDE_LOCALE';
export const LOCALE_HEADER = 'x-locale';

/** Reads a locale from a header or cookie value; anything unknown falls back to the default, uk. */
export function toLocale(value: string | null | undefined): Locale {
  return value === 'en' ? 'en' : 'uk';
}
