import type { FeatureManifest } from '../../app/manifest';

/** Issue 15: zoom (routes arrive with the area). */
export const ZOOM: FeatureManifest = {
  id: 'zoom',
  shell: 'owner',
  routes: [],
};
