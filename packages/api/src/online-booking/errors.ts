import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** The booking page's settings: its address (slug) and what it offers. Composed into the app's catalogue in src/errors.ts. */
export const ONLINE_BOOKING_ERRORS = {
  SLUG_TAKEN: { http: 422, trpc: 'CONFLICT', message: m.error_slug_taken },
  BOOKING_NOTHING_OFFERED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_nothing_offered },
  BOOKING_NO_CALENDAR_DAY: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_booking_no_calendar_day },
  SLUG_RESERVED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_slug_reserved },
} as const satisfies ErrorCatalogue;
