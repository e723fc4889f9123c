import { m } from '@kairos/i18n';
import { makeIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';

const zoom = () => import('./screens');
const VideoIcon = makeIcon(['M3 7h12v10H3z', 'M15 10l6-3v10l-6-3'], 'VideoIcon');

/** Account setup → Zoom integration (next to Payment integrations): connect Zoom for video appointments. */
export const ZOOM: FeatureManifest = {
  id: 'zoom',
  shell: 'owner',
  routes: [
    {
      path: '/account-setup/integrations/zoom-integration',
      access: 'owner',
      screen: screen(zoom, (s) => s.ZoomIntegrationPage),
    },
  ],
  menu: [
    {
      area: 'user',
      group: 'account-setup',
      order: 71,
      to: '/account-setup/integrations/zoom-integration',
      label: () => m.wzm_menu(),
      icon: VideoIcon,
    },
  ],
};
