import {
  clients,
  giftVouchers,
  issuedVouchers,
  packageCredits,
  packages,
  paymentAllocations,
  payments,
  saleLines,
  sales,
  services,
} from '@kairos/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import type { PackageCreditOutput, SaleDetail, SaleLineOutput, SaleRow } from '../shared/sales-schemas';
import { formatVoucherCode } from '../shared/voucher-code';
import { localDate } from './expiry';
import { itemsSummary } from './summary';

/**
 * Payments allocated to a sale, net of refunds and voids (allocations are
 * signed), as a correlated subquery on `sales`. Written with explicit table
 * names: Drizzle leaves columns unqualified in a one-table select, where
 * `"sale_id" = "id"` would compare the allocation with itself.
 */
export const paidOf = (businessId: string) =>
  sql<number>`coalesce((SELECT sum(pa.amount) FROM ${paymentAllocations} AS pa
    WHERE pa.business_id = ${businessId} AND pa.sale_id = "sales"."id"), 0)`;

/** The columns of a sale row with its client and what has been paid (one joined select). */
export const saleRowColumns = (businessId: string) => ({
  sale: sales,
  client_id: clients.id,
  first_name: clients.first_name,
  last_name: clients.last_name,
  paid: paidOf(businessId),
});

type SaleRowResult = {
  sale: typeof sales.$inferSelect;
  client_id: string | null;
  first_name: string | null;
  last_name: string | null;
  paid: number;
};

/** A sale as its list row, given its lines (name and quantity in order). */
export function toSaleRow(scope: BusinessScope, r: SaleRowResult, lines: readonly { name: string; quantity: number }[]): SaleRow {
  const s = r.sale;
  const paid = Number(r.paid);
  return {
    id: s.id,
    sold_at: s.sold_at.toISOString(),
    date: localDate(s.sold_at, scope.business.timezone),
    client: r.client_id ? { id: r.client_id, first_name: r.first_name ?? '', last_name: r.last_name ?? '' } : null,
    items: itemsSummary(lines),
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    currency: s.currency,
    subtotal: s.subtotal,
    discount_total: s.discount_total,
    total: s.total,
    paid,
    left_to_pay: Math.max(0, s.total - paid),
    source: s.source,
  };
}

/** Lines of several sales in one query, by sale id, in the order sold. */
export async function linesOf(scope: BusinessScope, saleIds: readonly string[]) {
  const byId = new Map<string, (typeof saleLines.$inferSelect)[]>();
  if (saleIds.length === 0) return byId;
  const rows = await scope.db
    .select()
    .from(saleLines)
    .where(scopeToBusiness(saleLines, scope.businessId, inArray(saleLines.sale_id, [...saleIds])))
    .orderBy(asc(saleLines.sale_id), asc(saleLines.position));
  for (const row of rows) {
    const list = byId.get(row.sale_id) ?? [];
    list.push(row);
    byId.set(row.sale_id, list);
  }
  return byId;
}

const toLine = (l: typeof saleLines.$inferSelect): SaleLineOutput => ({
  id: l.id,
  position: l.position,
  kind: l.kind,
  item_id: l.product_id ?? l.package_id ?? l.gift_voucher_id,
  name: l.name,
  unit_price: l.unit_price,
  quantity: l.quantity,
  discount_id: l.discount_id,
  discount_amount: l.discount_amount,
  total: l.total,
});

/** The columns of a package balance with its package's and service's names. */
export const creditColumns = {
  credit: packageCredits,
  package_name: packages.name,
  service_name: services.name,
};

export function toCredit(
  scope: BusinessScope,
  r: { credit: typeof packageCredits.$inferSelect; package_name: string; service_name: string },
): PackageCreditOutput {
  const c = r.credit;
  const expired = c.expires_at !== null && c.expires_at.getTime() <= scope.now.getTime();
  const left = Math.max(0, c.quantity - c.used);
  return {
    id: c.id,
    sale_id: c.sale_id,
    package: { id: c.package_id, name: r.package_name },
    service: { id: c.service_id, name: r.service_name },
    client_id: c.client_id,
    quantity: c.quantity,
    used: c.used,
    left,
    expires_at: c.expires_at?.toISOString() ?? null,
    expired,
    voided_at: c.voided_at?.toISOString() ?? null,
    usable: c.voided_at === null && !expired && left > 0,
  };
}

/**
 * One sale of this business with everything it gave and was paid, in five
 * queries whatever its size: the sale (with client and paid), its lines, its
 * issued vouchers, its package balances and the payments allocated to it.
 * A deleted sale still reads (its payments were voided, not erased), with
 * `deleted_at` set; another business's id is NOT_FOUND.
 */
export async function loadSaleDetail(scope: BusinessScope, id: string): Promise<SaleDetail> {
  const { db, businessId } = scope;
  const [row] = await db
    .select(saleRowColumns(businessId))
    .from(sales)
    .leftJoin(clients, eq(clients.id, sales.client_id))
    .where(scopeToBusiness(sales, businessId, eq(sales.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const [lines, vouchers, credits, paid] = await Promise.all([
    linesOf(scope, [id]),
    db
      .select({ voucher: issuedVouchers, name: giftVouchers.name })
      .from(issuedVouchers)
      .innerJoin(giftVouchers, eq(giftVouchers.id, issuedVouchers.gift_voucher_id))
      .where(scopeToBusiness(issuedVouchers, businessId, eq(issuedVouchers.sale_id, id)))
      .orderBy(asc(issuedVouchers.created_at), asc(issuedVouchers.code)),
    db
      .select(creditColumns)
      .from(packageCredits)
      .innerJoin(packages, eq(packages.id, packageCredits.package_id))
      .innerJoin(services, eq(services.id, packageCredits.service_id))
      .where(scopeToBusiness(packageCredits, businessId, eq(packageCredits.sale_id, id)))
      .orderBy(asc(packages.sort_key), asc(services.sort_key), asc(packageCredits.id)),
    db
      .select({
        payment: payments,
        amount: paymentAllocations.amount,
        voided: sql<number>`EXISTS (SELECT 1 FROM ${payments} AS v WHERE v.reverses_id = "payments"."id" AND v.kind = 'void')`,
      })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.payment_id))
      .where(scopeToBusiness(paymentAllocations, businessId, eq(paymentAllocations.sale_id, id)))
      .orderBy(asc(payments.taken_at), asc(payments.created_at), sql`${payments.reverses_id} IS NOT NULL`, asc(payments.id)),
  ]);
  const saleLinesRows = lines.get(id) ?? [];
  const tz = scope.business.timezone;
  return {
    ...toSaleRow(scope, row, saleLinesRows),
    notes: row.sale.notes,
    deleted_at: row.sale.deleted_at?.toISOString() ?? null,
    lines: saleLinesRows.map(toLine),
    vouchers: vouchers.map(({ voucher: v, name }) => ({
      id: v.id,
      gift_voucher_id: v.gift_voucher_id,
      name,
      code: formatVoucherCode(v.code),
      amount: v.amount,
      amount_left: v.amount_left,
      currency: v.currency,
      expires_at: v.expires_at?.toISOString() ?? null,
      voided_at: v.voided_at?.toISOString() ?? null,
    })),
    package_credits: credits.map((c) => toCredit(scope, c)),
    payments: paid.map(({ payment: p, amount, voided }) => ({
      id: p.id,
      checkout_id: p.checkout_id,
      kind: p.kind,
      method: p.method,
      amount,
      currency: p.currency,
      taken_at: p.taken_at.toISOString(),
      date: localDate(p.taken_at, tz),
      voided: Boolean(voided),
    })),
  };
}
