import { m } from '@kairos/i18n';
import { MessageIcon } from '@kairos/ui';
import type { FeatureManifest } from '../../app/manifest';
import { screen } from '../../lib/lazy';
import { NOTIFY_PATHS } from './paths';

const notify = () => import('./screens');

/** Client-notification settings (/account-setup/notifications/{email,sms,marketing}) and the message log. */
export const NOTIFICATION_SETTINGS: FeatureManifest = {
  id: 'notification-settings',
  shell: 'owner',
  routes: [
    { path: NOTIFY_PATHS.email, access: 'owner', screen: screen(notify, (s) => s.EmailSettingsPage) },
    { path: NOTIFY_PATHS.sms, access: 'owner', screen: screen(notify, (s) => s.SmsSettingsPage) },
    { path: NOTIFY_PATHS.marketing, access: 'owner', screen: screen(notify, (s) => s.MarketingSettingsPage) },
    { path: NOTIFY_PATHS.messages, access: 'owner', screen: screen(notify, (s) => s.MessagesPage) },
  ],
  menu: [
    {
      area: 'user',
      group: 'account-setup',
      order: 60,
      to: NOTIFY_PATHS.sms,
      label: () => m.wns_nav(),
      icon: MessageIcon,
    },
  ],
  // docs/product/messages.md: the notifications screen opens on SMS.
  aliases: { '/account-setup/notifications': NOTIFY_PATHS.sms },
};
