import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Google Calendar (issue 28). Composed into the app's catalogue in src/errors.ts. */
export const GOOGLE_ERRORS = {
  GOOGLE_NOT_CONNECTED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_google_not_connected },
  // 412 like ZOOM_UNAVAILABLE: the server's setup, not an outage.
  GOOGLE_UNAVAILABLE: { http: 412, trpc: 'PRECONDITION_FAILED', message: m.error_google_unavailable },
  GOOGLE_FAILED: { http: 503, trpc: 'SERVICE_UNAVAILABLE', message: m.error_google_failed },
  GOOGLE_CALENDAR_UNKNOWN: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_google_calendar_unknown },
} as const satisfies ErrorCatalogue;
