import * as z from 'zod';
import { moneyAmount } from './money-schema';
import { optionalText } from './schemas';

/** Largest stock count a product can hold. */
export const PRODUCT_STOCK_MAX = 1_000_000;

/**
 * A product (docs/product/sales.md), as the form and the API take it. Money in minor units
 * of the business's currency. Cost price and stock are optional: blank (null)
 * means "not tracked", 0 is a real value.
 */
export const productInput = z.object({
  name: z.string().trim().min(1).max(120),
  description: optionalText(2000),
  price: moneyAmount(),
  cost_price: moneyAmount()
    .nullish()
    .transform((v) => v ?? null),
  stock: z
    .number()
    .int()
    .min(0)
    .max(PRODUCT_STOCK_MAX)
    .nullish()
    .transform((v) => v ?? null),
});
export type ProductInput = z.output<typeof productInput>;
