import type { Db } from '@kairos/db';
import { and, count, eq, getTableColumns, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { idParam, type listInput } from '../../shared/list-schemas';
import { deepFreeze, reusingFrozen } from '../frozen-output';
import { containsText, LITE_LIMIT, type ListInput, likeContains, listOutput, type Page, paginate } from '../list';
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
        const toOutput = (row: unknown) => spec.toOutput(row as RowOf<T>);
        const statements = extra ? undefined : preparedList(ctx.db, k, i, search !== undefined);
        const page = statements
          ? await preparedPage(statements, ctx.businessId, search, i, toOutput)
          : await paginate(
              ctx.db,
              table,
              scopeToBusiness(
                table,
                ctx.businessId,
                i.archived ? isNotNull(table.archived_at) : isNull(table.archived_at),
                search ? or(...spec.searchColumns.map((c) => containsText(c, search))) : undefined,
                extra,
              ),
              spec.orderBy(spec.table, i),
              i,
              toOutput,
            );
        // Frozen whole: the output schema then validates it once (core/frozen-output.ts).
        if (key) cache?.remember(key, deepFreeze(page), ctx.now, epoch);
        // The output schema checks every result at run time; `as never` only bridges tRPC's generic inference.
        return page as never;
      });
}

/**
 * A list's page and count as prepared statements, one pair per shape (archived or not, searched or not, and the
 * other inputs, which may choose the order): building a select's SQL with drizzle costs about as much as running
 * it. The values (business, search, page) are placeholders. The derived `search` and `sort_key` columns are not
 * read (no output shows them; they are the longest cells of a row). Shapes with an area filter (`listWhere`) are
 * built per request (`paginate`); so is any shape past the first 64 of a list.
 */
interface ListStatements {
  rows: { all(values: Record<string, unknown>): Promise<unknown[]> };
  total: { all(values: Record<string, unknown>): Promise<{ n: number }[]> };
}
const listStatements = new WeakMap<Db, Map<string, ListStatements>>();
const MAX_SHAPES = 64;

function preparedList<T extends RecordTable, I extends z.ZodObject, O extends z.ZodType, L extends ListInputSchema>(
  db: Db,
  k: Kit<T, I, O, L>,
  i: z.infer<typeof listInput> & Record<string, unknown>,
  searched: boolean,
): ListStatements | undefined {
  const { page: _page, per_page: _perPage, search: _search, is_lite: _lite, archived, ...rest } = i;
  const key = `${k.base}|${archived ? 1 : 0}|${searched ? 1 : 0}|${JSON.stringify(rest)}`;
  let byKey = listStatements.get(db);
  if (!byKey) {
    byKey = new Map();
    listStatements.set(db, byKey);
  }
  const known = byKey.get(key);
  if (known || byKey.size >= MAX_SHAPES) return known;
  const table = k.table;
  const where = and(
    eq(table.business_id, sql.placeholder('business')),
    archived ? isNotNull(table.archived_at) : isNull(table.archived_at),
    searched ? or(...k.spec.searchColumns.map((c) => sql`${c} LIKE ${sql.placeholder('like')} ESCAPE '\\'`)) : undefined,
  );
  const { search: _s, sort_key: _k, ...columns } = getTableColumns(table) as Record<string, SQLiteColumn>;
  const made: ListStatements = {
    rows: db
      .select(columns)
      .from(table as SQLiteTable)
      .where(where)
      .orderBy(...k.spec.orderBy(k.spec.table, i))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(),
    total: db
      .select({ n: count() })
      .from(table as SQLiteTable)
      .where(where)
      .prepare(),
  };
  byKey.set(key, made);
  return made;
}

async function preparedPage<R>(
  s: ListStatements,
  businessId: string,
  search: string | undefined,
  input: ListInput,
  map: (row: unknown) => R,
): Promise<Page<R>> {
  const perPage = input.is_lite ? LITE_LIMIT : input.per_page;
  const page = input.is_lite ? 1 : input.page;
  const values = { business: businessId, like: search === undefined ? undefined : likeContains(search) };
  const [rows, totals] = await Promise.all([
    s.rows.all({ ...values, limit: perPage, offset: (page - 1) * perPage }),
    s.total.all(values),
  ]);
  const total = totals[0]?.n ?? 0;
  return { items: rows.map(map), total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
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
