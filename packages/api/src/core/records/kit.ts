import type { Db } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { listInput } from '../../shared/list-schemas';
import type { Ctx } from '../context';
import type { ErrorCode } from '../errors';
import type { BusinessScope } from '../scope';
import { findOwned, scopeToBusiness } from '../tenant';
import { gated } from '../trpc';
import type { Detail, ListInputSchema, NoParams, Params, RecordSpec, RecordTable, RowOf, Statement } from './types';

/** What every builder of one record type shares: paths, messages, lookups and the answer. */
export function kit<
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
>(spec: RecordSpec<T, I, O, L>) {
  const table = spec.table as RecordTable;
  return {
    spec,
    table,
    base: `/api/v1/${spec.rest}`,
    tags: [spec.area],
    msg: (action: string) => `${spec.area}_${action}`,
    /** The list's input: the area's own, else the shared one (the type parameter's default). */
    listSchema: (spec.listInput ?? listInput) as L,
    /** A writing procedure of this area: plan-gated, refused in read-only mode, on REST with the area's message. */
    writer: (rest: {
      method: 'POST' | 'PUT' | 'DELETE';
      path: string;
      summary: string;
      action: string;
      errors?: readonly ErrorCode[];
    }) =>
      gated(spec.feature, { write: true }).meta({
        rest: {
          method: rest.method,
          path: rest.path,
          summary: rest.summary,
          tags: [spec.area],
          message: `${spec.area}_${rest.action}`,
          ...(rest.errors ? { errors: rest.errors } : {}),
        },
      }),
    byId: (businessId: string, id: string) => scopeToBusiness(table, businessId, eq(table.id, id)),
    /** The business's row by id (an id from a request); none, or another business's, is NOT_FOUND. */
    find: (ctx: Pick<Ctx, 'db'>, businessId: string, id: string): Promise<RowOf<T>> =>
      findOwned(ctx.db, spec.table, businessId, id),
    prepare: async (data: z.output<I>, scope: BusinessScope, locale: Locale): Promise<Record<string, unknown>> =>
      spec.prepare ? spec.prepare(data, scope, locale) : (data as Record<string, unknown>),
    /** The schema a builder answers with: the detail's, else the record's. */
    // The default type argument D = O makes the two the same when no detail is given.
    outputOf: <D extends z.ZodType>(detail?: { output: D }) => (detail?.output ?? spec.output) as D,
    /** The answer for a row: the detail hook's, else the record's own fields. */
    answer: <D extends z.ZodType, P extends z.core.$ZodLooseShape = NoParams>(
      scope: BusinessScope,
      row: RowOf<T>,
      detail?: Detail<T, D, P>,
      params: Params<P> = {},
    ): Promise<unknown> => (detail ? detail.load(scope, row, params) : Promise.resolve(spec.toOutput(row))),
  };
}

export type Kit<
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
> = ReturnType<typeof kit<T, I, O, L>>;

/**
 * Runs a parent's write (`…returning()`) and its lines' statements in one
 * batch, so either all of them happen or none; answers the parent's row.
 * Without lines it is the plain statement.
 */
export async function withLines<R>(db: Db, parent: Statement & PromiseLike<R[]>, lines: Statement[]): Promise<R> {
  if (lines.length === 0) return (await parent)[0] as R;
  const [rows] = await db.batch([parent, ...lines]);
  return (rows as R[])[0] as R;
}
