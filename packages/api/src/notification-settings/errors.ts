import * as m from '@kairos/i18n/messages';

/** Client-notification settings. Spread into core/errors.ts. */
export const NOTIFICATION_SETTINGS_ERRORS = {
  TEMPLATE_PLACEHOLDER: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_template_placeholder },
} as const;
