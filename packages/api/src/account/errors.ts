import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Leaving (profile deletion), exports and the affiliate's own code. Composed into the app's catalogue in src/errors.ts. */
export const ACCOUNT_ERRORS = {
  INCORRECT_CONFIRM_TEXT: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_incorrect_confirm_text },
  AFFILIATE_CODE_TAKEN: { http: 422, trpc: 'CONFLICT', message: m.error_affiliate_code_taken },
} as const satisfies ErrorCatalogue;
