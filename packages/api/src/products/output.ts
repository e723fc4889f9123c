import type { products } from '@kairos/db';
import * as z from 'zod';

export const productOutput = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Minor units, in `currency`. */
  price: z.number().int(),
  /** What the product costs the business (minor units); null when not tracked. */
  cost_price: z.number().int().nullable(),
  /** Units in stock; null when stock is not tracked. */
  stock: z.number().int().nullable(),
  currency: z.string(),
  archived_at: z.string().nullable(),
});
export type ProductOutput = z.infer<typeof productOutput>;

export const toProduct = (r: typeof products.$inferSelect): ProductOutput => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: r.price,
  cost_price: r.cost_price,
  stock: r.stock,
  currency: r.currency,
  archived_at: r.archived_at?.toISOString() ?? null,
});
