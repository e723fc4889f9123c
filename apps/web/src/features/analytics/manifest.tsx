import type { FeatureManifest } from '../../app/manifest';

/** Issue 15: analytics (routes arrive with the area). */
export const ANALYTICS: FeatureManifest = {
  id: 'analytics',
  shell: 'owner',
  routes: [],
};
