import { m } from '@kairos/i18n';

export const NEWS_LIST = '/admin/news';
export const NEWS_FORM = '/admin/news/form';
export const newsFormPath = (id: string) => `${NEWS_FORM}/${id}`;

/** The language an item is shown in: one of them, or both (null). */
export function localeLabel(locale: 'uk' | 'en' | null): string {
  if (locale === 'uk') return m.news_locale_uk();
  if (locale === 'en') return m.news_locale_en();
  return m.news_locale_both();
}

export function newsDate(iso: string, locale: 'uk' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
