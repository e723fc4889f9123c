import * as z from 'zod';
import type { BusinessScope } from '../scope';
import type { Services } from '../services';
import { type Kit, withLines } from './kit';
import type { Detail, Lines, ListInputSchema, RecordTable, RowOf } from './types';

type WriteOptions<T extends RecordTable, I extends z.ZodObject, D extends z.ZodType> = {
  /** Child rows written in the same batch as the record. */
  lines?: Lines<z.output<I>>;
  /** Answer with the detail (e.g. the record and its lines) instead of the row's fields. */
  detail?: Detail<T, D>;
  summary?: string;
  /** Runs after the write committed, before the answer (e.g. classes: a session's spaces changed → the waitlist's run). */
  after?: (ctx: BusinessScope & { services: Services }, row: RowOf<T>) => Promise<void>;
};

/** `create`: the record (and its lines, in one batch), in the caller's business. */
export function createBuilder<
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
>(k: Kit<T, I, O, L>) {
  const { spec } = k;
  return <D extends z.ZodType = O>(options: WriteOptions<T, I, D> = {}) =>
    k
      .writer({ method: 'POST', path: k.base, summary: options.summary ?? `Create one of ${spec.rest}`, action: 'created' })
      .input(spec.input)
      .output(k.outputOf<D>(options.detail))
      .mutation(async ({ ctx, input }) => {
        const data = input as z.output<I>;
        const values = await k.prepare(data, ctx, ctx.locale);
        await options.lines?.check?.(ctx, data);
        const id = crypto.randomUUID();
        const insert = ctx.db
          .insert(k.table)
          .values({ ...values, id, business_id: ctx.businessId, created_at: ctx.now, updated_at: ctx.now } as never)
          .returning();
        const row = await withLines<RowOf<T>>(ctx.db, insert, options.lines?.write(ctx, id, data) ?? []);
        return (await k.answer(ctx, row, options.detail)) as never;
      });
}

/** `update`: replaces the record's fields (and its lines: the old ones dropped, the new written, in one batch). */
export function updateBuilder<
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
>(k: Kit<T, I, O, L>) {
  const { spec } = k;
  return <D extends z.ZodType = O>(options: WriteOptions<T, I, D> = {}) =>
    k
      .writer({
        method: 'PUT',
        path: `${k.base}/{id}`,
        summary: options.summary ?? `Update one of ${spec.rest}`,
        action: 'updated',
      })
      .input(spec.input.safeExtend({ id: z.string().min(1).max(64) }))
      .output(k.outputOf<D>(options.detail))
      .mutation(async ({ ctx, input }) => {
        const { id, ...rest } = input as { id: string } & z.output<I>;
        const data = rest as z.output<I>;
        await k.find(ctx, ctx.businessId, id);
        const values = await k.prepare(data, ctx, ctx.locale);
        await options.lines?.check?.(ctx, data);
        const update = ctx.db
          .update(k.table)
          .set({ ...values, updated_at: ctx.now } as never)
          .where(k.byId(ctx.businessId, id))
          .returning();
        const lines = options.lines ? [options.lines.drop(ctx, id), ...options.lines.write(ctx, id, data)] : [];
        const row = await withLines<RowOf<T>>(ctx.db, update, lines);
        await options.after?.(ctx, row);
        return (await k.answer(ctx, row, options.detail)) as never;
      });
}
