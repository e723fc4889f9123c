import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** The public booking page: booking, verification codes and their limits, changes and deposits. Composed into the app's catalogue in src/errors.ts. */
export const BOOKING_ERRORS = {
  BOOKING_PAUSED: { http: 409, trpc: 'CONFLICT', message: m.error_booking_paused },
  BOOKING_EXISTING_ONLY: { http: 403, trpc: 'FORBIDDEN', message: m.error_booking_existing_only },
  BOOKING_CHOOSE_TYPE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_choose_type },
  BOOKING_CHOOSE_PACKAGE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_choose_package },
  BOOKING_SLOT_TAKEN: { http: 409, trpc: 'CONFLICT', message: m.error_booking_slot_taken },
  BOOKING_ALREADY_BOOKED: { http: 409, trpc: 'CONFLICT', message: m.error_booking_already_booked },
  BOOKING_OUTSIDE_WINDOW: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_outside_window },
  BOOKING_NOT_VERIFIED: { http: 401, trpc: 'UNAUTHORIZED', message: m.error_booking_not_verified },
  BOOKING_CODE_WRONG: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_code_wrong },
  BOOKING_CODE_DEAD: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_code_dead },
  BOOKING_CODE_LIMIT_ADDRESS: { http: 429, trpc: 'TOO_MANY_REQUESTS', message: m.error_booking_code_limit_address },
  BOOKING_CODE_LIMIT_IP: { http: 429, trpc: 'TOO_MANY_REQUESTS', message: m.error_booking_code_limit_ip },
  BOOKING_CODE_LIMIT_DAILY: { http: 429, trpc: 'TOO_MANY_REQUESTS', message: m.error_booking_code_limit_daily },
  BOOKING_SMS_USE_EMAIL: { http: 429, trpc: 'TOO_MANY_REQUESTS', message: m.error_booking_sms_use_email },
  BOOKING_TOO_MANY_REQUESTS: { http: 429, trpc: 'TOO_MANY_REQUESTS', message: m.error_booking_too_many_requests },
  BOOKING_SMS_COUNTRY: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_sms_country },
  BOOKING_SMS_UNAVAILABLE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_sms_unavailable },
  BOOKING_TERMS_REQUIRED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_terms_required },
  BOOKING_CHANGE_CLOSED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_change_closed },
  BOOKING_NOT_CHANGEABLE: { http: 409, trpc: 'CONFLICT', message: m.error_booking_not_changeable },
  BOOKING_PAYMENT_UNAVAILABLE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_payment_unavailable },
  BOOKING_HOLD_EXPIRED: { http: 409, trpc: 'CONFLICT', message: m.error_booking_hold_expired },
} as const satisfies ErrorCatalogue;
