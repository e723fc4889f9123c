import { m } from '@kairos/i18n';
import { makeIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const ChartIcon = makeIcon(['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'], 'ChartIcon');

/** Analytics (docs/product/analytics.md "/analytics": the numbers, service delivery, financial info, client info, KPIs). */
export const ANALYTICS: FeatureManifest = {
  id: 'analytics',
  shell: 'owner',
  routes: [
    {
      path: '/analytics',
      access: 'owner',
      screen: screen(
        () => import('./screens'),
        (s) => s.AnalyticsPage,
      ),
    },
  ],
  menu: [{ area: 'user', group: 'main', order: 30, to: '/analytics', label: () => m.wan_nav(), icon: ChartIcon }],
  aliases: { '/analytics/list': '/analytics' },
};
