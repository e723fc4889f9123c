import { type Db, news, newsReads } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';

/** Whose bell: the user, the language they read the app in, and the request's clock. */
export interface Reader {
  userId: string;
  locale: Locale;
  now: Date;
}

/** A news item an owner may see: published, not deleted, in their language or both (docs/product/notifications.md). */
export function visibleNews(r: Reader): SQL {
  return and(lte(news.published_at, r.now), isNull(news.deleted_at), or(isNull(news.locale), eq(news.locale, r.locale))) as SQL;
}

/** The reader's own news_reads row beside each item (join condition). */
export const ownRead = (r: Reader) => and(eq(newsReads.news_id, news.id), eq(newsReads.user_id, r.userId));

/** Still in the reader's bell: visible and not dismissed by them. */
export const inBell = (r: Reader) => and(visibleNews(r), isNull(newsReads.dismissed_at)) as SQL;

/** Counted on the badge: in the bell and not read. */
export const unreadInBell = (r: Reader) => and(inBell(r), isNull(newsReads.read_at)) as SQL;

/**
 * One guarded statement that writes the reader's state of the items `where` picks (visible ones only):
 * `column` is set to now unless already set, and an item the reader dismissed is left alone.
 * Returns the ids it changed, so an unknown, hidden or dismissed id changes nothing and reads as none.
 */
export async function markNews(db: Db, r: Reader, column: 'read_at' | 'dismissed_at', where: SQL): Promise<string[]> {
  const now = r.now.getTime();
  const col = sql.raw(column);
  const rows = await db.all<{ news_id: string }>(sql`
    INSERT INTO news_reads (user_id, news_id, ${col})
    SELECT ${r.userId}, ${news.id}, ${now} FROM ${news}
    LEFT JOIN ${newsReads} ON ${ownRead(r)}
    WHERE ${visibleNews(r)} AND ${newsReads.dismissed_at} IS NULL AND ${sql.raw(`news_reads.${column}`)} IS NULL AND ${where}
    ON CONFLICT (user_id, news_id) DO UPDATE SET ${col} = excluded.${col}
    RETURNING news_id`);
  return rows.map((row) => row.news_id);
}
