import { m } from '@kairos/i18n';

/** The admin area's refusals. Spread into core/errors.ts. */
export const ADMIN_ERRORS = {
  ADMIN_TARGET_INVALID: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_admin_target_invalid },
  IMPERSONATION_NOT_ALLOWED: { http: 403, trpc: 'FORBIDDEN', message: m.error_impersonation_not_allowed },
} as const;
