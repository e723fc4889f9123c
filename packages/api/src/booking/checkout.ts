import { onlineBookings } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { log } from '../core/log';
import type { BusinessScope } from '../core/scope';
import type { PaymentProvider } from '../integrations/payment-provider';
import type { ProviderName } from '../shared/booking-schemas';
import { expireHolds } from './holds';
import type { OnlineBookingRow } from './present';
import type { Deps } from './tell';

export interface PaymentStep {
  provider: ProviderName;
  amount: number;
  currency: string;
  redirect_url: string | null;
  form: { action: string; fields: Record<string, string> } | null;
}

/** The page's own address for this booking, where the provider sends the visitor back. */
export function returnUrl(deps: Deps, slug: string, bookingId: string, token: string, cancelled = false) {
  const base = deps.services.config.appUrl.replace(/\/$/, '');
  const q = `booking=${encodeURIComponent(bookingId)}&token=${encodeURIComponent(token)}${cancelled ? '&cancelled=1' : ''}`;
  return `${base}/online-booking/${encodeURIComponent(slug)}?${q}`;
}

/**
 * Starts the provider's checkout for a held booking and stores its reference. When the provider cannot
 * start one, the hold is given up at once (its time freed, its sale deleted) and the
 * visitor told BOOKING_PAYMENT_UNAVAILABLE: nothing stays held for a checkout that does not exist.
 */
export async function startPayment(
  deps: Deps,
  scope: BusinessScope,
  provider: PaymentProvider,
  row: OnlineBookingRow,
  args: { token: string; email: string | null },
): Promise<PaymentStep> {
  const slug = scope.business.slug as string;
  let started: Awaited<ReturnType<PaymentProvider['startCheckout']>>;
  try {
    started = await provider.startCheckout({
      booking_id: row.id,
      amount: row.amount_due,
      currency: row.currency,
      description: row.item_name,
      customer_email: args.email,
      locale: row.locale,
      success_url: returnUrl(deps, slug, row.id, args.token),
      cancel_url: returnUrl(deps, slug, row.id, args.token, true),
    });
  } catch (e) {
    log.error('[booking] the provider could not start a checkout', { booking_id: row.id, error: e });
    await giveUpHold(scope, row);
    throw new AppError('BOOKING_PAYMENT_UNAVAILABLE');
  }
  await scope.db
    .update(onlineBookings)
    .set({ provider: provider.name, provider_checkout: started.checkout_ref, updated_at: scope.now })
    .where(eq(onlineBookings.id, row.id));
  return {
    provider: provider.name,
    amount: row.amount_due,
    currency: row.currency,
    redirect_url: started.redirect_url,
    form: started.form,
  };
}

/** A hold that will not be paid: its time runs out now and it expires like any other (time freed, sale deleted). */
async function giveUpHold(scope: BusinessScope, row: OnlineBookingRow) {
  await scope.db
    .update(onlineBookings)
    .set({ hold_expires_at: scope.now, updated_at: scope.now })
    .where(and(eq(onlineBookings.id, row.id), eq(onlineBookings.status, 'held')));
  await expireHolds(scope.db, scope.now, scope.businessId);
}
