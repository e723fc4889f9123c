import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** The admin area's refusals. Composed into the app's catalogue in src/errors.ts. */
export const ADMIN_ERRORS = {
  ADMIN_TARGET_INVALID: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_admin_target_invalid },
  IMPERSONATION_NOT_ALLOWED: { http: 403, trpc: 'FORBIDDEN', message: m.error_impersonation_not_allowed },
  /** An admin's signed credit adjustment would overdraw the ledger (credits never go below zero). */
  ADMIN_CREDITS_BELOW_ZERO: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_admin_credits_below_zero },
  /** "Return to admin" from a session that is not an impersonation. */
  NOT_IMPERSONATING: { http: 403, trpc: 'FORBIDDEN', message: m.error_admin_not_impersonating },
} as const satisfies ErrorCatalogue;
