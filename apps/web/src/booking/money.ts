/**
 * Minor units as money text for the booking page. shared/money.ts's formatMoney does the same but brings zod
 * into this bundle (its schema helpers); here Intl reads the amount as the exact decimal string
 * "<minor>E-<exponent>" (no division, no floating point), with the currency's exponent from Intl itself.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatMinor(minor: number, currency: string, locale: 'uk' | 'en'): string {
  const key = `${currency}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { style: 'currency', currency });
    formats.set(key, format);
  }
  const exponent = format.resolvedOptions().maximumFractionDigits ?? 2;
  // Intl formats decimal strings exactly (ES2023 Intl.NumberFormat v3).
  return format.format(`${minor}E-${exponent}` as unknown as number);
}
