import * as account from './account.cases';
import * as admin from './admin.cases';
import * as adminTools from './admin-tools.cases';
import * as analytics from './analytics.cases';
import * as appointments from './appointments.cases';
import * as auth from './auth.cases';
import * as billing from './billing.cases';
import * as calendarFeed from './calendar-feed.cases';
import * as catalogue from './catalogue.cases';
import * as clients from './clients.cases';
import * as credits from './credits.cases';
import * as expenses from './expenses.cases';
import * as goals from './goals.cases';
import * as google from './google.cases';
import * as integrations from './integrations.cases';
import * as invoices from './invoices.cases';
import * as marketing from './marketing.cases';
import * as news from './news.cases';
import * as notificationSettings from './notification-settings.cases';
import * as notifications from './notifications.cases';
import * as offerings from './offerings.cases';
import * as onboarding from './onboarding.cases';
import * as onlineBooking from './online-booking.cases';
import * as payments from './payments.cases';
import * as products from './products.cases';
import * as sales from './sales.cases';
import * as settings from './settings.cases';
import * as tax from './tax.cases';
import * as vouchers from './vouchers.cases';
import * as waitlist from './waitlist.cases';
import type { Cases, TenancyWorld } from './world';
import * as zoom from './zoom.cases';

export interface CaseModule {
  cases: (t: TenancyWorld) => Cases;
  /** Creates B's records this area's cases need (stored in `t.ids`). */
  seed?: (t: TenancyWorld) => Promise<void>;
}

/** Every area's cross-tenant cases. A new area adds one line here. */
export const AREAS: Record<string, CaseModule> = {
  auth,
  clients,
  catalogue,
  settings,
  appointments,
  offerings,
  payments,
  products,
  sales,
  vouchers,
  expenses,
  invoices,
  onlineBooking,
  waitlist,
  notifications,
  integrations,
  billing,
  adminTools,
  account,
  news,
  notificationSettings,
  credits,
  marketing,
  analytics,
  goals,
  tax,
  onboarding,
  zoom,
  calendarFeed,
  google,
  // Last: its seed snapshots B's credits and trial, which other areas' seeds may spend (a queued message).
  admin,
};
