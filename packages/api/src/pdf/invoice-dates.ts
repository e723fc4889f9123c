/**
 * The invoice's dates and numbers as its language writes them, with their formats cached per process or isolate.
 * Apart from the PDF's drawing (no pdf-lib here): the invoice email writes its due date the same way.
 */
import type { Locale } from '@kairos/i18n';

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
export function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** A local date (YYYY-MM-DD) as the invoice's language writes it: "24 листопада 2026 р." / "24 November 2026". */
export function formatInvoiceDate(date: string, locale: Locale): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const format = cached(
    `date|${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
  return format.format(new Date(Date.UTC(y, mo - 1, d)));
}
