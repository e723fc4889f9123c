import type { FeatureManifest } from '../../app/manifest';

/** Subscription details, plan choice with FAQ, history and cards (/account-setup/subscription/*). */
export const BILLING: FeatureManifest = {
  id: 'billing',
  shell: 'owner',
  routes: [],
};
