import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const credits = () => import('./credits-page');

/** Credits and bundles: the credits panel the notification settings show, and its own page (SMS or email). */
export const CREDITS: FeatureManifest = {
  id: 'credits',
  shell: 'owner',
  routes: [{ path: '/account-setup/credits/:channel', access: 'owner', screen: screen(credits, (s) => s.CreditsPage) }],
};
