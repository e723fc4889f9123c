import { router } from '../core/trpc';
import { countries } from './countries';
import { currencies } from './currencies';
import { expenseCategories } from './expense-categories';

/** docs/product/reference.md "Data" (`/api/v1/data/...`; the folder is not named data/, which .gitignore keeps for databases): reference lists (the bundles live with credits/). */
export const referenceRouter = router({ countries, currencies, expenseCategories });
