import type { FeatureManifest } from '../../app/manifest';

/** Issue 15: onboarding (routes arrive with the area). */
export const ONBOARDING: FeatureManifest = {
  id: 'onboarding',
  shell: 'owner',
  routes: [],
};
