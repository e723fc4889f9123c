import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Client-notification settings. Composed into the app's catalogue in src/errors.ts. */
export const NOTIFICATION_SETTINGS_ERRORS = {
  TEMPLATE_PLACEHOLDER: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_template_placeholder },
} as const satisfies ErrorCatalogue;
