import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Kairos's own billing (subscriptions, cards, promo codes at subscribe time). Composed into the app's catalogue in src/errors.ts. */
export const BILLING_ERRORS = {
  INCORRECT_CARD_DETAILS: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_incorrect_card_details },
  PAYMENT_DETAILS_INCOMPLETE: { http: 402, trpc: 'FORBIDDEN', message: m.error_payment_details_incomplete },
  SUBSCRIPTION_NOT_ACTIVATED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_subscription_not_activated },
  CARD_REQUIRED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_card_required },
  PROMO_CODE_INVALID: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_promo_code_invalid },
  ALREADY_ON_PLAN: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_already_on_plan },
  NO_SUBSCRIPTION: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_no_subscription },
  CARD_IN_USE: { http: 409, trpc: 'CONFLICT', message: m.error_card_in_use },
  BILLING_UNAVAILABLE: { http: 412, trpc: 'PRECONDITION_FAILED', message: m.error_billing_unavailable },
  BILLING_PROVIDER_FAILED: { http: 503, trpc: 'SERVICE_UNAVAILABLE', message: m.error_billing_provider_failed },
  ADDON_INCLUDED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_addon_included },
} as const satisfies ErrorCatalogue;
