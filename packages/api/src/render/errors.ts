import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Documents (invoice PDFs, XLSX exports) the renderer could not make. Composed into the app's catalogue in src/errors.ts. */
export const RENDER_ERRORS = {
  /** No renderer: the Worker's RENDER service binding is missing or the render Worker cannot be reached. */
  RENDER_UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE', message: m.error_render_unavailable },
  /** The render Worker answered, with a failure. */
  RENDER_FAILED: { http: 502, trpc: 'BAD_GATEWAY', message: m.error_render_failed },
} as const satisfies ErrorCatalogue;
