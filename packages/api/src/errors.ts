import { ACCOUNT_ERRORS } from './account/errors';
import { ADMIN_ERRORS } from './admin/errors';
import { ADMIN_TOOLS_ERRORS } from './admin-tools/errors';
import { APPOINTMENTS_ERRORS } from './appointments/errors';
import { AUTH_ERRORS } from './auth/errors';
import { BILLING_ERRORS } from './billing/errors';
import { BOOKING_ERRORS } from './booking/errors';
import { CORE_ERRORS, composeErrors } from './core/errors';
import { CREDITS_ERRORS } from './credits/errors';
import { EXPENSES_ERRORS } from './expenses/errors';
import { GOALS_ERRORS } from './goals/errors';
import { GOOGLE_ERRORS } from './google/errors';
import { INTEGRATIONS_ERRORS } from './integrations/errors';
import { INVOICES_ERRORS } from './invoices/errors';
import { MARKETING_ERRORS } from './marketing/errors';
import { NOTIFICATION_SETTINGS_ERRORS } from './notification-settings/errors';
import { ONLINE_BOOKING_ERRORS } from './online-booking/errors';
import { PAYMENTS_ERRORS } from './payments/errors';
import { RENDER_ERRORS } from './render/errors';
import { SALES_ERRORS } from './sales/errors';
import { ZOOM_ERRORS } from './zoom/errors';

/**
 * The one catalogue of error codes: core's shared ones and each area's own (`<area>/errors.ts`), each code once.
 * Each maps to an HTTP status (REST), a tRPC code (the web app) and a translated message. router.ts gives it to
 * the error answers (core `configureErrors`); a new area error goes into its area's file, listed here.
 */
export const ERRORS = composeErrors(
  CORE_ERRORS,
  AUTH_ERRORS,
  ACCOUNT_ERRORS,
  APPOINTMENTS_ERRORS,
  PAYMENTS_ERRORS,
  SALES_ERRORS,
  EXPENSES_ERRORS,
  INVOICES_ERRORS,
  BOOKING_ERRORS,
  ONLINE_BOOKING_ERRORS,
  INTEGRATIONS_ERRORS,
  BILLING_ERRORS,
  ADMIN_ERRORS,
  ADMIN_TOOLS_ERRORS,
  CREDITS_ERRORS,
  MARKETING_ERRORS,
  NOTIFICATION_SETTINGS_ERRORS,
  GOALS_ERRORS,
  ZOOM_ERRORS,
  GOOGLE_ERRORS,
  RENDER_ERRORS,
);

declare module './core/errors' {
  /** Every code of the catalogue above: what `ErrorCode` (and so `AppError`) accepts everywhere. */
  interface ErrorCodes extends Record<keyof typeof ERRORS, true> {}
}
