import { products } from '@kairos/db';
import { asc } from 'drizzle-orm';
import { records } from '../core/records';
import { nameKeys } from '../shared/collation';
import { productInput } from '../shared/products-schemas';
import { productOutput, toProduct } from './output';

/**
 * Products (docs/product/sales.md) on the records builders, priced in the business's
 * currency. A product sold (sale lines) or included in a gift voucher is held
 * by RESTRICT keys: deleting it for good answers IN_USE and it stays archived.
 */
export const productsRecords = records({
  table: products,
  area: 'products',
  rest: 'products',
  feature: 'products',
  input: productInput,
  output: productOutput,
  toOutput: toProduct,
  searchColumns: [products.search],
  orderBy: (t) => [asc(t.sort_key), asc(t.id)],
  prepare: (input, ctx) => ({
    name: input.name,
    description: input.description,
    price: input.price,
    cost_price: input.cost_price,
    stock: input.stock,
    currency: ctx.business.currency,
    ...nameKeys(input.name),
  }),
});
