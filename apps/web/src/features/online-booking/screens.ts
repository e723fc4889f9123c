export { OnlineBookingSettingsPage } from './settings-page';
