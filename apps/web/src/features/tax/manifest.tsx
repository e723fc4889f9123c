import type { FeatureManifest } from '../../app/manifest';

/** Issue 15: tax (routes arrive with the area). */
export const TAX: FeatureManifest = {
  id: 'tax',
  shell: 'owner',
  routes: [],
};
