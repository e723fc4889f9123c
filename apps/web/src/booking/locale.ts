/**
 * The page's language without a reload: paraglide's getLocale is overwritten to read this module's value,
 * and the app re-renders when it changes. The choice is remembered in the same cookie the server reads.
 */

import type { Locale } from '@kairos/i18n';
import { overwriteGetLocale } from '@kairos/i18n/runtime';

let current: Locale = 'uk';
overwriteGetLocale(() => current);

export function getLocale(): Locale {
  return current;
}

export function setPageLocale(locale: Locale, remember = true): void {
  current = locale;
  document.documentElement.lang = locale;
  // biome-ignore lint/suspicious/noDocumentCookie: the locale cookie the server and the owner app read.
  if (remember) document.cookie = `PARAGLIDE_LOCALE=${locale}; path=/; max-age=34560000; samesite=lax`;
}
