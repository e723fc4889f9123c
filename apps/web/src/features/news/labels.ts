import { m } from '@kairos/i18n';
import { formatDateTime } from '../../lib/format';

export const NEWS_LIST = '/admin/news';
export const NEWS_FORM = '/admin/news/form';
export const newsFormPath = (id: string) => `${NEWS_FORM}/${id}`;

/** The language an item is shown in: one of them, or both (null). */
export function localeLabel(locale: 'uk' | 'en' | null): string {
  if (locale === 'uk') return m.news_locale_uk();
  if (locale === 'en') return m.news_locale_en();
  return m.news_locale_both();
}

/** When an item was published or written, in the admin's zone. */
export function newsDate(iso: string, locale: 'uk' | 'en', timeZone: string): string {
  return formatDateTime(iso, locale, timeZone);
}
