import * as z from 'zod';
import { authedProcedure } from '../core/trpc';
import { currencyExponent } from '../shared/money';

/** ISO 4217 codes Intl knows (a fixed fallback where `Intl.supportedValuesOf` is missing). */
function currencyCodes(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: 'currency') => string[] };
  try {
    const codes = intl.supportedValuesOf?.('currency');
    if (codes?.length) return codes;
  } catch {
    // below
  }
  return ['EUR', 'GBP', 'PLN', 'UAH', 'USD'];
}

const intlLocale = (locale: string) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

/**
 * GET /data/currencies: every ISO 4217 currency with its name in the caller's
 * language (Intl.DisplayNames) and its minor-unit exponent (the one
 * `shared/money.ts` converts with), sorted by name; the two the app bills in
 * (UAH, GBP) first.
 */
export const currencies = authedProcedure
  .meta({
    rest: { method: 'GET', path: '/api/v1/data/currencies', summary: 'Currencies with names and exponents', tags: ['data'] },
  })
  .input(z.object({}).optional())
  .output(z.array(z.object({ code: z.string(), name: z.string(), exponent: z.number().int() })))
  .query(({ ctx }) => {
    const names = new Intl.DisplayNames([intlLocale(ctx.locale)], { type: 'currency' });
    const collator = new Intl.Collator(intlLocale(ctx.locale));
    const all = currencyCodes().map((code) => ({ code, name: names.of(code) ?? code, exponent: currencyExponent(code) }));
    const first = ['UAH', 'GBP'];
    return all.sort(
      (a, b) => (first.indexOf(a.code) + 1 || 99) - (first.indexOf(b.code) + 1 || 99) || collator.compare(a.name, b.name),
    );
  });
