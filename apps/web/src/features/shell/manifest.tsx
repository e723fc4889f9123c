import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const shell = () => import('./not-found');

/** The 404 screens, and paths the guard allows before their area is built (the catch-all says so). */
export const SHELL: FeatureManifest = {
  id: 'shell',
  shell: 'public',
  routes: [
    { path: '/dashboard/404', access: 'owner', shell: 'owner', screen: screen(shell, (m) => m.DashboardNotFound) },
    { path: '/404', access: 'open', screen: screen(shell, (m) => m.PublicNotFound) },
  ],
};
