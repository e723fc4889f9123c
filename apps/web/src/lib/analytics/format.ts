import { formatMoney } from '@kairos/api/shared';
import type { Locale } from '@kairos/i18n';
import { m } from '@kairos/i18n';
import { zonedFormat } from '../format';
import { useLocale } from '../i18n';

export const DASH = '—';
const intlLocale = (locale: Locale) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

/** How the insight screens write their figures: money in the business's currency, counts, rates in basis points. */
export interface FigureText {
  locale: Locale;
  money: (minor: number | null) => string;
  count: (n: number | null) => string;
  /** Basis points as a percentage with one decimal ("12.5%"); null → "—". */
  rate: (bp: number | null) => string;
  /** A local date (YYYY-MM-DD) short: "5 Mar" / "5 бер."; with `year`, "5 Mar 2026". */
  date: (date: string, year?: boolean) => string;
  range: (r: { start_date: string; end_date: string }) => string;
}

export function figureText(locale: Locale, currency: string): FigureText {
  const intl = intlLocale(locale);
  const count = new Intl.NumberFormat(intl);
  const percent = new Intl.NumberFormat(intl, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const short = zonedFormat(locale, 'UTC', { day: 'numeric', month: 'short' });
  const long = zonedFormat(locale, 'UTC', { day: 'numeric', month: 'short', year: 'numeric' });
  const date = (d: string, year = false) => {
    const at = new Date(`${d}T12:00:00Z`);
    return Number.isNaN(at.getTime()) ? d : (year ? long : short).format(at);
  };
  return {
    locale,
    money: (minor) => (minor === null ? DASH : formatMoney(minor, currency, locale)),
    count: (n) => (n === null ? DASH : count.format(n)),
    rate: (bp) => (bp === null ? DASH : percent.format(bp / 10_000)),
    date,
    range: (r) => `${date(r.start_date)} – ${date(r.end_date, true)}`,
  };
}

export function useFigureText(currency: string): FigureText {
  const { locale } = useLocale();
  return figureText(locale, currency);
}

/** The texts every chart takes for its table toggle. */
export const chartTexts = () => ({ showTable: m.wan_show_table(), hideTable: m.wan_hide_table() });
