import { accountRouter } from './account/router';
import { auditImpersonation } from './admin/audit';
import { adminRouter } from './admin/router';
import { adminToolsRouter } from './admin-tools/router';
import { affiliateRouter } from './affiliate/router';
import { analyticsRouter } from './analytics/router';
import { appointmentsRouter } from './appointments/router';
import { authRouter } from './auth/router';
import { availabilityRouter } from './availability/slots';
import { billingRouter } from './billing/router';
import { hasFeatureNow } from './billing/running-addons';
import { bookingRouter } from './booking/router';
import { calendarFeedRouter } from './calendar-feed/router';
import { discountsRouter } from './catalogue/discounts/procedures';
import { locationsRouter } from './catalogue/locations/procedures';
import { servicesRouter } from './catalogue/services/procedures';
import { clientsRouter } from './clients/router';
import { configureErrors } from './core/errors';
import { configureGuards, router } from './core/trpc';
import { creditsRouter } from './credits/router';
import { ERRORS } from './errors';
import { expensesRouter } from './expenses/router';
import { goalsRouter } from './goals/router';
import { googleRouter } from './google/router';
import { integrationsRouter } from './integrations/router';
import { invoicesRouter } from './invoices/router';
import { marketingRouter } from './marketing/router';
import { messagesRouter } from './messages/router';
import { adminNewsRouter, newsRouter } from './news/router';
import { notificationSettingsRouter } from './notification-settings/router';
import { notificationsRouter } from './notifications/router';
import { classesRouter } from './offerings/classes/router';
import { packagesRouter } from './offerings/packages/router';
import { onboardingRouter } from './onboarding/router';
import { onlineBookingRouter } from './online-booking/router';
import { paymentsRouter } from './payments/router';
import { productsRouter } from './products/router';
import { referenceRouter } from './reference/router';
import { salesRouter } from './sales/router';
import { settingsRouter } from './settings/router';
import { systemRouter } from './system/outbox';
import { taxRouter } from './tax/router';
import { vouchersRouter } from './vouchers/router';
import { waitlistRouter } from './waitlist/router';
import { zoomRouter } from './zoom/router';

// What core asks of the areas, given here where they are assembled: the error catalogue (each area's codes) and
// the guards' checks (admin's audit of an impersonated mutation, billing's add-ons).
configureErrors(ERRORS);
configureGuards({ auditImpersonation, hasFeature: hasFeatureNow });

/** Business areas, one router each. */
export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  clients: clientsRouter,
  services: servicesRouter,
  locations: locationsRouter,
  discounts: discountsRouter,
  settings: settingsRouter,
  appointments: appointmentsRouter,
  classes: classesRouter,
  packages: packagesRouter,
  payments: paymentsRouter,
  sales: salesRouter,
  products: productsRouter,
  vouchers: vouchersRouter,
  expenses: expensesRouter,
  reference: referenceRouter,
  invoices: invoicesRouter,
  availability: availabilityRouter,
  booking: bookingRouter,
  waitlist: waitlistRouter,
  onlineBooking: onlineBookingRouter,
  integrations: integrationsRouter,
  notifications: notificationsRouter,
  notificationSettings: notificationSettingsRouter,
  messages: messagesRouter,
  credits: creditsRouter,
  marketing: marketingRouter,
  billing: billingRouter,
  news: newsRouter,
  admin: adminRouter,
  adminTools: adminToolsRouter,
  adminNews: adminNewsRouter,
  affiliate: affiliateRouter,
  analytics: analyticsRouter,
  goals: goalsRouter,
  tax: taxRouter,
  onboarding: onboardingRouter,
  zoom: zoomRouter,
  calendarFeed: calendarFeedRouter,
  google: googleRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
