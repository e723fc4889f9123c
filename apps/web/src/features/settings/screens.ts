export { CalendarAndTimePage } from './calendar-and-time-page';
export { DashboardSettingsPage } from './dashboard-settings-page';
export { PaymentSettingsPage } from './payment-settings-page';
export { TaxSettingsPage } from './tax-settings-page';
