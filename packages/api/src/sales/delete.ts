import { issuedVouchers, packageCredits, packages, products, saleLines, sales, services } from '@kairos/db';
import { and, asc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { assertion, brokenAssertion } from '../core/db-errors';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { ledgerFailure } from '../payments/assertions';
import { voidSaleWrites } from '../payments/void';
import { idParam } from '../shared/list-schemas';
import { type SaleDetail, saleDetailOutput } from '../shared/sales-schemas';
import { formatVoucherCode } from '../shared/voucher-code';
import { loadSaleDetail } from './detail';

type Statement = BatchItem<'sqlite'>;

/** A voucher of the sale with money taken off it (spent and not given back). */
async function spentVoucher(scope: BusinessScope, saleId: string) {
  const [row] = await scope.db
    .select({ code: issuedVouchers.code })
    .from(issuedVouchers)
    .where(
      scopeToBusiness(
        issuedVouchers,
        scope.businessId,
        eq(issuedVouchers.sale_id, saleId),
        ne(issuedVouchers.amount_left, issuedVouchers.amount),
      ),
    )
    .limit(1);
  return row ? formatVoucherCode(row.code) : null;
}

/** A package balance of the sale with a session taken (and not given back). */
async function usedCredit(scope: BusinessScope, saleId: string) {
  const [row] = await scope.db
    .select({ package: packages.name, service: services.name })
    .from(packageCredits)
    .innerJoin(packages, eq(packages.id, packageCredits.package_id))
    .innerJoin(services, eq(services.id, packageCredits.service_id))
    .where(scopeToBusiness(packageCredits, scope.businessId, eq(packageCredits.sale_id, saleId), gt(packageCredits.used, 0)))
    .orderBy(asc(packages.sort_key), asc(services.sort_key))
    .limit(1);
  return row ? `${row.package}: ${row.service}` : null;
}

/**
 * Deletes a sale (docs/product/sales.md DELETE /sales/{id}) in one batch: the sale is marked
 * deleted (kept, because its payments are voided, not erased), every payment
 * towards it is voided (`voidSaleWrites`, payments area), its vouchers and
 * package balances are voided and the products' stock is given back. Refused
 * while a voucher from it is spent or a package session used: assertions in
 * the batch (core/db-errors.ts) roll the whole delete back when, at that
 * moment, a voucher has less left than it was sold with or a balance has a
 * session used, so a spend racing the delete loses nothing.
 */
export async function deleteSale(scope: BusinessScope, saleId: string): Promise<SaleDetail> {
  const { db, businessId, now } = scope;
  const [sale] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(scopeToBusiness(sales, businessId, eq(sales.id, saleId), isNull(sales.deleted_at)))
    .limit(1);
  if (!sale) throw new AppError('NOT_FOUND');
  const code = await spentVoucher(scope, saleId);
  if (code) throw new AppError('SALE_VOUCHER_SPENT', { code });
  const used = await usedCredit(scope, saleId);
  if (used) throw new AppError('SALE_PACKAGE_USED', { name: used });

  const lines = await db
    .select({ product_id: saleLines.product_id, quantity: saleLines.quantity })
    .from(saleLines)
    .where(scopeToBusiness(saleLines, businessId, eq(saleLines.sale_id, saleId), isNotNull(saleLines.product_id)));
  const voids = await voidSaleWrites(scope, saleId);

  const statements: Statement[] = [
    // Deleted once: a second delete (or one racing it) reads as NOT_FOUND.
    assertion(
      scope,
      'sale_deleted',
      sql`EXISTS (SELECT 1 FROM ${sales} WHERE ${sales.id} = ${saleId} AND ${sales.business_id} = ${businessId}
        AND ${sales.deleted_at} IS NOT NULL)`,
    ),
    db
      .update(sales)
      .set({ deleted_at: now })
      .where(scopeToBusiness(sales, businessId, eq(sales.id, saleId))),
    // Payments first: a voucher of this sale that paid for it is refilled before the vouchers are checked.
    ...voids,
    assertion(
      scope,
      'sale_voucher_spent',
      sql`EXISTS (SELECT 1 FROM ${issuedVouchers} WHERE ${issuedVouchers.business_id} = ${businessId}
        AND ${issuedVouchers.sale_id} = ${saleId} AND ${issuedVouchers.amount_left} <> ${issuedVouchers.amount})`,
    ),
    db
      .update(issuedVouchers)
      .set({ voided_at: now })
      .where(scopeToBusiness(issuedVouchers, businessId, eq(issuedVouchers.sale_id, saleId))),
    assertion(
      scope,
      'sale_package_used',
      sql`EXISTS (SELECT 1 FROM ${packageCredits} WHERE ${packageCredits.business_id} = ${businessId}
        AND ${packageCredits.sale_id} = ${saleId} AND ${packageCredits.used} <> 0)`,
    ),
    db
      .update(packageCredits)
      .set({ voided_at: now })
      .where(scopeToBusiness(packageCredits, businessId, eq(packageCredits.sale_id, saleId))),
    ...lines.map((l) =>
      db
        .update(products)
        .set({ stock: sql`${products.stock} + ${l.quantity}` })
        .where(and(scopeToBusiness(products, businessId, eq(products.id, l.product_id ?? '')), isNotNull(products.stock))),
    ),
  ];
  try {
    await db.batch(statements as [Statement, ...Statement[]]);
  } catch (e) {
    const rule = brokenAssertion(e);
    if (rule === 'sale_deleted') throw new AppError('NOT_FOUND');
    if (rule === 'sale_voucher_spent') {
      throw new AppError('SALE_VOUCHER_SPENT', { code: (await spentVoucher(scope, saleId)) ?? '' });
    }
    if (rule === 'sale_package_used') {
      throw new AppError('SALE_PACKAGE_USED', { name: (await usedCredit(scope, saleId)) ?? '' });
    }
    throw ledgerFailure(e) ?? e;
  }
  return loadSaleDetail(scope, saleId);
}

/** DELETE /api/v1/sales/{id}: the sale's payments are voided with it; refused once a voucher or package session from it is used. */
export const remove = gated('sales', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/sales/{id}',
      errors: ['SALE_VOUCHER_SPENT', 'SALE_PACKAGE_USED', 'PAYMENT_SHARED', 'LEDGER_CHANGED'],
      summary: 'Delete a sale: its payments are voided, its vouchers and package balances cancelled, stock given back',
      tags: ['sales'],
      message: 'sales_deleted',
    },
  })
  .input(idParam)
  .output(saleDetailOutput)
  .mutation(({ ctx, input }) => deleteSale(ctx, input.id));
