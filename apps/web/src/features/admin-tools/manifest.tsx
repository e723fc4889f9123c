import { m } from '@kairos/i18n';
import { GiftIcon, KeyIcon, UsersIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

/** Admin area: promo codes, API tokens and users, affiliates (docs/product/admin.md). Admins only; the server refuses everyone else. */
export const ADMIN_TOOLS: FeatureManifest = {
  id: 'admin-tools',
  shell: 'admin',
  routes: [
    {
      path: '/admin/promo-codes',
      access: 'admin',
      screen: screen(
        () => import('./promo-codes-page'),
        (s) => s.PromoCodesPage,
      ),
    },
    {
      path: '/admin/promo-codes/form',
      access: 'admin',
      // The route table's rule for form paths; admins are let through before the subscription check (access.ts).
      form: true,
      screen: screen(
        () => import('./promo-code-form-page'),
        (s) => s.PromoCodeFormPage,
      ),
    },
    {
      path: '/admin/tokens',
      access: 'admin',
      screen: screen(
        () => import('./tokens-page'),
        (s) => s.TokensPage,
      ),
    },
    {
      path: '/admin/affiliates',
      access: 'admin',
      screen: screen(
        () => import('./affiliates-page'),
        (s) => s.AffiliatesPage,
      ),
    },
    {
      path: '/admin/add-affiliate',
      access: 'admin',
      screen: screen(
        () => import('./add-affiliate-page'),
        (s) => s.AddAffiliatePage,
      ),
    },
  ],
  menu: [
    { area: 'admin', group: 'admin', order: 40, to: '/admin/affiliates', label: () => m.admt_nav_affiliates(), icon: UsersIcon },
    { area: 'admin', group: 'admin', order: 50, to: '/admin/promo-codes', label: () => m.admt_nav_promo_codes(), icon: GiftIcon },
    { area: 'admin', group: 'admin', order: 60, to: '/admin/tokens', label: () => m.admt_nav_tokens(), icon: KeyIcon },
  ],
};
