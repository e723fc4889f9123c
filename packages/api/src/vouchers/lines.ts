import { giftVoucherItems, products, services } from '@kairos/db';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { Lines } from '../core/records';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import type { GiftVoucherInput, VoucherItemInput } from '../shared/vouchers-schemas';

/**
 * The price of each item of an items voucher, by `type:id`, after checking
 * every id is this business's service or product (another business's id, or
 * one that does not exist, reads as NOT_FOUND). Two queries, whatever the count.
 */
export async function itemPrices(scope: BusinessScope, items: VoucherItemInput[]): Promise<Map<string, number>> {
  const serviceIds = [...new Set(items.filter((i) => i.type === 'service').map((i) => i.id))];
  const productIds = [...new Set(items.filter((i) => i.type === 'product').map((i) => i.id))];
  const [foundServices, foundProducts] = await Promise.all([
    serviceIds.length
      ? scope.db
          .select({ id: services.id, price: services.price })
          .from(services)
          .where(scopeToBusiness(services, scope.businessId, inArray(services.id, serviceIds)))
      : [],
    productIds.length
      ? scope.db
          .select({ id: products.id, price: products.price })
          .from(products)
          .where(scopeToBusiness(products, scope.businessId, inArray(products.id, productIds)))
      : [],
  ]);
  if (foundServices.length !== serviceIds.length || foundProducts.length !== productIds.length) throw new AppError('NOT_FOUND');
  return new Map([
    ...foundServices.map((s) => [`service:${s.id}`, s.price] as const),
    ...foundProducts.map((p) => [`product:${p.id}`, p.price] as const),
  ]);
}

/** What an items voucher is worth: each item's price × quantity, summed (integer minor units). */
export function itemsValue(items: VoucherItemInput[], prices: Map<string, number>): number {
  return items.reduce((sum, i) => sum + (prices.get(`${i.type}:${i.id}`) ?? 0) * i.quantity, 0);
}

/**
 * An items voucher's services and products (`gift_voucher_items`), written in
 * the same batch as the voucher; an amount voucher has none (its items are
 * dropped when it changes kind).
 */
export const voucherItemLines: Lines<GiftVoucherInput> = {
  // The ids were checked in `prepare` (itemPrices), which runs first.
  write: (scope, voucherId, input) =>
    input.kind === 'items'
      ? input.included.map((i) =>
          scope.db.insert(giftVoucherItems).values({
            gift_voucher_id: voucherId,
            business_id: scope.businessId,
            service_id: i.type === 'service' ? i.id : null,
            product_id: i.type === 'product' ? i.id : null,
            quantity: i.quantity,
          }),
        )
      : [],
  drop: (scope, voucherId) =>
    scope.db
      .delete(giftVoucherItems)
      .where(scopeToBusiness(giftVoucherItems, scope.businessId, eq(giftVoucherItems.gift_voucher_id, voucherId))),
};
