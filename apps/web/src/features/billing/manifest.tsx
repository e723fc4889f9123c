import { m } from '@kairos/i18n';
import { CardIcon, makeIcon, SparkIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';
import { BILLING_PATHS } from './paths';

const billing = () => import('./screens');

const HistoryIcon = makeIcon(['M12 8v4l3 2', 'M3.05 11a9 9 0 1 1 .5 4', 'M3 4v5h5'], 'HistoryIcon');

/** Subscription details, plan choice with FAQ, history and cards (/account-setup/subscription/*). */
export const BILLING: FeatureManifest = {
  id: 'billing',
  shell: 'owner',
  routes: [
    { path: BILLING_PATHS.details, access: 'owner', screen: screen(billing, (s) => s.SubscriptionDetailsPage) },
    { path: BILLING_PATHS.plans, access: 'owner', screen: screen(billing, (s) => s.PlansPage) },
    { path: BILLING_PATHS.history, access: 'owner', screen: screen(billing, (s) => s.HistoryPage) },
    { path: BILLING_PATHS.cards, access: 'owner', screen: screen(billing, (s) => s.CardsPage) },
  ],
  menu: [
    {
      area: 'user',
      group: 'account-setup',
      order: 90,
      to: BILLING_PATHS.details,
      label: () => m.nav_subscription_details(),
      icon: SparkIcon,
    },
    {
      area: 'user',
      group: 'account-setup',
      order: 91,
      to: BILLING_PATHS.history,
      label: () => m.bil_nav_history(),
      icon: HistoryIcon,
    },
    { area: 'user', group: 'account-setup', order: 92, to: BILLING_PATHS.cards, label: () => m.bil_nav_cards(), icon: CardIcon },
  ],
  aliases: { '/account-setup/subscription': BILLING_PATHS.details },
};
