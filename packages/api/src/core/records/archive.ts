import * as z from 'zod';
import { foreignKeyFailed } from '../db-errors';
import { AppError } from '../errors';
import { idParam } from '../list';
import type { Kit } from './kit';
import type { Detail, Lines, ListInputSchema, RecordTable, RowOf } from './types';

type StateOptions<T extends RecordTable, D extends z.ZodType> = { detail?: Detail<T, D>; summary?: string };

/** `archive` (REST DELETE) and `restore` (PUT …/restore): one procedure shape, setting or clearing `archived_at`. */
function stateBuilder<T extends RecordTable, I extends z.ZodObject, O extends z.ZodType, L extends ListInputSchema>(
  k: Kit<T, I, O, L>,
  archive: boolean,
) {
  const { spec, table } = k;
  return <D extends z.ZodType = O>(options: StateOptions<T, D> = {}) =>
    k
      .writer(
        archive
          ? {
              method: 'DELETE',
              path: `${k.base}/{id}`,
              summary: options.summary ?? `Archive one of ${spec.rest}`,
              action: 'archived',
            }
          : {
              method: 'PUT',
              path: `${k.base}/{id}/restore`,
              summary: options.summary ?? `Restore one of ${spec.rest} from the archive`,
              action: 'restored',
            },
      )
      .input(idParam)
      .output(k.outputOf<D>(options.detail))
      .mutation(async ({ ctx, input }) => {
        let row = await k.find(ctx, ctx.businessId, input.id);
        // Archiving twice keeps the first date.
        if (!archive || !(row as { archived_at: Date | null }).archived_at) {
          const rows = await ctx.db
            .update(table)
            .set({ archived_at: archive ? ctx.now : null } as never)
            .where(k.byId(ctx.businessId, input.id))
            .returning();
          row = rows[0] as RowOf<T>;
        }
        return (await k.answer(ctx, row, options.detail)) as never;
      });
}

/** `archive` (REST DELETE): moves the record to the archived list; archiving twice changes nothing. */
export const archiveBuilder = <
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
>(
  k: Kit<T, I, O, L>,
) => stateBuilder(k, true);

/** `restore`: brings an archived record back to the active list. */
export const restoreBuilder = <
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
>(
  k: Kit<T, I, O, L>,
) => stateBuilder(k, false);

/**
 * `destroy` (REST DELETE …/permanent): deletes an archived record for good,
 * with its lines' `drop` in the same batch. Refused with ARCHIVE_FIRST while
 * active, and IN_USE while rows with history point at it (a RESTRICT key or
 * the spec's `inUse`). A ledger record (payments, invoices, credits) has no
 * destroy: its router leaves this builder out (see index.ts).
 */
export function destroyBuilder<
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
>(k: Kit<T, I, O, L>) {
  const { spec, table } = k;
  return (options: { lines?: Pick<Lines<z.output<I>>, 'drop'>; summary?: string } = {}) =>
    k
      .writer({
        method: 'DELETE',
        path: `${k.base}/{id}/permanent`,
        summary: options.summary ?? `Delete an archived one of ${spec.rest} for good`,
        action: 'deleted',
        errors: ['ARCHIVE_FIRST', 'IN_USE'],
      })
      .input(idParam)
      .output(z.null())
      .mutation(async ({ ctx, input }) => {
        const row = (await k.find(ctx, ctx.businessId, input.id)) as { archived_at: Date | null };
        if (!row.archived_at) throw new AppError('ARCHIVE_FIRST');
        if (await spec.inUse?.(ctx, input.id)) throw new AppError('IN_USE', { area: spec.area });
        const remove = ctx.db.delete(table).where(k.byId(ctx.businessId, input.id));
        try {
          if (options.lines) await ctx.db.batch([options.lines.drop(ctx, input.id), remove]);
          else await remove;
        } catch (e) {
          // A RESTRICT foreign key refused: rows with history still point here (docs/DECISIONS.md).
          if (foreignKeyFailed(e)) throw new AppError('IN_USE', { area: spec.area });
          throw e;
        }
        return null;
      });
}
