import { clients } from '@kairos/db';
import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { likeContains } from '../core/list';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * SQLite's lower() and LIKE fold ASCII letters only, so a Cyrillic text is
 * matched as typed, in lower case, capitalised and in upper case ("стрижка"
 * finds "Стрижка"), like the sales list.
 */
function spellings(text: string): string[] {
  const lower = text.toLocaleLowerCase('uk');
  return [...new Set([text, lower, lower.charAt(0).toLocaleUpperCase('uk') + lower.slice(1), text.toLocaleUpperCase('uk')])];
}

/** `column` holds `text` (a literal substring: % and _ are characters), in any of its spellings. */
export function textLike(column: SQL | SQLiteColumn, text: string): SQL {
  return sql`(${sql.join(
    spellings(text).map((s) => sql`${column} LIKE ${`%${escapeLike(s)}%`} ESCAPE '\\'`),
    sql` OR `,
  )})`;
}

/** A client's names (either order), email or phone digits: the client's own search text, lowercased in JS (Cyrillic too). */
export function clientLike(text: string): SQL {
  return sql`coalesce(${clients.search}, '') LIKE ${likeContains(text)} ESCAPE '\\'`;
}
