export { EmailSettingsPage, SmsSettingsPage } from './channel-page';
export { MarketingSettingsPage } from './marketing-page';
export { MessagesPage } from './messages-page';
