import { type Db, onlineBookings } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import { log } from '../core/log';
import { type BusinessScope, loadScope } from '../core/scope';
import type { Services } from '../core/services';
import { activeProvider } from '../integrations/provider';
import { createAutoInvoice } from '../invoices/auto';
import { takeCheckout } from '../payments/ledger';
import type { ProviderName } from '../shared/booking-schemas';
import { manageTokenFor } from './manage-token';
import type { OnlineBookingRow } from './present';
import { reseat } from './reseat';
import { tell } from './tell';

export interface ProviderPayment {
  business_id: string;
  provider: ProviderName;
  checkout_ref: string;
  charge_ref: string;
  amount: number;
  currency: string;
}

type Deps = { db: Db; services: Services };

/**
 * Records a paid checkout exactly once whoever reports it (webhook, callback, the page's status poll):
 * the ledger payment (`takeCheckout`, idempotent per charge), the booking confirmed (or, after its
 * hold expired, re-seated or refunded: docs/DECISIONS.md "Online booking"), messages and the owner's bell.
 * A payment that does not match the booking (amount, currency) is logged and ignored.
 */
export async function settleProviderPayment(deps: Deps, payment: ProviderPayment): Promise<void> {
  const scope = await loadScope(deps.db, payment.business_id, deps.services.now());
  const row = await scope.db.query.onlineBookings.findFirst({
    where: and(
      eq(onlineBookings.business_id, payment.business_id),
      eq(onlineBookings.provider, payment.provider),
      eq(onlineBookings.provider_checkout, payment.checkout_ref),
    ),
  });
  if (!row) {
    return log.error('[settle] no booking for this checkout', { provider: payment.provider, checkout_ref: payment.checkout_ref });
  }
  if (payment.amount !== row.amount_due || payment.currency !== row.currency) {
    return log.error('[settle] the amount paid does not match the booking', {
      booking_id: row.id,
      amount: payment.amount,
      currency: payment.currency,
    });
  }
  // A hold still held becomes confirmed in one guarded statement (an expiry racing it sees it no longer held).
  const [claimed] = await scope.db
    .update(onlineBookings)
    .set({ status: 'confirmed', confirmed_at: scope.now, hold_expires_at: null, updated_at: scope.now })
    .where(and(eq(onlineBookings.id, row.id), eq(onlineBookings.status, 'held')))
    .returning();
  const current = claimed ?? (await scope.db.query.onlineBookings.findFirst({ where: eq(onlineBookings.id, row.id) }));
  if (!current) return;
  if (current.status === 'expired') return latePayment(deps, scope, current, payment);
  if (current.status === 'confirmed') await record(deps, scope, current, payment);
}

/** The payment in the ledger (once per charge), the booking pointed at it; the first to point it tells everyone. */
async function record(deps: Deps, scope: BusinessScope, row: OnlineBookingRow, payment: ProviderPayment) {
  if (row.payment_id) return;
  const item = row.sale_id
    ? { sale_id: row.sale_id }
    : { appointment_id: row.appointment_id as string, client_id: row.client_id, use_package: false };
  const result = await takeCheckout(
    scope,
    { client_id: row.client_id, items: [item], payments: [{ method: 'card_payment', amount: payment.amount }], note: null },
    { source: 'online', provider: { name: payment.provider, ref: payment.charge_ref }, locale: row.locale },
  );
  const paymentId = result.payments[0]?.id;
  if (!paymentId) return;
  const [won] = await scope.db
    .update(onlineBookings)
    .set({ payment_id: paymentId, updated_at: scope.now })
    .where(and(eq(onlineBookings.id, row.id), isNull(onlineBookings.payment_id)))
    .returning({ id: onlineBookings.id });
  if (!won) return;
  try {
    await createAutoInvoice(scope, paymentId);
  } catch (e) {
    log.error('[settle] the automatic invoice failed', { payment_id: paymentId, error: e });
  }
  await tell(deps, row.id, 'confirmed', 'online_booking', manageTokenFor(deps.services.config.secret, row.id));
}

/**
 * Paid after the hold ran out: the same time again if it is still free (re-seated, confirmed), else the
 * money goes back (`provider.refund`), the booking stays expired and the owner is told. Claimed by one
 * guarded statement each way, so two reports of the same payment refund or re-seat once.
 */
async function latePayment(deps: Deps, scope: BusinessScope, row: OnlineBookingRow, payment: ProviderPayment) {
  if (row.late_payment) return;
  const seated = await reseat(scope, row);
  if (seated) return record(deps, scope, seated, payment);
  const [won] = await scope.db
    .update(onlineBookings)
    .set({ late_payment: 'refunded', updated_at: scope.now })
    .where(and(eq(onlineBookings.id, row.id), eq(onlineBookings.status, 'expired'), isNull(onlineBookings.late_payment)))
    .returning({ id: onlineBookings.id });
  if (!won) return;
  const provider = await activeProvider(deps, scope.business);
  try {
    if (!provider) throw new Error('no provider connected any more');
    await provider.refund(payment.charge_ref, payment.amount);
  } catch (e) {
    log.error('[settle] the late payment could not be refunded', { booking_id: row.id, error: e });
  }
  await tell(deps, row.id, null, 'late_payment_refunded', null);
}
