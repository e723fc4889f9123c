import { router } from '../core/trpc';
import { currencies } from './currencies';
import { expenseCategories } from './expense-categories';

/** SPEC 7 "Data" (`/api/v1/data/...`; the folder is not named data/, which .gitignore keeps for databases): reference lists (`/data/countries` and the bundles join here when their areas arrive). */
export const dataRouter = router({ currencies, expenseCategories });
