import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Signing up, in and back in: credentials, the e-mail address, reset and verification tokens, the current password. Composed into the app's catalogue in src/errors.ts. */
export const AUTH_ERRORS = {
  INVALID_CREDENTIALS: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_invalid_credentials },
  EMAIL_TAKEN: { http: 422, trpc: 'CONFLICT', message: m.error_email_taken },
  INVALID_RESET_TOKEN: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_invalid_reset_token },
  INVALID_VERIFICATION_TOKEN: {
    http: 422,
    trpc: 'UNPROCESSABLE_CONTENT',
    message: m.error_invalid_verification_token,
  },
  INCORRECT_CURRENT_PASSWORD: {
    http: 422,
    trpc: 'UNPROCESSABLE_CONTENT',
    message: m.error_incorrect_current_password,
  },
} as const satisfies ErrorCatalogue;
