import { isNotNull, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { idParam, type listInput } from '../../shared/list-schemas';
import { containsText, listOutput, paginate } from '../list';
import { scopeToBusiness } from '../tenant';
import { gated } from '../trpc';
import type { Kit } from './kit';
import type { Detail, ListInputSchema, NoParams, RecordTable, RowOf } from './types';

/** `list`: a page of the active or archived records, searched, in the spec's order; lite mode for pickers. */
export function listBuilder<
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
>(k: Kit<T, I, O, L>) {
  const { spec, table } = k;
  return (options: { summary?: string } = {}) =>
    gated(spec.feature)
      .meta({
        rest: {
          method: 'GET',
          path: k.base,
          summary: options.summary ?? `List ${spec.rest} (page, per_page, search, archived, is_lite)`,
          tags: k.tags,
        },
      })
      .input(k.listSchema)
      .output(listOutput(spec.output))
      .query(({ ctx, input }) => {
        const i = input as z.infer<typeof listInput> & Record<string, unknown>;
        const search = i.search ? (spec.searchTerm?.(i.search) ?? i.search) : undefined;
        const where = scopeToBusiness(
          table,
          ctx.businessId,
          i.archived ? isNotNull(table.archived_at) : isNull(table.archived_at),
          search ? or(...spec.searchColumns.map((c) => containsText(c, search))) : undefined,
          spec.listWhere?.(i, spec.table, ctx),
        );
        // The output schema checks every result at run time; `as never` only bridges tRPC's generic inference.
        return paginate(ctx.db, table, where, spec.orderBy(spec.table, i), i, (row) => spec.toOutput(row as RowOf<T>)) as never;
      });
}

/**
 * `get`: one record by id. With `detail`, the answer is the detail hook's
 * (its lines or related rows) and `detail.params` join the input.
 */
export function getBuilder<
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
>(k: Kit<T, I, O, L>) {
  const { spec } = k;
  return <D extends z.ZodType = O, P extends z.core.$ZodLooseShape = NoParams>(
    options: { detail?: Detail<T, D, P>; summary?: string } = {},
  ) =>
    gated(spec.feature)
      .meta({ rest: { method: 'GET', path: `${k.base}/{id}`, summary: options.summary ?? `One of ${spec.rest}`, tags: k.tags } })
      .input(idParam.extend((options.detail?.params ?? {}) as P))
      .output(k.outputOf<D>(options.detail))
      .query(async ({ ctx, input }) => {
        // zod cannot resolve the extended shape while P is generic; the schema above has checked `id`.
        const { id } = input as unknown as { id: string };
        const row = await k.find(ctx, ctx.businessId, id);
        // The detail's params are the input's fields beside `id` (validated by the schema above).
        return (await k.answer(ctx, row, options.detail, input as never)) as never;
      });
}
