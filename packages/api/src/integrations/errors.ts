import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Payment providers a business connects (Stripe, Square, LiqPay). Composed into the app's catalogue in src/errors.ts. */
export const INTEGRATIONS_ERRORS = {
  INTEGRATION_KEY_REFUSED: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_integration_key_refused },
  INTEGRATION_CURRENCY: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', message: m.error_integration_currency },
  INTEGRATION_UNREACHABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE', message: m.error_integration_unreachable },
} as const satisfies ErrorCatalogue;
