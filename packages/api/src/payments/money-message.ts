import type { Locale } from '@kairos/i18n';
import { formatMoney } from '../shared/money';

/**
 * An error message with amounts in it: the AppError carries minor units and the
 * currency (`{ amount, currency }`, also `tendered`), and the amounts are
 * written in the caller's language when the message is, not where it was thrown.
 */
export function moneyMessage<I extends object>(message: (inputs: I, options?: { locale?: Locale }) => string) {
  return (inputs: Record<string, string | number> = {}, options?: { locale?: Locale }): string => {
    const locale = options?.locale ?? 'uk';
    const currency = String(inputs.currency ?? 'GBP');
    const out: Record<string, string | number> = { ...inputs };
    for (const key of ['amount', 'tendered'] as const) {
      if (typeof inputs[key] === 'number') out[key] = formatMoney(inputs[key] as number, currency, locale);
    }
    return message(out as unknown as I, options);
  };
}
