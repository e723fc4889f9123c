/** What a checkout spends besides money: package sessions (the best credit each) and gift vouchers (checked, then their amount left lowered). */
import { issuedVouchers, packageCredits, packageUses } from '@kairos/db';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { toLocal } from '../shared/zoned';
import { findIssuedVoucherByCode } from '../vouchers/issued';
import type { CheckoutData, Item } from './checkout-items';

/** The client's best package session for a service: not voided, not expired, not used up, earliest expiry first. */
async function bestCredit(scope: BusinessScope, clientId: string, serviceId: string) {
  const pc = packageCredits;
  const [credit] = await scope.db
    .select({ id: pc.id })
    .from(pc)
    .where(
      and(
        eq(pc.business_id, scope.businessId),
        eq(pc.client_id, clientId),
        eq(pc.service_id, serviceId),
        isNull(pc.voided_at),
        or(isNull(pc.expires_at), gt(pc.expires_at, scope.now)),
        lt(pc.used, pc.quantity),
      ),
    )
    .orderBy(sql`${pc.expires_at} IS NULL`, asc(pc.expires_at), asc(pc.created_at))
    .limit(1);
  if (!credit) throw new AppError('PACKAGE_NONE_LEFT');
  return credit.id;
}

/** Package sessions first: each pays its booking's whole due; the writes that use one session each. */
export async function packageWrites(
  scope: BusinessScope,
  items: readonly Item[],
  checkoutId: string,
): Promise<BatchItem<'sqlite'>[]> {
  const currency = scope.business.currency;
  const writes: BatchItem<'sqlite'>[] = [];
  for (const i of items.filter((x) => x.usePackage)) {
    if (!i.serviceId) throw new AppError('PACKAGE_NOT_FOR_ITEM');
    if (i.left !== i.due || i.due === 0) throw new AppError('PAYMENT_OVERPAID', { amount: Math.max(0, i.left), currency });
    const creditId = await bestCredit(scope, i.clientId as string, i.serviceId);
    writes.push(
      scope.db
        .update(packageCredits)
        .set({ used: sql`${packageCredits.used} + 1` })
        .where(scopeToBusiness(packageCredits, scope.businessId, eq(packageCredits.id, creditId))),
      scope.db.insert(packageUses).values({
        business_id: scope.businessId,
        package_credit_id: creditId,
        appointment_id: i.appointmentId,
        client_id: i.clientId as string,
        checkout_id: checkoutId,
        created_at: scope.now,
      }),
    );
  }
  return writes;
}

/** Per payment the voucher it spends (null when not a voucher), and what the checkout takes from each voucher. */
export interface VoucherSpend {
  voucherIds: (string | null)[];
  spentOn: Map<string, number>;
}

/** Vouchers: found by code in this business, spendable, enough left (the CHECK holds it under races). */
export async function checkVouchers(
  scope: BusinessScope,
  payments: CheckoutData['payments'],
  items: readonly Item[],
): Promise<VoucherSpend> {
  const currency = scope.business.currency;
  const voucherIds: (string | null)[] = [];
  const spentOn = new Map<string, number>();
  for (const p of payments) {
    if (p.method !== 'gift_voucher') {
      voucherIds.push(null);
      continue;
    }
    const code = p.voucher_code ?? '';
    const v = await findIssuedVoucherByCode(scope, code);
    if (!v) throw new AppError('VOUCHER_UNKNOWN', { code: code.trim().toUpperCase() });
    if (v.voided_at) throw new AppError('VOUCHER_VOIDED');
    // Bought with its own value: the voucher would come free.
    if (items.some((i) => i.saleId !== null && i.saleId === v.sale_id)) throw new AppError('VOUCHER_PAYS_OWN_SALE');
    if (v.expires_at && v.expires_at.getTime() <= scope.now.getTime())
      throw new AppError('VOUCHER_EXPIRED', { date: toLocal(v.expires_at.getTime() - 1, scope.business.timezone).date });
    if (v.currency !== currency) throw new AppError('VOUCHER_CURRENCY', { currency: v.currency });
    const spent = (spentOn.get(v.id) ?? 0) + p.amount;
    if (spent > v.amount_left) throw new AppError('VOUCHER_INSUFFICIENT', { amount: v.amount_left, currency });
    spentOn.set(v.id, spent);
    voucherIds.push(v.id);
  }
  return { voucherIds, spentOn };
}

/** Each voucher's amount left lowered by what the checkout spends of it. */
export function voucherWrites(scope: BusinessScope, spentOn: Map<string, number>): BatchItem<'sqlite'>[] {
  return [...spentOn].map(([voucherId, amount]) =>
    scope.db
      .update(issuedVouchers)
      .set({ amount_left: sql`${issuedVouchers.amount_left} - ${amount}` })
      .where(scopeToBusiness(issuedVouchers, scope.businessId, eq(issuedVouchers.id, voucherId))),
  );
}
