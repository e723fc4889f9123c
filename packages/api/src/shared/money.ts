/**
 * Money is an integer count of minor units next to an ISO 4217 code. These helpers
 * are the only place amounts are converted to and from what people type and read;
 * arithmetic (sums, the discount calculation, splits) is in `money-math.ts`.
 * Conversions are exact: decimal strings and integers, never `minor / 100` rounded.
 */
export * from './money-math';

/** The largest amount any form accepts (money-schema.ts `moneyAmount`). */
export const MAX_AMOUNT_MINOR = 100_000_000_00;

export type MoneyLocale = 'uk' | 'en';
const intlLocale = (locale: MoneyLocale) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

const exponents = new Map<string, number>();

/**
 * How many decimal places the currency's minor unit has, as Intl (CLDR) knows it:
 * GBP and UAH 2, JPY 0, KWD and BHD 3. Cached per code; a malformed code throws RangeError.
 */
export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  let exponent = exponents.get(code);
  if (exponent === undefined) {
    const options = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions();
    exponent = options.maximumFractionDigits ?? 2;
    exponents.set(code, exponent);
  }
  return exponent;
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
}

/** Minor units → the exact decimal text of major units: 1250 GBP → "12.50", 1250 JPY → "1250", 1250 KWD → "1.250". */
export function toMajor(minor: number, currency: string): `${number}` {
  assertMinor(minor);
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  if (exponent === 0) return `${sign}${digits}` as `${number}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}` as `${number}`;
}

/** A JS number as plain decimal text ("1.005", never "1e-7"); tiny numbers are 0 at any currency's precision. */
function decimalText(major: number): string {
  if (!Number.isFinite(major)) throw new RangeError(`Not an amount: ${major}`);
  const text = String(major);
  if (!text.includes('e')) return text;
  if (Math.abs(major) < 1) return '0';
  throw new RangeError(`Not an amount: ${major}`);
}

/**
 * Major units (a number or decimal text, "12.5", 12.345) → minor units, on the decimal digits as
 * written, so 1.005 GBP is 101 (not `Math.round(1.005 * 100)` = 100). Digits beyond the currency's
 * exponent round half away from zero. Throws RangeError for anything that is not a decimal amount.
 */
export function fromMajor(major: number | string, currency: string): number {
  const text = typeof major === 'number' ? decimalText(major) : major.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || !(match[2] || match[3])) throw new RangeError(`Not an amount: ${text}`);
  const [, sign, whole = '', fraction = ''] = match;
  const exponent = currencyExponent(currency);
  let minor = Number((whole || '0') + fraction.slice(0, exponent).padEnd(exponent, '0'));
  if ((fraction[exponent] ?? '0') >= '5') minor += 1;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: ${text}`);
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/**
 * A non-negative decimal people type → an integer scaled by 10^exponent, exactly; null when it is
 * not one or has more decimals than `exponent`. Spaces are ignored; "." or "," is the decimal mark
 * ("12.5", "12,50", "1 234,50"); with both, the last one is ("1,234.50", "1.234,50") and the other
 * groups thousands in threes; a mark used twice groups ("1,234,567"), and so does a single ","
 * before three digits when no decimals are allowed ("1,234" yen). No sign: callers handle minus.
 */
export function parseDecimal(text: string, exponent: number): number | null {
  const t = text.replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(t) || !/\d$/.test(t)) return null;
  const dot = t.lastIndexOf('.');
  const comma = t.lastIndexOf(',');
  let decimalAt = -1;
  let group = '';
  if (dot >= 0 && comma >= 0) {
    decimalAt = Math.max(dot, comma);
    group = dot > comma ? ',' : '.';
  } else if (dot >= 0 || comma >= 0) {
    const mark = dot >= 0 ? '.' : ',';
    const at = Math.max(dot, comma);
    const twice = t.indexOf(mark) !== at;
    if (twice || (mark === ',' && exponent === 0 && t.length - at - 1 === 3)) group = mark;
    else decimalAt = at;
  }
  const whole = decimalAt >= 0 ? t.slice(0, decimalAt) : t;
  const fraction = decimalAt >= 0 ? t.slice(decimalAt + 1) : '';
  if (!/^\d*$/.test(fraction) || fraction.length > exponent) return null;
  const groups = group ? whole.split(group) : [whole];
  const grouped = groups.every((g, i) => /^\d+$/.test(g) && (groups.length === 1 || (i === 0 ? g.length <= 3 : g.length === 3)));
  if (!grouped) return null;
  const scaled = Number(groups.join('') + fraction.padEnd(exponent, '0'));
  return Number.isSafeInteger(scaled) ? scaled : null;
}

const marks = new Map<string, string[]>();

/** The ways the currency is written next to an amount in uk and en ("£", "₴", "JP¥", "¥", "KWD"), longest first. */
function currencyMarks(currency: string): string[] {
  const code = currency.toUpperCase();
  let found = marks.get(code);
  if (!found) {
    const all = new Set([code]);
    for (const locale of ['uk', 'en'] as const)
      for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const)
        for (const part of new Intl.NumberFormat(intlLocale(locale), {
          style: 'currency',
          currency: code,
          currencyDisplay,
        }).formatToParts(1))
          if (part.type === 'currency') all.add(part.value);
    found = [...all].sort((a, b) => b.length - a.length);
    marks.set(code, found);
  }
  return found;
}

/**
 * What people type (or what `formatMoney` wrote) → minor units of `currency`, honouring its
 * exponent: "12.5", "12,50", "1 234,50", "£12.50", "12,50 ₴" (GBP/UAH); "1,234" (JPY); "1.234" (KWD).
 * The currency's symbol or code may stand before or after. Null when it is not a non-negative
 * amount with at most the currency's decimals.
 */
export function parseAmount(text: string, currency: string): number | null {
  const t = text.trim();
  const mark = currencyMarks(currency).find((m) => t.startsWith(m) || t.endsWith(m));
  const bare = !mark ? t : t.startsWith(mark) ? t.slice(mark.length) : t.slice(0, -mark.length);
  return parseDecimal(bare, currencyExponent(currency));
}

const formatters = new Map<string, Intl.NumberFormat>();

/** 1250, 'GBP', 'en' → "£12.50"; 120000, 'UAH', 'uk' → "1 200,00 ₴"; 1250, 'JPY', 'en' → "JP¥1,250". */
export function formatMoney(minor: number, currency: string, locale: MoneyLocale): string {
  const key = `${currency}|${locale}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format.format(toMajor(minor, currency));
}
