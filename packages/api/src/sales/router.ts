import { router } from '../core/trpc';
import { create } from './create';
import { remove } from './delete';
import { get } from './get';
import { list } from './list';
import { packageCredits } from './package-credits';

/** Sales (docs/product/sales.md): made at once, paid at checkout; deleting one voids its payments, vouchers and package balances. */
export const salesRouter = router({
  create,
  list,
  get,
  delete: remove,
  packageCredits,
});
