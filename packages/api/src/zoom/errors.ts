import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Zoom (docs/product/integrations.md "Please, connect zoom integration first!"). Composed into the app's catalogue in src/errors.ts. */
export const ZOOM_ERRORS = {
  ZOOM_NOT_CONNECTED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_zoom_not_connected },
  // 412 like BILLING_UNAVAILABLE: the server's setup, not an outage (the REST fuzz test allows no 5xx for it).
  ZOOM_UNAVAILABLE: { http: 412, trpc: 'PRECONDITION_FAILED', message: m.error_zoom_unavailable },
  ZOOM_FAILED: { http: 503, trpc: 'SERVICE_UNAVAILABLE', message: m.error_zoom_failed },
} as const satisfies ErrorCatalogue;
