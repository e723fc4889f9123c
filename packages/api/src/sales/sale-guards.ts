/** Whether a sale's items can still be sold: stock and sales limits read now, and the SQL condition each line asserts in the batch. */
import { giftVouchers, issuedVouchers, packages, products } from '@kairos/db';
import { count, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import type { Planned } from './sale-plan';

/**
 * Stock and sales limits as they are now, for all of the sale's lines at once
 * (one product on two lines needs both quantities): the first item short
 * throws its message. Run before the batch for a clear answer and again when
 * the batch's guards refused, to say which item another sale took.
 */
export async function checkAvailability(scope: BusinessScope, planned: readonly Planned[]): Promise<void> {
  const need = new Map<string, number>();
  for (const p of planned) need.set(p.line.item_id, (need.get(p.line.item_id) ?? 0) + p.line.quantity);
  const productIds = [...new Set(planned.filter((p) => p.product).map((p) => p.line.item_id))];
  const voucherIds = [...new Set(planned.filter((p) => p.voucher).map((p) => p.line.item_id))];
  const packageIds = [...new Set(planned.filter((p) => p.pkg).map((p) => p.line.item_id))];
  const { db, businessId } = scope;
  const none = Promise.resolve([]);
  const [stock, limits, soldRows, packs] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, name: products.name, stock: products.stock, archived_at: products.archived_at })
          .from(products)
          .where(scopeToBusiness(products, businessId, inArray(products.id, productIds)))
      : none,
    voucherIds.length
      ? db
          .select({
            id: giftVouchers.id,
            name: giftVouchers.name,
            sales_limit: giftVouchers.sales_limit,
            archived_at: giftVouchers.archived_at,
          })
          .from(giftVouchers)
          .where(scopeToBusiness(giftVouchers, businessId, inArray(giftVouchers.id, voucherIds)))
      : none,
    voucherIds.length
      ? db
          .select({ id: issuedVouchers.gift_voucher_id, sold: count() })
          .from(issuedVouchers)
          .where(
            scopeToBusiness(
              issuedVouchers,
              businessId,
              inArray(issuedVouchers.gift_voucher_id, voucherIds),
              isNull(issuedVouchers.voided_at),
            ),
          )
          .groupBy(issuedVouchers.gift_voucher_id)
      : none,
    packageIds.length
      ? db
          .select({ id: packages.id, name: packages.name, archived_at: packages.archived_at })
          .from(packages)
          .where(scopeToBusiness(packages, businessId, inArray(packages.id, packageIds)))
      : none,
  ]);
  for (const row of [...stock, ...limits, ...packs]) {
    if (row.archived_at) throw new AppError('SALE_ITEM_ARCHIVED', { name: row.name });
  }
  for (const p of stock) {
    if (p.stock !== null && p.stock < (need.get(p.id) ?? 0))
      throw new AppError('SALE_OUT_OF_STOCK', { name: p.name, stock: p.stock });
  }
  for (const v of limits) {
    const sold = soldRows.find((r) => r.id === v.id)?.sold ?? 0;
    if (v.sales_limit !== null && sold + (need.get(v.id) ?? 0) > v.sales_limit) {
      throw new AppError('SALE_VOUCHER_SOLD_OUT', {
        name: v.name,
        left: Math.max(0, v.sales_limit - sold),
        limit: v.sales_limit,
      });
    }
  }
}

/** True (in SQL) while the line's item can still be sold as planned: not archived, in stock, within its sales limit. */
export function sellable(scope: BusinessScope, p: Planned): SQL {
  const q = p.line.quantity;
  const id = p.line.item_id;
  const bid = scope.businessId;
  let available: SQL;
  if (p.product) {
    available = sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${id} AND ${products.business_id} = ${bid}
      AND ${products.archived_at} IS NULL AND (${products.stock} IS NULL OR ${products.stock} >= ${q}))`;
  } else if (p.voucher) {
    available = sql`EXISTS (SELECT 1 FROM ${giftVouchers} WHERE ${giftVouchers.id} = ${id} AND ${giftVouchers.business_id} = ${bid}
      AND ${giftVouchers.archived_at} IS NULL AND (${giftVouchers.sales_limit} IS NULL OR ${giftVouchers.sales_limit} >= ${q} +
        (SELECT count(*) FROM ${issuedVouchers} WHERE ${issuedVouchers.gift_voucher_id} = ${id} AND ${issuedVouchers.voided_at} IS NULL)))`;
  } else {
    available = sql`EXISTS (SELECT 1 FROM ${packages} WHERE ${packages.id} = ${id} AND ${packages.business_id} = ${bid}
      AND ${packages.archived_at} IS NULL)`;
  }
  return available;
}
