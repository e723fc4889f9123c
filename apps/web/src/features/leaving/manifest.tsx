import type { FeatureManifest } from '../../app/manifest';

/** Leaving: deleting the profile, and the automatic export settings. */
export const LEAVING: FeatureManifest = {
  id: 'leaving',
  shell: 'owner',
  routes: [],
};
