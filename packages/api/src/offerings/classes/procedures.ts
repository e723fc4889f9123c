import { classes } from '@kairos/db';
import { asc } from 'drizzle-orm';
import { records } from '../../core/records';
import { nameKeys } from '../../shared/collation';
import { classInput } from '../../shared/offerings-schemas';
import { classOutput, toClass } from './output';

/** Classes (docs/product/appointments.md) on the records builders; `get` adds the sessions (sessions.ts). */
export const classesRecords = records({
  table: classes,
  area: 'classes',
  rest: 'classes',
  feature: 'classes',
  input: classInput,
  output: classOutput,
  toOutput: toClass,
  searchColumns: [classes.search],
  orderBy: (t) => [asc(t.sort_key), asc(t.id)],
  prepare: (d, ctx) => ({ ...d, currency: ctx.business.currency, ...nameKeys(d.name) }),
});
