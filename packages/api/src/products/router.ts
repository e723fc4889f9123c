import { router } from '../core/trpc';
import { exportProducts } from './export';
import { productsRecords as r } from './procedures';

/** Products: the seven record procedures and the CSV/XLSX export. */
export const productsRouter = router({
  ...r.all(),
  export: exportProducts,
});
