import type { Db } from '@kairos/db';
import { count, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as z from 'zod';
import { searchKey } from '../shared/collation';

export { DEFAULT_PER_PAGE, idParam, type ListInput, listInput } from '../shared/list-schemas';

import type { ListInput } from '../shared/list-schemas';

export const LITE_LIMIT = 1000;

export function listOutput<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

/** One page of rows and the total, with the same `where`. Lite mode returns up to LITE_LIMIT rows, unpaged. */
export async function paginate<TTable extends SQLiteTable, TRow>(
  db: Db,
  table: TTable,
  where: SQL,
  orderBy: SQL[],
  input: ListInput,
  map: (row: TTable['$inferSelect']) => TRow,
): Promise<Page<TRow>> {
  const perPage = input.is_lite ? LITE_LIMIT : input.per_page;
  const page = input.is_lite ? 1 : input.page;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(table as SQLiteTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(table as SQLiteTable)
      .where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    items: (rows as TTable['$inferSelect'][]).map(map),
    total,
    page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** The search text folded as the `search` columns are (`searchKey`), LIKE wildcards escaped (used with ESCAPE '\\'). */
export function likeContains(text: string): string {
  return `%${searchKey(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column LIKE '%text%' ESCAPE '\\'`: a literal substring match, whatever the person typed, for a `search` column
 * (folded by `nameKeys`: case, accents, Ґ/Г, Є/Е, І/Ї/И and apostrophes aside). Columns stored as typed use
 * `containsAnyCase`.
 */
export function containsText(column: SQLiteColumn, text: string): SQL {
  return sql`${column} LIKE ${likeContains(text)} ESCAPE '\\'`;
}

/**
 * The spellings a text may be stored in: SQLite's lower() and LIKE fold ASCII letters only, so a Cyrillic
 * text is tried as typed, in lower case, capitalised and in upper case ("стрижка" finds "Стрижка").
 */
function spellings(text: string): string[] {
  const lower = text.toLocaleLowerCase('uk');
  return [...new Set([text, lower, lower.charAt(0).toLocaleUpperCase('uk') + lower.slice(1), text.toLocaleUpperCase('uk')])];
}

/** `column` holds `text` as a literal substring (% and _ are characters) in any of its spellings: for columns stored as typed. */
export function containsAnyCase(column: SQL | SQLiteColumn, text: string): SQL {
  return sql`(${sql.join(
    spellings(text).map((s) => sql`${column} LIKE ${`%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`),
    sql` OR `,
  )})`;
}
