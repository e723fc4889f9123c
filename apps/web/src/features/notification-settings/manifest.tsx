import type { FeatureManifest } from '../../app/manifest';

/** Client-notification settings (/account-setup/notifications/{email,sms,marketing}) and the message log. */
export const NOTIFICATION_SETTINGS: FeatureManifest = {
  id: 'notification-settings',
  shell: 'owner',
  routes: [],
};
