import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Marketing campaigns (docs/product/marketing.md). Composed into the app's catalogue in src/errors.ts. */
export const MARKETING_ERRORS = {
  MARKETING_FILTER_REQUIRED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_marketing_filter_required },
  MARKETING_CHECK_FIELDS: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_marketing_check_fields },
  MARKETING_NO_CLIENTS: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_marketing_no_clients },
  CAMPAIGN_LOCKED: { http: 409, trpc: 'CONFLICT', message: m.error_campaign_locked },
} as const satisfies ErrorCatalogue;
