import { formatMoney, parseAmount, toMajor } from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';

/** 100 → "1 h 40 min" / "1 год 40 хв"; 45 → "45 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return m.wc_minutes({ count: rest });
  return rest === 0 ? m.wc_duration_h({ hours }) : m.wc_duration_hm({ hours, minutes: rest });
}

/**
 * What a money field holds: major units of `currency` as typed ("12.50", "12,5"; as many
 * decimals as the currency has). Empty is undefined (→ "required" from the shared schema),
 * a minus sign is kept ("-5" → -500, so the schema says "must be 0 or more"), anything else
 * that is not an amount NaN (→ "must be a number"); the server only ever sees integer minor units.
 */
export function minorOf(text: string, currency: string): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  const negative = /^[-\u2212]/.test(t);
  const minor = parseAmount(negative ? t.slice(1) : t, currency);
  if (minor === null) return Number.NaN;
  return negative ? -minor : minor;
}

/** Minor units → the text of a money field: 1250 GBP → "12.50" (en) / "12,50" (uk); whole amounts without decimals. */
export function amountText(minor: number, currency: string, locale: Locale): string {
  const text = toMajor(minor, currency).replace(/\.0+$/, '');
  return locale === 'uk' ? text.replace('.', ',') : text;
}

export { formatMoney };
