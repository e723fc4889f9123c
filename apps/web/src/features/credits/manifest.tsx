import type { FeatureManifest } from '../../app/manifest';

/** Credits and bundles: the credits panel the notification settings pages (/account-setup/notifications/{sms,email}) show. */
export const CREDITS: FeatureManifest = {
  id: 'credits',
  shell: 'owner',
  routes: [],
};
