import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import * as z from 'zod';
import { authedProcedure } from '../core/trpc';

const intlLocale = (locale: string) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

/** The two countries the app is sold in, first in every list (as the currencies list puts UAH and GBP first). */
const FIRST = ['UA', 'GB'];

/**
 * GET /data/countries: every country the phone-number rules know (ISO 3166-1 alpha-2, the same list
 * client and business phone numbers are read with), with its name in the caller's language
 * (Intl.DisplayNames) and its international calling code; Ukraine and the United Kingdom first, the
 * rest by name in the caller's alphabet.
 */
export const countries = authedProcedure
  .meta({
    rest: { method: 'GET', path: '/api/v1/data/countries', summary: 'Countries with names and calling codes', tags: ['data'] },
  })
  .input(z.object({}).optional())
  .output(z.array(z.object({ code: z.string(), name: z.string(), calling_code: z.string() })))
  .query(({ ctx }) => {
    const names = new Intl.DisplayNames([intlLocale(ctx.locale)], { type: 'region' });
    const collator = new Intl.Collator(intlLocale(ctx.locale));
    const all = getCountries().map((code) => ({
      code,
      name: names.of(code) ?? code,
      calling_code: `+${getCountryCallingCode(code)}`,
    }));
    return all.sort(
      (a, b) => (FIRST.indexOf(a.code) + 1 || 99) - (FIRST.indexOf(b.code) + 1 || 99) || collator.compare(a.name, b.name),
    );
  });
