import { and, asc } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { Ctx } from './context';
import { AppError } from './errors';
import { type ListInputSchema, type RecordSpec, type RecordTable, records } from './records';

export type CrudSpec<
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
> = RecordSpec<T, I, O, L>;

/**
 * All seven procedures of the list-and-form pattern with no hooks, and `find`
 * (the builders in core/records; an area that needs lines, a detail answer or
 * fewer procedures uses `records(spec)` directly).
 */
export function crudProcedures<
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
>(spec: CrudSpec<T, I, O, L>) {
  const r = records(spec);
  return { procedures: r.all(), find: r.find };
}

/** Default ordering helper: a sort column then id, for a stable order across pages. */
export const byColumn = (c: SQLiteColumn, id: SQLiteColumn) => [asc(c), asc(id)];

/** A business-rule failure on one field, translated. */
export function fieldError(
  ctx: Pick<Ctx, 'locale'>,
  field: string,
  message: (inputs: Record<string, never>, options: { locale: 'uk' | 'en' }) => string,
): AppError {
  // The message itself (`m.some_key`), not its key: `m[key]` keeps every message in the Worker bundle.
  return new AppError('VALIDATION_ERROR', {}, { [field]: [message({}, { locale: ctx.locale })] });
}

export { and };
