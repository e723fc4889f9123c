import type { Locale } from '@kairos/i18n';
import type { SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { listInput } from '../../shared/list-schemas';
import type { Feature } from '../../shared/plans';
import type { BusinessScope } from '../scope';

/** A tenant-owned table the records builders can serve. */
export type RecordTable = SQLiteTable & {
  id: SQLiteColumn;
  business_id: SQLiteColumn;
  archived_at: SQLiteColumn;
};

export type RowOf<T extends RecordTable> = T['$inferSelect'];

/** One statement of a write batch (an insert, update or delete not yet run). */
export type Statement = BatchItem<'sqlite'>;

/** The shared list query (page, search, archived, lite); an area's own extends it. */
export type ListInputSchema = typeof listInput;

/** A zod object shape with no fields: a detail that takes no extra input. */
export type NoParams = Record<never, never>;

export interface RecordSpec<
  T extends RecordTable,
  I extends z.ZodObject,
  O extends z.ZodType,
  L extends ListInputSchema = ListInputSchema,
> {
  table: T;
  /** Area name: tRPC router key, OpenAPI tag and message prefix (`<area>_created`…). */
  area: string;
  /** REST path segment: `/api/v1/<rest>`. */
  rest: string;
  feature: Feature;
  input: I;
  output: O;
  toOutput: (row: RowOf<T>) => z.input<O>;
  /** Columns matched by `search`: the records' `search` columns, folded by `nameKeys` (shared/collation.ts). */
  searchColumns: SQLiteColumn[];
  orderBy: (t: T, input: Record<string, unknown>) => SQL[];
  /** Rewrites the search text before matching (e.g. phone digits). */
  searchTerm?: (search: string) => string;
  /** Turns validated input into the row's column values (normalise, derive, check business rules); `locale` words its errors. */
  prepare?: (
    data: z.output<I>,
    scope: BusinessScope,
    locale: Locale,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The list's input when it takes more than the shared one (e.g. a sort); `listWhere` reads it. */
  listInput?: L;
  /** The list's own conditions beside the shared ones (already scoped to the caller's business). */
  listWhere?: (input: Record<string, unknown>, t: T, scope: BusinessScope) => SQL | undefined;
  /** Holds a permanent delete that no foreign key can see (e.g. ids inside a JSON column). */
  inUse?: (scope: BusinessScope, id: string) => Promise<boolean>;
}

/**
 * The `detail` hook: what a record answers when it is more than its row (a
 * package with its service lines, a class with its sessions). `load` gets the
 * row already read and must use a fixed number of queries, whatever the
 * number of lines (one joined select, not one per line). `params` are extra
 * `get` inputs next to `id` (a class's `from` date); other builders pass none.
 */
/** A detail's extra input, as its `load` receives it. */
export type Params<P extends z.core.$ZodLooseShape> = Partial<z.output<z.ZodObject<P>>>;

export interface Detail<T extends RecordTable, D extends z.ZodType, P extends z.core.$ZodLooseShape = NoParams> {
  output: D;
  params?: P;
  load: (scope: BusinessScope, row: RowOf<T>, params: Params<P>) => Promise<z.input<D>>;
}

/**
 * The `lines` hook: a record's child rows (a package's services; later a
 * sale's or invoice's items). `create` and `update` run the parent's write
 * and `write`'s statements in one batch (all or nothing; `update` drops the
 * old lines first), `destroy` runs `drop` with the parent's delete.
 */
export interface Lines<I> {
  /** Checks ids the lines point at before anything is written (another business's id reads as NOT_FOUND). */
  check?: (scope: BusinessScope, data: I) => Promise<void>;
  write: (scope: BusinessScope, parentId: string, data: I) => Statement[];
  drop: (scope: BusinessScope, parentId: string) => Statement;
}
