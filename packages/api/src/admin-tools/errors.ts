import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Promo codes, API tokens and affiliates in the admin area. Composed into the app's catalogue in src/errors.ts. */
export const ADMIN_TOOLS_ERRORS = {
  PROMO_CODE_TAKEN: { http: 422, trpc: 'CONFLICT', message: m.error_promo_code_taken },
  AFFILIATE_NOTHING_TO_PAY: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_affiliate_nothing_to_pay },
  API_OWNER_NOT_FOUND: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_api_owner_not_found },
} as const satisfies ErrorCatalogue;
