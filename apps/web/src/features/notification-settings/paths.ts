export const NOTIFY_PATHS = {
  email: '/account-setup/notifications/email',
  sms: '/account-setup/notifications/sms',
  marketing: '/account-setup/notifications/marketing',
  messages: '/account-setup/notifications/messages',
} as const;
export type NotifyTab = keyof typeof NOTIFY_PATHS;
