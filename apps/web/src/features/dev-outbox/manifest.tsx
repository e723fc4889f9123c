import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

/** The development outbox (open; the server closes it unless DEV_OUTBOX allows it). */
export const DEV_OUTBOX: FeatureManifest = {
  id: 'dev-outbox',
  shell: 'public',
  routes: [
    {
      path: '/dev/outbox',
      access: 'open',
      screen: screen(
        () => import('./outbox-page'),
        (s) => s.OutboxPage,
      ),
    },
  ],
};
