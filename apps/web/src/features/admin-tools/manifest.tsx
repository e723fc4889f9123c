import type { FeatureManifest } from '../../app/manifest';

/** Admin area: promo codes, API tokens and users, affiliates. */
export const ADMIN_TOOLS: FeatureManifest = {
  id: 'admin-tools',
  shell: 'admin',
  routes: [],
};
