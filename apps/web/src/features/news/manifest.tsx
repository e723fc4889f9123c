import type { FeatureManifest } from '../../app/manifest';

/** News: the admin's list and form; owners read it in the bell. */
export const NEWS: FeatureManifest = {
  id: 'news',
  shell: 'admin',
  routes: [],
};
