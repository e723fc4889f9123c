// CONTRACT (helper "core" replaces the body): a provider says a checkout was paid.
import type { Db } from '@kairos/db';
import type { Services } from '../core/services';
import type { ProviderName } from '../shared/booking-schemas';

export interface ProviderPayment {
  business_id: string;
  provider: ProviderName;
  checkout_ref: string;
  charge_ref: string;
  amount: number;
  currency: string;
}

/**
 * Records a paid checkout exactly once whoever reports it (webhook, callback, the page's status poll):
 * the ledger payment (`takeCheckout`, idempotent per charge), the booking confirmed (or, after its
 * hold expired, re-seated or refunded: docs/DECISIONS.md "Online booking"), messages and the owner's bell.
 */
export async function settleProviderPayment(_deps: { db: Db; services: Services }, _payment: ProviderPayment): Promise<void> {
  throw new Error('settleProviderPayment: not built yet');
}
