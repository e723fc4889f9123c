import { m } from '@kairos/i18n';
import { makeIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const NewsIcon = makeIcon(
  [
    'M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9c0-1.1.9-2 2-2h2',
    'M18 14h-8',
    'M15 18h-5',
    'M10 6h8v4h-8Z',
  ],
  'NewsIcon',
);

const list = screen(
  () => import('./news-list-page'),
  (s) => s.NewsListPage,
);
const form = screen(
  () => import('./news-form-page'),
  (s) => s.NewsFormPage,
);

/** News: the admin's list and form (docs/product/notifications.md "news (list, form/{id?})"); owners read it in the bell. */
export const NEWS: FeatureManifest = {
  id: 'news',
  shell: 'admin',
  routes: [
    { path: '/admin/news', access: 'admin', screen: list },
    { path: '/admin/news/form', access: 'admin', form: true, screen: form },
    { path: '/admin/news/form/:id', access: 'admin', form: true, screen: form },
  ],
  menu: [{ area: 'admin', group: 'admin', order: 60, to: '/admin/news', label: () => m.news_menu(), icon: NewsIcon }],
};
