import type { FeatureManifest } from '../../app/manifest';

/** Credits and bundles: the credits panel the notification settings show, and the credits history. */
export const CREDITS: FeatureManifest = {
  id: 'credits',
  shell: 'owner',
  routes: [],
};
