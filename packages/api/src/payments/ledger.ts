/**
 * THE place money is written (docs/DECISIONS.md "Payments ledger"): the
 * owner's checkout, and later the booking page's deposits and online voucher
 * purchases (source 'online' with the provider's charge). Everything a
 * checkout writes is one batch, with the money invariants asserted inside it.
 */
import { clients, issuedVouchers, paymentAllocations, payments } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { asc, eq, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { brokenAssertion, checkFailed, uniqueFailed } from '../core/db-errors';
import { AppError } from '../core/errors';
import { type BusinessScope, todayOf } from '../core/scope';
import { findOwned, scopeToBusiness } from '../core/tenant';
import { toInstant } from '../shared/zoned';
import { bookingOverpaid, saleOverpaid } from './assertions';
import { allocate, changeOf, checkTendered, typeOf } from './checkout-allocate';
import { type CheckoutData, type CheckoutResult, freshItems, type Item, itemStates, resolveItems } from './checkout-items';
import { checkVouchers, packageWrites, voucherWrites } from './checkout-spend';
import { presentPayments } from './present';

export type { CheckoutData, CheckoutResult } from './checkout-items';

export interface CheckoutOptions {
  source: 'owner' | 'online';
  /** A payment provider's charge: recorded on the checkout's first payment; the same charge twice is one checkout. */
  provider?: { name: string; ref: string };
  /** For the labels in the answer (default uk). */
  locale?: Locale;
}

/** The instant a payment dated `date` (local) was taken: now when it is today, else noon local on that day. */
export function takenAt(scope: BusinessScope, date: string | undefined): Date {
  const tz = scope.business.timezone;
  const today = todayOf(scope);
  if (!date || date === today) return scope.now;
  if (date > today) throw new AppError('PAYMENT_FUTURE_DATE');
  return new Date(toInstant(date, 12 * 60, tz));
}

/**
 * A checkout: resolves what is paid for, checks vouchers, package sessions and
 * cash, allocates each payment in turn to the items in order, and writes it all
 * in one batch whose assertions refuse overpaying however requests race.
 */
export async function takeCheckout(scope: BusinessScope, data: CheckoutData, opts: CheckoutOptions): Promise<CheckoutResult> {
  const locale = opts.locale ?? 'uk';
  const currency = scope.business.currency;
  const writes: BatchItem<'sqlite'>[] = [];
  if (data.payments.length === 0 && !data.items.some((i) => 'appointment_id' in i && i.use_package))
    throw new AppError('PAYMENT_EMPTY');
  const at = takenAt(scope, data.date);
  const items = await resolveItems(scope, data, writes);
  const checkoutId = crypto.randomUUID();

  // The payer: the one named, else the first item's client.
  const named = data.client_id ? await findOwned(scope.db, clients, scope.businessId, data.client_id) : null;
  const clientId = named?.id ?? items.find((i) => i.clientId)?.clientId ?? null;

  writes.push(...(await packageWrites(scope, items, checkoutId)));
  const { voucherIds, spentOn } = await checkVouchers(scope, data.payments, items);
  checkTendered(data.payments, currency);
  const allocations = allocate(
    items,
    data.payments.map((p) => p.amount),
    currency,
  );

  const paymentIds: string[] = [];
  data.payments.forEach((p, n) => {
    const id = crypto.randomUUID();
    paymentIds.push(id);
    const allocs = allocations[n] ?? [];
    const provider = n === 0 && opts.provider ? opts.provider : null;
    writes.push(
      scope.db.insert(payments).values({
        id,
        business_id: scope.businessId,
        checkout_id: checkoutId,
        kind: 'payment',
        type: typeOf(allocs),
        method: p.method,
        amount: p.amount,
        currency,
        taken_at: at,
        client_id: clientId,
        voucher_id: voucherIds[n] ?? null,
        tendered: p.method === 'cash' && p.tendered !== undefined ? p.tendered : null,
        provider: provider?.name ?? null,
        provider_ref: provider?.ref ?? null,
        source: opts.source,
        note: data.note,
        created_at: scope.now,
      }),
    );
    if (allocs.length)
      writes.push(
        scope.db
          .insert(paymentAllocations)
          .values(allocs.map((a) => ({ ...a, payment_id: id, business_id: scope.businessId, currency }))),
      );
  });
  writes.push(...voucherWrites(scope, spentOn));
  for (const i of items) {
    writes.push(
      i.kind === 'sale'
        ? saleOverpaid(scope, i.saleId as string)
        : bookingOverpaid(scope, i.appointmentId as string, i.clientId as string, i.due),
    );
  }

  try {
    const [first, ...rest] = writes;
    if (first) await scope.db.batch([first, ...rest]);
  } catch (e) {
    if (opts.provider && uniqueFailed(e, 'payments.business_id')) {
      const taken = await chargeTaken(scope, opts.provider, items, locale);
      if (taken) return taken;
    }
    throw await checkoutFailure(scope, e, items, spentOn);
  }
  const rows = paymentIds.length
    ? await scope.db
        .select()
        .from(payments)
        .where(scopeToBusiness(payments, scope.businessId, inArray(payments.id, paymentIds)))
        .orderBy(asc(payments.created_at))
    : [];
  const ordered = paymentIds.map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);
  return {
    checkout_id: checkoutId,
    payments: await presentPayments(scope, ordered, locale),
    change: changeOf(data.payments),
    balances: await itemStates(scope, items),
  };
}

/** The provider's charge is recorded already (a webhook delivered twice): that checkout's answer, if it is found. */
async function chargeTaken(
  scope: BusinessScope,
  provider: { name: string; ref: string },
  items: readonly Item[],
  locale: Locale,
): Promise<CheckoutResult | null> {
  const taken = await scope.db
    .select()
    .from(payments)
    .where(
      scopeToBusiness(payments, scope.businessId, eq(payments.provider, provider.name), eq(payments.provider_ref, provider.ref)),
    );
  const first = taken[0];
  if (!first) return null;
  const same = await scope.db
    .select()
    .from(payments)
    .where(scopeToBusiness(payments, scope.businessId, eq(payments.checkout_id, first.checkout_id), eq(payments.kind, 'payment')))
    .orderBy(asc(payments.created_at));
  return {
    checkout_id: first.checkout_id,
    payments: await presentPayments(scope, same, locale),
    change: 0,
    balances: await itemStates(scope, items),
  };
}

/** A refused checkout batch → the error the owner should read (amounts read again, as they are now). */
async function checkoutFailure(
  scope: BusinessScope,
  e: unknown,
  items: readonly Item[],
  spentOn: Map<string, number>,
): Promise<unknown> {
  const currency = scope.business.currency;
  if (brokenAssertion(e) === 'overpaid' || uniqueFailed(e, 'package_uses.')) {
    const fresh = await freshItems(scope, items);
    const left = fresh.filter((i) => !i.usePackage).reduce((s, i) => s + Math.max(0, i.left), 0);
    return new AppError('PAYMENT_OVERPAID', { amount: left, currency });
  }
  if (checkFailed(e, 'issued_vouchers_left_check')) {
    const ids = [...spentOn.keys()];
    const rows = await scope.db
      .select({ amount_left: issuedVouchers.amount_left })
      .from(issuedVouchers)
      .where(scopeToBusiness(issuedVouchers, scope.businessId, inArray(issuedVouchers.id, ids)));
    return new AppError('VOUCHER_INSUFFICIENT', { amount: Math.min(...rows.map((r) => r.amount_left)), currency });
  }
  if (checkFailed(e, 'package_credits_used_check')) return new AppError('PACKAGE_NONE_LEFT');
  return e;
}
