import { m } from '@kairos/i18n';
import { and, asc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import { idParam, listInput } from '../shared/list-schemas';
import type { Feature } from '../shared/plans';
import type { Ctx } from './context';
import { AppError } from './errors';
import { isForeignKeyViolation } from './in-use';
import { containsText, listOutput, paginate } from './list';
import type { BusinessScope } from './scope';
import { findOwned, scopeToBusiness } from './tenant';
import { gated } from './trpc';

/** A tenant-owned table the list-and-form pattern can serve. */
type RecordTable = SQLiteTable & {
  id: SQLiteColumn;
  business_id: SQLiteColumn;
  archived_at: SQLiteColumn;
};

/** What `prepare` hooks get: the business scope, and the caller's language for their messages. */
type PrepareScope = BusinessScope & Pick<Ctx, 'locale'>;

export interface CrudSpec<T extends RecordTable, I extends z.ZodObject, O extends z.ZodType> {
  table: T;
  /** Area name: REST path segment (`/api/v1/<rest>`) and message prefix (`<area>_created`…). */
  area: string;
  rest: string;
  feature: Feature;
  input: I;
  output: O;
  toOutput: (row: T['$inferSelect']) => z.input<O>;
  /** Columns matched by `search` (lowercased text columns). */
  searchColumns: SQLiteColumn[];
  orderBy: (t: T, input: Record<string, unknown>) => SQL[];
  /** Rewrites the search text before matching (e.g. phone digits). */
  searchTerm?: (search: string) => string;
  /** Turns validated input into column values (normalise, derive, check business rules). */
  prepare?: (data: z.output<I>, ctx: PrepareScope) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Extra list filters from the list input (e.g. a type filter). */
  listInput?: z.ZodObject;
  listWhere?: (input: Record<string, unknown>, t: T) => SQL | undefined;
  /** Holds a permanent delete that no foreign key can see (e.g. ids inside a JSON column). */
  inUse?: (scope: BusinessScope, id: string) => Promise<boolean>;
}

/**
 * The list-and-form pattern, built once: list (page, search, active/archived,
 * lite), get, create, update, archive (DELETE), restore, and permanent delete
 * from the archive. Every query is scoped to the caller's business; another
 * business's id reads as NOT_FOUND. Writes need a writable subscription.
 */
export function crudProcedures<T extends RecordTable, I extends z.ZodObject, O extends z.ZodType>(spec: CrudSpec<T, I, O>) {
  const { table, area, rest, feature } = spec;
  const base = `/api/v1/${rest}`;
  const tags = [area];
  const msg = (action: string) => `${area}_${action}`;
  const table_ = table as RecordTable;
  const byId = (businessId: string, id: string) => scopeToBusiness(table_, businessId, eq(table_.id, id));

  const find = (ctx: Pick<Ctx, 'db'>, businessId: string, id: string) => findOwned(ctx.db, table, businessId, id);
  const prepare = async (data: z.output<I>, ctx: PrepareScope) =>
    spec.prepare ? spec.prepare(data, ctx) : (data as Record<string, unknown>);
  // The output schema checks every result at run time; `as never` only bridges tRPC's generic inference.
  const one = async (q: Promise<unknown[]>): Promise<never> =>
    spec.toOutput(((await q) as T['$inferSelect'][])[0] as T['$inferSelect']) as never;

  const list = gated(feature)
    .meta({ rest: { method: 'GET', path: base, summary: `List ${rest} (page, per_page, search, archived, is_lite)`, tags } })
    .input(spec.listInput ?? listInput)
    .output(listOutput(spec.output))
    .query(({ ctx, input }) => {
      const i = input as z.infer<typeof listInput> & Record<string, unknown>;
      const where = scopeToBusiness(
        table_,
        ctx.businessId,
        i.archived ? isNotNull(table_.archived_at) : isNull(table_.archived_at),
        i.search
          ? or(...spec.searchColumns.map((c) => containsText(c, spec.searchTerm?.(i.search as string) ?? (i.search as string))))
          : undefined,
        spec.listWhere?.(i, table),
      );
      return paginate(ctx.db, table_, where, spec.orderBy(table, i), i, (row) =>
        spec.toOutput(row as T['$inferSelect']),
      ) as never;
    });

  const get = gated(feature)
    .meta({ rest: { method: 'GET', path: `${base}/{id}`, summary: `One of ${rest}`, tags } })
    .input(idParam)
    .output(spec.output)
    .query(async ({ ctx, input }) => spec.toOutput(await find(ctx, ctx.businessId, input.id)) as never);

  const create = gated(feature, { write: true })
    .meta({ rest: { method: 'POST', path: base, summary: `Create one of ${rest}`, tags, message: msg('created') } })
    .input(spec.input)
    .output(spec.output)
    .mutation(async ({ ctx, input }) => {
      const values = await prepare(input as z.output<I>, ctx);
      return one(
        ctx.db
          .insert(table_)
          .values({ ...values, business_id: ctx.businessId, created_at: ctx.now, updated_at: ctx.now } as never)
          .returning(),
      );
    });

  const update = gated(feature, { write: true })
    .meta({ rest: { method: 'PUT', path: `${base}/{id}`, summary: `Update one of ${rest}`, tags, message: msg('updated') } })
    .input(spec.input.safeExtend({ id: z.string().min(1).max(64) }))
    .output(spec.output)
    .mutation(async ({ ctx, input }) => {
      const { id, ...data } = input as { id: string } & z.output<I>;
      await find(ctx, ctx.businessId, id);
      const values = await prepare(data as z.output<I>, ctx);
      return one(
        ctx.db
          .update(table_)
          .set({ ...values, updated_at: ctx.now } as never)
          .where(byId(ctx.businessId, id))
          .returning(),
      );
    });

  const archive = gated(feature, { write: true })
    .meta({ rest: { method: 'DELETE', path: `${base}/{id}`, summary: `Archive one of ${rest}`, tags, message: msg('archived') } })
    .input(idParam)
    .output(spec.output)
    .mutation(async ({ ctx, input }) => {
      const row = (await find(ctx, ctx.businessId, input.id)) as { archived_at: Date | null };
      if (row.archived_at) return spec.toOutput(row as T['$inferSelect']) as never;
      return one(
        ctx.db
          .update(table_)
          .set({ archived_at: ctx.now } as never)
          .where(byId(ctx.businessId, input.id))
          .returning(),
      );
    });

  const restore = gated(feature, { write: true })
    .meta({
      rest: {
        method: 'PUT',
        path: `${base}/{id}/restore`,
        summary: `Restore one of ${rest} from the archive`,
        tags,
        message: msg('restored'),
      },
    })
    .input(idParam)
    .output(spec.output)
    .mutation(async ({ ctx, input }) => {
      await find(ctx, ctx.businessId, input.id);
      return one(
        ctx.db
          .update(table_)
          .set({ archived_at: null } as never)
          .where(byId(ctx.businessId, input.id))
          .returning(),
      );
    });

  const destroy = gated(feature, { write: true })
    .meta({
      rest: {
        method: 'DELETE',
        path: `${base}/{id}/permanent`,
        summary: `Delete an archived one of ${rest} for good`,
        tags,
        message: msg('deleted'),
      },
    })
    .input(idParam)
    .output(z.null())
    .mutation(async ({ ctx, input }) => {
      const row = (await find(ctx, ctx.businessId, input.id)) as { archived_at: Date | null };
      if (!row.archived_at) throw new AppError('ARCHIVE_FIRST');
      if (await spec.inUse?.(ctx, input.id)) throw new AppError('IN_USE', { area });
      try {
        await ctx.db.delete(table_).where(byId(ctx.businessId, input.id));
      } catch (e) {
        // A RESTRICT foreign key refused: rows with history still point here (docs/DECISIONS.md).
        if (isForeignKeyViolation(e)) throw new AppError('IN_USE', { area });
        throw e;
      }
      return null;
    });

  return { procedures: { list, get, create, update, archive, restore, destroy }, find };
}

/** Default ordering helper: a sort column then id, for a stable order across pages. */
export const byColumn = (c: SQLiteColumn, id: SQLiteColumn) => [asc(c), asc(id)];

/** A business-rule failure on one field, translated. */
export function fieldError(ctx: Pick<Ctx, 'locale'>, field: string, key: keyof typeof m): AppError {
  const fn = m[key] as (i: object, o: { locale: 'uk' | 'en' }) => string;
  return new AppError('VALIDATION_ERROR', {}, { [field]: [fn({}, { locale: ctx.locale })] });
}

export { and };
