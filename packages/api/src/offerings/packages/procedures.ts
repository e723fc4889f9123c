import { packages } from '@kairos/db';
import { asc } from 'drizzle-orm';
import { crudProcedures } from '../../core/crud';
import { packageInput } from '../../shared/offerings-schemas';
import { packageOutput, toPackage } from './output';

/**
 * The list-and-form procedures for packages. Only `list` is used as built:
 * the others answer with the package's services too (see router.ts), so the
 * factory's `prepare` is never reached for writes.
 */
export const packagesCrud = crudProcedures({
  table: packages,
  area: 'packages',
  rest: 'packages',
  feature: 'packages',
  input: packageInput,
  output: packageOutput,
  toOutput: toPackage,
  searchColumns: [packages.sort_key],
  orderBy: (t) => [asc(t.sort_key), asc(t.id)],
});
