import { packageUses, payments } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { brokenAssertion, checkFailed, uniqueFailed } from '../core/db-errors';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { allocate } from '../shared/money';
import { toLocal } from '../shared/zoned';
import { takenAt } from './ledger';
import { type PaymentOutput, presentPayments } from './present';
import { type Holding, holdingsOf, returnPackageUsesWrites, reversalWrites, voidWrites } from './void';

async function run(scope: BusinessScope, writes: BatchItem<'sqlite'>[]) {
  const [first, ...rest] = writes;
  if (first) await scope.db.batch([first, ...rest]);
}

async function holding(scope: BusinessScope, id: string): Promise<Holding> {
  const h = (await holdingsOf(scope, [id])).get(id);
  if (!h) throw new AppError('NOT_FOUND');
  return h;
}

async function presentOne(scope: BusinessScope, id: string, locale: Locale): Promise<PaymentOutput> {
  const rows = await scope.db
    .select()
    .from(payments)
    .where(scopeToBusiness(payments, scope.businessId, eq(payments.id, id)));
  const [out] = await presentPayments(scope, rows, locale);
  if (!out) throw new AppError('NOT_FOUND');
  return out;
}

/**
 * Gives back part or all of a payment: a `refund` row (negative) pointing at
 * it, with negative allocations spread over what it still pays for in
 * proportion (`allocate`, so they add up exactly; an unallocated part takes
 * its share unallocated), its voucher refilled. Never more than it still
 * keeps, checked in the batch. Answers the refund row.
 */
export async function refundPayment(
  scope: BusinessScope,
  input: { id: string; amount: number; date?: string; note?: string | null },
  locale: Locale,
): Promise<PaymentOutput> {
  const h = await holding(scope, input.id);
  const p = h.payment;
  if (p.kind !== 'payment' || h.voided) throw new AppError('PAYMENT_NOT_REFUNDABLE');
  const currency = p.currency;
  if (input.amount > h.kept) throw new AppError('REFUND_TOO_LARGE', { amount: h.kept, currency });
  // Never dated before the money it gives back (the income of that day would go negative before it came in).
  const paidOn = toLocal(p.taken_at.getTime(), scope.business.timezone).date;
  if (input.date && input.date < paidOn) throw new AppError('REFUND_BEFORE_PAYMENT', { date: paidOn });
  const at = takenAt(scope, input.date);
  const targets = h.targets.filter((t) => t.amount > 0);
  const unallocated = h.kept - targets.reduce((s, t) => s + t.amount, 0);
  const shares = allocate(input.amount, [...targets.map((t) => t.amount), Math.max(0, unallocated)]);
  const id = crypto.randomUUID();
  const writes = reversalWrites(scope, p, {
    id,
    kind: 'refund',
    amount: input.amount,
    takenAt: at,
    note: input.note ?? null,
    targets: targets.map((t, n) => ({ ...t, amount: shares[n] ?? 0 })),
  });
  try {
    await run(scope, writes);
  } catch (e) {
    if (brokenAssertion(e) === 'over_refunded' || checkFailed(e, 'issued_vouchers_left_check')) {
      const now = await holding(scope, p.id);
      throw new AppError('REFUND_TOO_LARGE', { amount: Math.max(0, now.kept), currency });
    }
    throw e;
  }
  return presentOne(scope, id, locale);
}

/** A void batch failed: raced by another void (NOT_FOUND, it is gone already) or by a refund. */
function voidFailure(e: unknown): unknown {
  if (uniqueFailed(e, 'payments.reverses_id')) return new AppError('NOT_FOUND');
  if (brokenAssertion(e) === 'over_refunded' || checkFailed(e, 'issued_vouchers_left_check'))
    return new AppError('LEDGER_CHANGED');
  return e;
}

/**
 * DELETE /payments/{id}: the payment is voided (a `void` row cancels what it
 * still keeps; its refunds stay), its allocations reversed, its voucher
 * refilled. A voided payment reads as gone: a second void is NOT_FOUND.
 * Answers the payment as it now stands (voided).
 */
export async function voidPayment(scope: BusinessScope, id: string, locale: Locale): Promise<PaymentOutput> {
  const h = await holding(scope, id);
  if (h.voided) throw new AppError('NOT_FOUND');
  if (h.payment.kind !== 'payment') throw new AppError('PAYMENT_NOT_VOIDABLE');
  if (h.kept <= 0) throw new AppError('PAYMENT_FULLY_REFUNDED');
  try {
    await run(scope, voidWrites(scope, h));
  } catch (e) {
    throw voidFailure(e);
  }
  return presentOne(scope, id, locale);
}

/**
 * DELETE /payments/checkout/{id}: voids every payment of a checkout that still
 * keeps money and gives back the package sessions it used, in one batch.
 * NOT_FOUND when the checkout is not this business's or nothing is left to void.
 */
export async function voidCheckout(
  scope: BusinessScope,
  checkoutId: string,
  locale: Locale,
): Promise<{ checkout_id: string; payments: PaymentOutput[] }> {
  const [rows, uses] = await Promise.all([
    scope.db
      .select({ id: payments.id })
      .from(payments)
      .where(scopeToBusiness(payments, scope.businessId, eq(payments.checkout_id, checkoutId), eq(payments.kind, 'payment'))),
    scope.db
      .select({ id: packageUses.id })
      .from(packageUses)
      .where(
        and(
          eq(packageUses.business_id, scope.businessId),
          eq(packageUses.checkout_id, checkoutId),
          isNull(packageUses.returned_at),
        ),
      ),
  ]);
  const holdings = await holdingsOf(
    scope,
    rows.map((r) => r.id),
  );
  const writes = [...holdings.values()].flatMap((h) => voidWrites(scope, h));
  if (writes.length === 0 && uses.length === 0) throw new AppError('NOT_FOUND');
  writes.push(...returnPackageUsesWrites(scope, checkoutId));
  try {
    await run(scope, writes);
  } catch (e) {
    throw voidFailure(e);
  }
  const after = rows.length
    ? await scope.db
        .select()
        .from(payments)
        .where(
          scopeToBusiness(
            payments,
            scope.businessId,
            inArray(
              payments.id,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(asc(payments.created_at))
    : [];
  return { checkout_id: checkoutId, payments: await presentPayments(scope, after, locale) };
}
