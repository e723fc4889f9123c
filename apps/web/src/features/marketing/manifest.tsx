import { m } from '@kairos/i18n';
import { MessageIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const marketing = () => import('./screens');

/** Marketing campaigns (/marketing: scheduled, past, opted-out clients, the wizard, a campaign's page) and the public unsubscribe page. */
export const MARKETING: FeatureManifest = {
  id: 'marketing',
  shell: 'owner',
  routes: [
    { path: '/marketing', access: 'owner', screen: screen(marketing, (s) => s.MarketingPage) },
    { path: '/marketing/new', access: 'owner', form: true, screen: screen(marketing, (s) => s.NewCampaignPage) },
    { path: '/marketing/:id/edit', access: 'owner', form: true, screen: screen(marketing, (s) => s.EditCampaignPage) },
    { path: '/marketing/:id', access: 'owner', screen: screen(marketing, (s) => s.CampaignPage) },
    { path: '/unsubscribe/:token', access: 'open', shell: 'public', screen: screen(marketing, (s) => s.UnsubscribePage) },
  ],
  menu: [{ area: 'user', group: 'main', order: 40, to: '/marketing', label: () => m.wmkt_nav(), icon: MessageIcon }],
};
