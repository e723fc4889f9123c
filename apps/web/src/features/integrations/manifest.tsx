import { m } from '@kairos/i18n';
import { CardIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const integrations = () => import('./screens');

/** Account setup → Payment integrations: Stripe, Square, LiqPay keys for the booking page's payments. */
export const INTEGRATIONS: FeatureManifest = {
  id: 'integrations',
  shell: 'owner',
  routes: [
    {
      path: '/account-setup/integrations/payments-integration',
      access: 'owner',
      screen: screen(integrations, (s) => s.PaymentsIntegrationPage),
    },
  ],
  menu: [
    {
      area: 'user',
      group: 'account-setup',
      order: 70,
      to: '/account-setup/integrations/payments-integration',
      label: () => m.wint_nav(),
      icon: CardIcon,
    },
  ],
  aliases: { '/account-setup/integrations': '/account-setup/integrations/payments-integration' },
};
