import { discounts } from '@kairos/db';
import { DISCOUNT_TYPES } from '@kairos/db/enums';
import { asc } from 'drizzle-orm';
import * as z from 'zod';
import { records } from '../../core/records';
import { router } from '../../core/trpc';
import { discountInput } from '../../shared/catalogue-schemas';
import { nameKeys } from '../../shared/collation';

export const discountOutput = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** percentage: basis points (1250 = 12.5 %); fixed: minor units of `currency`. */
  value: z.number().int(),
  currency: z.string(),
  archived_at: z.string().nullable(),
});

const toDiscount = (r: typeof discounts.$inferSelect): z.infer<typeof discountOutput> => ({
  id: r.id,
  name: r.name,
  type: r.type,
  value: r.value,
  currency: r.currency,
  archived_at: r.archived_at?.toISOString() ?? null,
});

export const discountsRecords = records({
  table: discounts,
  area: 'discounts',
  rest: 'discounts',
  feature: 'sales',
  input: discountInput,
  output: discountOutput,
  toOutput: toDiscount,
  searchColumns: [discounts.search],
  orderBy: (t) => [asc(t.sort_key), asc(t.id)],
  prepare: (d, ctx) => ({ ...d, currency: ctx.business.currency, ...nameKeys(d.name) }),
});

export const discountsRouter = router(discountsRecords.all());
