import { isNotNull, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { idParam, type listInput } from '../../shared/list-schemas';
import { deepFreeze, reusingFrozen } from '../frozen-output';
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
      .output(reusingFrozen(listOutput(spec.output)))
      .query(async ({ ctx, input }) => {
        const i = input as z.infer<typeof listInput> & Record<string, unknown>;
        const search = i.search ? (spec.searchTerm?.(i.search) ?? i.search) : undefined;
        const extra = spec.listWhere?.(i, spec.table, ctx);
        // A page read again within a few seconds by the same cookie session, with no write in between, is the
        // same page (core/auth-cache.ts `read`): answered from there. Not for lite lists (up to 1,000 rows), bearer
        // tokens (no cached session) or area filters (they may depend on the time).
        const cache = ctx.services.authCache;
        const key =
          cache && ctx.auth.memo && ctx.auth.session && !i.is_lite && !extra
            ? `${ctx.auth.session.id}\n${k.base}\n${ctx.locale}\n${JSON.stringify(input)}`
            : undefined;
        if (key) {
          const hit = cache?.read(key, ctx.now);
          if (hit) return hit as never;
        }
        const epoch = cache?.currentEpoch() ?? 0;
        const where = scopeToBusiness(
          table,
          ctx.businessId,
          i.archived ? isNotNull(table.archived_at) : isNull(table.archived_at),
          search ? or(...spec.searchColumns.map((c) => containsText(c, search))) : undefined,
          extra,
        );
        const page = await paginate(ctx.db, table, where, spec.orderBy(spec.table, i), i, (row) =>
          spec.toOutput(row as RowOf<T>),
        );
        // Frozen whole: the output schema then validates it once (core/frozen-output.ts).
        if (key) cache?.remember(key, deepFreeze(page), ctx.now, epoch);
        // The output schema checks every result at run time; `as never` only bridges tRPC's generic inference.
        return page as never;
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
