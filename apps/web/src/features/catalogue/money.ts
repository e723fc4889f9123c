import { formatMoney, parseAmount, toMajor } from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';

const intlLocale = (locale: Locale) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

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

/** The currency's symbol and whether it goes before the amount in this language ("£" before, "грн" after). */
export function currencyAffix(currency: string, locale: Locale): { symbol: string; before: boolean } {
  try {
    const parts = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).formatToParts(1);
    const index = parts.findIndex((p) => p.type === 'currency');
    const integer = parts.findIndex((p) => p.type === 'integer');
    return { symbol: parts[index]?.value ?? currency, before: index < integer };
  } catch {
    return { symbol: currency, before: false };
  }
}

/** Field props that put the currency's symbol where this language writes it: `{ prefix: '£' }` or `{ suffix: 'грн' }`. */
export function moneyAffix(currency: string, locale: Locale): { prefix: string } | { suffix: string } {
  const { symbol, before } = currencyAffix(currency, locale);
  return before ? { prefix: symbol } : { suffix: symbol };
}

export { formatMoney };
