import { packages } from '@kairos/db';
import { asc } from 'drizzle-orm';
import { records } from '../../core/records';
import { nameKeys } from '../../shared/collation';
import { packageInput } from '../../shared/offerings-schemas';
import { packageOutput, toPackage } from './output';

/**
 * Packages (docs/product/appointments.md) on the records builders; every procedure answers with the
 * package's service lines (detail.ts) and writes them with the package (lines.ts).
 */
export const packagesRecords = records({
  table: packages,
  area: 'packages',
  rest: 'packages',
  feature: 'packages',
  input: packageInput,
  output: packageOutput,
  toOutput: toPackage,
  searchColumns: [packages.search],
  orderBy: (t) => [asc(t.sort_key), asc(t.id)],
  /** The package row's values from the form: currency from the business, a sort key for the list. */
  prepare: (input, ctx) => ({
    name: input.name,
    price: input.price,
    currency: ctx.business.currency,
    expiry_months: input.expiry_months,
    notes: input.notes,
    online_booking: input.online_booking,
    ...nameKeys(input.name),
  }),
});
