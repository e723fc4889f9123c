import type { FeatureManifest } from '../../app/manifest';

/** Issue 15: goals (routes arrive with the area). */
export const GOALS: FeatureManifest = {
  id: 'goals',
  shell: 'owner',
  routes: [],
};
