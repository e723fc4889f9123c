import { type Locale, m } from '@kairos/i18n';
import { dateIn, formatDay } from '../../lib/format';

/** How long a voucher lasts: until a date, a number of months after the sale, or forever. */
export function voucherExpiryText(v: { expiry_date: string | null; expiry_months: number | null }, locale: Locale): string {
  if (v.expiry_date) return m.wp_expiry_until({ date: formatDay(v.expiry_date, locale) });
  if (v.expiry_months) return m.wp_expiry_months({ months: v.expiry_months });
  return m.wp_expiry_never();
}

/** Today's date in a time zone (the business's), YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return dateIn(timeZone, now);
}

export const templateLabel = (t: string): string =>
  ({
    classic: m.wp_template_classic(),
    birthday: m.wp_template_birthday(),
    thank_you: m.wp_template_thank_you(),
    seasonal: m.wp_template_seasonal(),
  })[t] ?? t;
