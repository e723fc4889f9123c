import { ACCOUNT } from '../features/account/manifest';
import { ACCOUNT_SETUP } from '../features/account-setup/manifest';
import { ADMIN } from '../features/admin/manifest';
import { ADMIN_TOOLS } from '../features/admin-tools/manifest';
import { AFFILIATE } from '../features/affiliate/manifest';
import { ANALYTICS } from '../features/analytics/manifest';
import { APPOINTMENTS } from '../features/appointments/manifest';
import { AUTH } from '../features/auth/manifest';
import { BILLING } from '../features/billing/manifest';
import { CALENDAR } from '../features/calendar/manifest';
import { CALENDAR_FEED } from '../features/calendar-feed/manifest';
import { CATALOGUE } from '../features/catalogue/manifest';
import { CLIENTS } from '../features/clients/manifest';
import { CREDITS } from '../features/credits/manifest';
import { DASHBOARD } from '../features/dashboard/manifest';
import { DEV_OUTBOX } from '../features/dev-outbox/manifest';
import { EXPENSES } from '../features/expenses/manifest';
import { GOALS } from '../features/goals/manifest';
import { GOOGLE_CALENDAR } from '../features/google-calendar/manifest';
import { INTEGRATIONS } from '../features/integrations/manifest';
import { INVOICES } from '../features/invoices/manifest';
import { MARKETING } from '../features/marketing/manifest';
import { NEWS } from '../features/news/manifest';
import { NOTIFICATION_SETTINGS } from '../features/notification-settings/manifest';
import { OFFERINGS } from '../features/offerings/manifest';
import { ONBOARDING } from '../features/onboarding/manifest';
import { ONLINE_BOOKING } from '../features/online-booking/manifest';
import { PAYMENTS } from '../features/payments/manifest';
import { PRODUCTS } from '../features/products/manifest';
import { SALES } from '../features/sales/manifest';
import { SETTINGS } from '../features/settings/manifest';
import { SHELL } from '../features/shell/manifest';
import { TAX } from '../features/tax/manifest';
import { ZOOM } from '../features/zoom/manifest';
import type { FeatureManifest } from './manifest';

/**
 * Every feature of the web app. The router (`route-tree.tsx`), the side menu
 * (`nav.ts`) and the route guard's table (`access.ts`) are built from this list:
 * a new area is its `features/<area>/manifest.tsx` and one line here.
 */
export const MANIFESTS: readonly FeatureManifest[] = [
  AUTH,
  DASHBOARD,
  SHELL,
  ACCOUNT_SETUP,
  INTEGRATIONS,
  SETTINGS,
  CALENDAR,
  CATALOGUE,
  OFFERINGS,
  ONLINE_BOOKING,
  PRODUCTS,
  SALES,
  CLIENTS,
  APPOINTMENTS,
  PAYMENTS,
  EXPENSES,
  INVOICES,
  BILLING,
  ACCOUNT,
  ADMIN,
  ADMIN_TOOLS,
  NEWS,
  AFFILIATE,
  NOTIFICATION_SETTINGS,
  CREDITS,
  MARKETING,
  ANALYTICS,
  GOALS,
  TAX,
  ONBOARDING,
  ZOOM,
  CALENDAR_FEED,
  GOOGLE_CALENDAR,
  DEV_OUTBOX,
];
