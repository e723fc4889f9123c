import { clients, giftVoucherItems, type giftVouchers, issuedVouchers, payments, products, sales, services } from '@kairos/db';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { Detail } from '../core/records';
import { scopeToBusiness } from '../core/tenant';
import { formatVoucherCode } from '../shared/voucher-code';
import { giftVoucherDetailOutput, toGiftVoucher, type voucherItemOutput } from './output';

type ItemOut = z.infer<typeof voucherItemOutput>;

/** How many sold vouchers and redemptions a detail shows (newest first). */
export const ISSUED_SHOWN = 200;
export const REDEMPTIONS_SHOWN = 200;

const person = (c: { id: string | null; first_name: string | null; last_name: string | null }) =>
  c.id ? { id: c.id, first_name: c.first_name ?? '', last_name: c.last_name ?? '' } : null;

/**
 * The voucher with its items (one joined query), how many are sold, the sold
 * vouchers with their codes and buyers, and every ledger row that spent or gave
 * back their money: four read-only queries, whatever the counts.
 */
export const giftVoucherDetail: Detail<typeof giftVouchers, typeof giftVoucherDetailOutput> = {
  output: giftVoucherDetailOutput,
  async load(scope, row) {
    const mine = (t: { business_id: SQLiteColumn }) => eq(t.business_id, scope.businessId);
    const [items, soldRows, issued, redemptions] = await Promise.all([
      scope.db
        .select({
          id: giftVoucherItems.id,
          service_id: giftVoucherItems.service_id,
          product_id: giftVoucherItems.product_id,
          quantity: giftVoucherItems.quantity,
          service_name: services.name,
          service_price: services.price,
          service_currency: services.currency,
          service_archived: services.archived_at,
          product_name: products.name,
          product_price: products.price,
          product_currency: products.currency,
          product_archived: products.archived_at,
        })
        .from(giftVoucherItems)
        .leftJoin(services, and(eq(services.id, giftVoucherItems.service_id), mine(services)))
        .leftJoin(products, and(eq(products.id, giftVoucherItems.product_id), mine(products)))
        .where(scopeToBusiness(giftVoucherItems, scope.businessId, eq(giftVoucherItems.gift_voucher_id, row.id)))
        .orderBy(asc(sql`"gift_voucher_items"."rowid"`)),
      scope.db
        .select({ n: count() })
        .from(issuedVouchers)
        .where(
          scopeToBusiness(
            issuedVouchers,
            scope.businessId,
            eq(issuedVouchers.gift_voucher_id, row.id),
            isNull(issuedVouchers.voided_at),
          ),
        ),
      scope.db
        .select({
          id: issuedVouchers.id,
          code: issuedVouchers.code,
          sale_id: issuedVouchers.sale_id,
          amount: issuedVouchers.amount,
          amount_left: issuedVouchers.amount_left,
          currency: issuedVouchers.currency,
          created_at: issuedVouchers.created_at,
          sold_at: sales.sold_at,
          expires_at: issuedVouchers.expires_at,
          voided_at: issuedVouchers.voided_at,
          client_id: clients.id,
          first_name: clients.first_name,
          last_name: clients.last_name,
        })
        .from(issuedVouchers)
        .leftJoin(sales, and(eq(sales.id, issuedVouchers.sale_id), mine(sales)))
        .leftJoin(clients, and(eq(clients.id, issuedVouchers.client_id), mine(clients)))
        .where(scopeToBusiness(issuedVouchers, scope.businessId, eq(issuedVouchers.gift_voucher_id, row.id)))
        .orderBy(desc(issuedVouchers.created_at), desc(issuedVouchers.id))
        .limit(ISSUED_SHOWN),
      scope.db
        .select({
          id: payments.id,
          kind: payments.kind,
          amount: payments.amount,
          currency: payments.currency,
          taken_at: payments.taken_at,
          checkout_id: payments.checkout_id,
          reverses_id: payments.reverses_id,
          issued_voucher_id: issuedVouchers.id,
          code: issuedVouchers.code,
          client_id: clients.id,
          first_name: clients.first_name,
          last_name: clients.last_name,
        })
        .from(payments)
        .innerJoin(issuedVouchers, and(eq(issuedVouchers.id, payments.voucher_id), mine(issuedVouchers)))
        .leftJoin(clients, and(eq(clients.id, payments.client_id), mine(clients)))
        .where(
          scopeToBusiness(
            payments,
            scope.businessId,
            eq(payments.method, 'gift_voucher'),
            eq(issuedVouchers.gift_voucher_id, row.id),
          ),
        )
        .orderBy(desc(payments.taken_at), desc(payments.created_at), desc(payments.id))
        .limit(REDEMPTIONS_SHOWN),
    ]);

    const lines = items.flatMap((i): ItemOut[] => {
      if (i.service_id && i.service_name !== null) {
        return [
          {
            type: 'service' as const,
            id: i.service_id,
            name: i.service_name,
            quantity: i.quantity,
            price: i.service_price ?? 0,
            currency: i.service_currency ?? row.currency,
            archived: i.service_archived !== null,
          },
        ];
      }
      if (i.product_id && i.product_name !== null) {
        return [
          {
            type: 'product' as const,
            id: i.product_id,
            name: i.product_name,
            quantity: i.quantity,
            price: i.product_price ?? 0,
            currency: i.product_currency ?? row.currency,
            archived: i.product_archived !== null,
          },
        ];
      }
      return [];
    });
    const value = row.kind === 'amount' ? row.amount : lines.reduce((sum, l) => sum + l.price * l.quantity, 0);

    return {
      ...toGiftVoucher(row),
      included: lines,
      value,
      sold_count: soldRows[0]?.n ?? 0,
      issued_vouchers: issued.map((v) => ({
        id: v.id,
        code: formatVoucherCode(v.code),
        sale_id: v.sale_id,
        client: person({ id: v.client_id, first_name: v.first_name, last_name: v.last_name }),
        amount: v.amount,
        amount_left: v.amount_left,
        currency: v.currency,
        sold_at: (v.sold_at ?? v.created_at).toISOString(),
        expires_at: v.expires_at?.toISOString() ?? null,
        voided_at: v.voided_at?.toISOString() ?? null,
      })),
      redemptions: redemptions.map((p) => ({
        id: p.id,
        kind: p.kind,
        amount: p.amount,
        currency: p.currency,
        taken_at: p.taken_at.toISOString(),
        issued_voucher_id: p.issued_voucher_id,
        code: formatVoucherCode(p.code),
        client: person({ id: p.client_id, first_name: p.first_name, last_name: p.last_name }),
        checkout_id: p.checkout_id,
        reverses_id: p.reverses_id,
      })),
    };
  },
};
