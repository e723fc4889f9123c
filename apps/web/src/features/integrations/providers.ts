import {
  connectLiqpayInput,
  connectSquareInput,
  connectStripeInput,
  type integrationsOutput,
  type ProviderName,
} from '@kairos/api/shared/booking-schemas';
import { m } from '@kairos/i18n';
import type { z } from 'zod';

export type Integrations = z.infer<typeof integrationsOutput>;
export type ProviderRow = Integrations['providers'][number];

interface KeyField {
  name: string;
  label: () => string;
  secret: boolean;
}

/** What each provider's connect form asks for, and the schema the server checks it with. */
export const PROVIDERS: Record<ProviderName, { label: string; schema: z.ZodType; fields: KeyField[]; help: () => string }> = {
  stripe: {
    label: 'Stripe',
    schema: connectStripeInput,
    fields: [{ name: 'secret_key', label: () => m.wint_stripe_secret_key(), secret: true }],
    help: () => m.wint_stripe_help(),
  },
  square: {
    label: 'Square',
    schema: connectSquareInput,
    fields: [
      { name: 'access_token', label: () => m.wint_square_access_token(), secret: true },
      { name: 'location_id', label: () => m.wint_square_location_id(), secret: false },
      { name: 'signature_key', label: () => m.wint_square_signature_key(), secret: true },
    ],
    help: () => m.wint_square_help(),
  },
  liqpay: {
    label: 'LiqPay',
    schema: connectLiqpayInput,
    fields: [
      { name: 'public_key', label: () => m.wint_liqpay_public_key(), secret: false },
      { name: 'private_key', label: () => m.wint_liqpay_private_key(), secret: true },
    ],
    help: () => m.wint_liqpay_help(),
  },
};
