import * as z from 'zod';
import { MAX_AMOUNT_MINOR } from './money';

/**
 * An amount in minor units from `min` to MAX_AMOUNT_MINOR. Its bounds are custom issues marked
 * `unit: 'money'`, so messages show them as money in the form's currency ("£100,000,000.00");
 * the OpenAPI document still states them as minimum/maximum.
 */
export function moneyAmount(min = 0) {
  return z
    .number()
    .int()
    .superRefine((v, ctx) => {
      if (v < min) ctx.addIssue({ code: 'custom', params: { key: 'validation_min_value', min, unit: 'money' } });
      else if (v > MAX_AMOUNT_MINOR)
        ctx.addIssue({ code: 'custom', params: { key: 'validation_max_value', max: MAX_AMOUNT_MINOR, unit: 'money' } });
    })
    .meta({ minimum: min, maximum: MAX_AMOUNT_MINOR });
}
