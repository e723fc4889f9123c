import * as m from '@kairos/i18n/messages';

/** Zoom (SPEC 5 "Please, connect zoom integration first!"). Spread into core/errors.ts. */
export const ZOOM_ERRORS = {
  ZOOM_NOT_CONNECTED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_zoom_not_connected },
  ZOOM_UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE', message: m.error_zoom_unavailable },
  ZOOM_FAILED: { http: 503, trpc: 'SERVICE_UNAVAILABLE', message: m.error_zoom_failed },
} as const;
