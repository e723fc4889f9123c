import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** The diary: overlaps, recurring rules and class sessions. Composed into the app's catalogue in src/errors.ts. */
export const APPOINTMENTS_ERRORS = {
  APPOINTMENT_OVERLAP: { http: 409, trpc: 'CONFLICT', message: m.error_appointment_overlap },
  RECURRING_RANGE_REQUIRED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_recurring_range_required },
  CLASS_SESSION_FULL: { http: 409, trpc: 'CONFLICT', message: m.error_class_session_full },
} as const satisfies ErrorCatalogue;
