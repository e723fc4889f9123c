import type { FeatureManifest } from '../../app/manifest';

/** Marketing campaigns (/marketing: scheduled, past, opted-out clients, the wizard, a campaign's page). */
export const MARKETING: FeatureManifest = {
  id: 'marketing',
  shell: 'owner',
  routes: [],
};
