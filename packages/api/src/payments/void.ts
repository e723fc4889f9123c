import { issuedVouchers, packageCredits, packageUses, paymentAllocations, payments } from '@kairos/db';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { paymentOverRefunded, saleStillPaid } from './assertions';

export type PaymentRow = typeof payments.$inferSelect;

/** One target of a payment's money: a booking (appointment + client), a sale, or nothing (standalone). */
export interface Target {
  appointment_id: string | null;
  client_id: string | null;
  sale_id: string | null;
  amount: number;
}

/**
 * A payment as it stands: what it still keeps after its refunds (`kept`), how
 * that is spread over what it pays for (`targets`, net of refunds), and
 * whether a void row already cancels it.
 */
export interface Holding {
  payment: PaymentRow;
  refunded: number;
  kept: number;
  voided: boolean;
  targets: Target[];
}

const targetKey = (t: Pick<Target, 'appointment_id' | 'client_id' | 'sale_id'>) =>
  `${t.appointment_id ?? ''}|${t.client_id ?? ''}|${t.sale_id ?? ''}`;

/** The holdings of some payments of this business (others' ids are left out), in two queries. */
export async function holdingsOf(scope: BusinessScope, ids: string[]): Promise<Map<string, Holding>> {
  const out = new Map<string, Holding>();
  if (ids.length === 0) return out;
  const rows = await scope.db
    .select()
    .from(payments)
    .where(scopeToBusiness(payments, scope.businessId, or(inArray(payments.id, ids), inArray(payments.reverses_id, ids))));
  const allocs = rows.length
    ? await scope.db
        .select()
        .from(paymentAllocations)
        .where(
          scopeToBusiness(
            paymentAllocations,
            scope.businessId,
            inArray(
              paymentAllocations.payment_id,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  const allocsOf = new Map<string, (typeof allocs)[number][]>();
  for (const a of allocs) allocsOf.set(a.payment_id, [...(allocsOf.get(a.payment_id) ?? []), a]);
  for (const p of rows) {
    if (!ids.includes(p.id)) continue;
    const reversals = rows.filter((r) => r.reverses_id === p.id);
    const refunded = -reversals.filter((r) => r.kind === 'refund').reduce((s, r) => s + r.amount, 0);
    const byTarget = new Map<string, Target>();
    for (const row of [p, ...reversals]) {
      for (const a of allocsOf.get(row.id) ?? []) {
        const key = targetKey(a);
        const t = byTarget.get(key) ?? {
          appointment_id: a.appointment_id,
          client_id: a.client_id,
          sale_id: a.sale_id,
          amount: 0,
        };
        t.amount += a.amount;
        byTarget.set(key, t);
      }
    }
    out.set(p.id, {
      payment: p,
      refunded,
      kept: p.amount + reversals.reduce((s, r) => s + r.amount, 0),
      voided: reversals.some((r) => r.kind === 'void'),
      targets: [...byTarget.values()].filter((t) => t.amount !== 0),
    });
  }
  return out;
}

/**
 * The writes that void a payment: a `void` row for what it still keeps (its
 * refunds stay refunds), dated like the payment so it cancels it in the same
 * period; negative allocations mirroring what it still pays for; its voucher
 * refilled. The unique index on void rows makes a second void fail, and the
 * assertion refuses the batch if a refund slipped in meanwhile.
 */
export function voidWrites(scope: BusinessScope, h: Holding, note: string | null = null): BatchItem<'sqlite'>[] {
  if (h.kept <= 0 || h.voided) return [];
  const targets = h.targets.filter((t) => t.amount > 0);
  return reversalWrites(scope, h.payment, { kind: 'void', amount: h.kept, takenAt: h.payment.taken_at, note, targets });
}

/**
 * The rows that give back `amount` of payment `p` (a refund or a void): the
 * negative ledger row pointing at it, negative allocations for `targets` (each
 * with the positive share it gives back), its voucher refilled, and the
 * assertion that the payment is not given back more than it kept.
 */
export function reversalWrites(
  scope: BusinessScope,
  p: PaymentRow,
  r: { id?: string; kind: 'refund' | 'void'; amount: number; takenAt: Date; note: string | null; targets: readonly Target[] },
): BatchItem<'sqlite'>[] {
  const id = r.id ?? crypto.randomUUID();
  const writes: BatchItem<'sqlite'>[] = [
    scope.db.insert(payments).values({
      id,
      business_id: scope.businessId,
      checkout_id: p.checkout_id,
      kind: r.kind,
      type: p.type,
      method: p.method,
      amount: -r.amount,
      currency: p.currency,
      taken_at: r.takenAt,
      client_id: p.client_id,
      voucher_id: p.voucher_id,
      reverses_id: p.id,
      source: 'owner',
      note: r.note,
      created_at: scope.now,
    }),
  ];
  const allocs = r.targets
    .filter((t) => t.amount !== 0)
    .map((t) => ({
      payment_id: id,
      business_id: scope.businessId,
      appointment_id: t.appointment_id,
      client_id: t.client_id,
      sale_id: t.sale_id,
      amount: -t.amount,
      currency: p.currency,
    }));
  if (allocs.length) writes.push(scope.db.insert(paymentAllocations).values(allocs));
  if (p.voucher_id)
    writes.push(
      scope.db
        .update(issuedVouchers)
        .set({ amount_left: sql`${issuedVouchers.amount_left} + ${r.amount}` })
        .where(scopeToBusiness(issuedVouchers, scope.businessId, eq(issuedVouchers.id, p.voucher_id))),
    );
  writes.push(paymentOverRefunded(scope, p.id));
  return writes;
}

/**
 * Gives back the package sessions a checkout used (its voided checkout): each
 * credit's `used` goes down by the sessions given back, then the uses are
 * marked returned; two statements, so racing voids give each session back once.
 */
export function returnPackageUsesWrites(scope: BusinessScope, checkoutId: string): BatchItem<'sqlite'>[] {
  const pu = packageUses;
  const open = and(eq(pu.business_id, scope.businessId), eq(pu.checkout_id, checkoutId), isNull(pu.returned_at));
  return [
    scope.db
      .update(packageCredits)
      .set({
        used: sql`${packageCredits.used} - (SELECT count(*) FROM ${pu} WHERE ${pu.package_credit_id} = ${packageCredits.id}
          AND ${pu.business_id} = ${scope.businessId} AND ${pu.checkout_id} = ${checkoutId} AND ${pu.returned_at} IS NULL)`,
      })
      .where(
        and(
          eq(packageCredits.business_id, scope.businessId),
          inArray(packageCredits.id, scope.db.select({ id: pu.package_credit_id }).from(pu).where(open)),
        ),
      ),
    scope.db.update(pu).set({ returned_at: scope.now }).where(open),
  ];
}

/**
 * For deleting a sale (the sales area puts these in its own batch): a void for
 * every payment towards the sale that still keeps money, with negative
 * allocations. A payment that also pays for something else (an appointment,
 * another sale) is refused with PAYMENT_SHARED: the owner voids it first. The
 * last statement refuses the batch if money towards the sale is still there
 * (a checkout that raced the delete); map a failed batch with `ledgerFailure`.
 */
export async function voidSaleWrites(scope: BusinessScope, saleId: string): Promise<BatchItem<'sqlite'>[]> {
  const pa = paymentAllocations;
  const linked = await scope.db
    .selectDistinct({ id: payments.id })
    .from(pa)
    .innerJoin(payments, eq(payments.id, pa.payment_id))
    .where(and(eq(pa.business_id, scope.businessId), eq(pa.sale_id, saleId), eq(payments.kind, 'payment')));
  const holdings = await holdingsOf(
    scope,
    linked.map((r) => r.id),
  );
  const writes: BatchItem<'sqlite'>[] = [];
  for (const h of holdings.values()) {
    if (h.voided || h.kept <= 0) continue;
    const allocated = h.targets.reduce((s, t) => s + t.amount, 0);
    if (h.targets.some((t) => t.sale_id !== saleId) || allocated !== h.kept) throw new AppError('PAYMENT_SHARED');
    writes.push(...voidWrites(scope, h));
  }
  writes.push(saleStillPaid(scope, saleId));
  return writes;
}
