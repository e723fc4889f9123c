import * as m from '@kairos/i18n/messages';

/** Leaving (profile deletion), exports and the affiliate's own code. Spread into core/errors.ts. */
export const LEAVING_ERRORS = {
  INCORRECT_CONFIRM_TEXT: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_incorrect_confirm_text },
  AFFILIATE_CODE_TAKEN: { http: 422, trpc: 'CONFLICT', message: m.error_affiliate_code_taken },
} as const;
