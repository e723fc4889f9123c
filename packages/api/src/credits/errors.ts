import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Credits and bundles (docs/product/messages.md). Composed into the app's catalogue in src/errors.ts. */
export const CREDITS_ERRORS = {
  CREDITS_EMPTY: { http: 402, trpc: 'PRECONDITION_FAILED', message: m.error_credits_empty },
  SMS_CREDITS_SHORT: { http: 402, trpc: 'PRECONDITION_FAILED', message: m.error_sms_credits_short },
} as const satisfies ErrorCatalogue;
