import * as m from '@kairos/i18n/messages';

/** Credits and bundles (SPEC 8). Spread into core/errors.ts. */
export const CREDITS_ERRORS = {
  CREDITS_EMPTY: { http: 402, trpc: 'PRECONDITION_FAILED', message: m.error_credits_empty },
  SMS_CREDITS_SHORT: { http: 402, trpc: 'PRECONDITION_FAILED', message: m.error_sms_credits_short },
} as const;
