import { clients, packageCredits, packages, saleLines, sales, services } from '@kairos/db';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import type { PackageCreditOutput, PackageSale } from '../shared/sales-schemas';
import { creditColumns, linesOf, saleRowColumns, toCredit, toSaleRow } from './detail';
import { localDate } from './expiry';

/** At most this many rows in a related list (a client's sales, a package's sales). */
const RELATED_LIMIT = 200;

/**
 * A package's sales for its detail screen (newest first): when, to whom, how
 * many and for how much (the line's total). Deleted sales are left out.
 */
export async function salesOfPackage(scope: BusinessScope, packageId: string): Promise<PackageSale[]> {
  const rows = await scope.db
    .select({
      id: sales.id,
      sold_at: sales.sold_at,
      currency: sales.currency,
      quantity: saleLines.quantity,
      total: saleLines.total,
      client_id: clients.id,
      first_name: clients.first_name,
      last_name: clients.last_name,
    })
    .from(saleLines)
    .innerJoin(sales, eq(sales.id, saleLines.sale_id))
    .leftJoin(clients, eq(clients.id, sales.client_id))
    .where(scopeToBusiness(saleLines, scope.businessId, eq(saleLines.package_id, packageId), isNull(sales.deleted_at)))
    .orderBy(desc(sales.sold_at), desc(sales.id), asc(saleLines.position))
    .limit(RELATED_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    sold_at: r.sold_at.toISOString(),
    date: localDate(r.sold_at, scope.business.timezone),
    client: r.client_id ? { id: r.client_id, first_name: r.first_name ?? '', last_name: r.last_name ?? '' } : null,
    quantity: r.quantity,
    total: r.total,
    currency: r.currency,
  }));
}

/**
 * GET /clients/sales/{clientId}: the client's sales as related-list items
 * (newest first): the items as title, the total as amount, and the payment
 * state as status (`paid`, `left_to_pay`, `unpaid`; `free` for a sale of 0).
 */
export async function salesOfClient(scope: BusinessScope, clientId: string) {
  const rows = await scope.db
    .select(saleRowColumns(scope.businessId))
    .from(sales)
    .leftJoin(clients, eq(clients.id, sales.client_id))
    .where(scopeToBusiness(sales, scope.businessId, eq(sales.client_id, clientId), isNull(sales.deleted_at)))
    .orderBy(desc(sales.sold_at), desc(sales.id))
    .limit(RELATED_LIMIT);
  const lines = await linesOf(
    scope,
    rows.map((r) => r.sale.id),
  );
  return rows.map((r) => {
    const row = toSaleRow(scope, r, lines.get(r.sale.id) ?? []);
    const status = row.total === 0 ? 'free' : row.left_to_pay === 0 ? 'paid' : row.paid > 0 ? 'left_to_pay' : 'unpaid';
    return {
      id: row.id,
      type: 'sale',
      title: row.items,
      status,
      receiver: null,
      body: null,
      amount: row.total,
      currency: row.currency,
      date: row.sold_at,
    };
  });
}

/**
 * A client's package balances (not voided), soonest to expire first, then
 * never-expiring ones: what the checkout's "paid with package" and the
 * client's page show. `usableOnly` keeps those with sessions left that have
 * not expired.
 */
export async function packageCreditsOf(
  scope: BusinessScope,
  clientId: string,
  usableOnly = false,
): Promise<PackageCreditOutput[]> {
  const now = scope.now;
  const rows = await scope.db
    .select(creditColumns)
    .from(packageCredits)
    .innerJoin(packages, eq(packages.id, packageCredits.package_id))
    .innerJoin(services, eq(services.id, packageCredits.service_id))
    .where(
      scopeToBusiness(
        packageCredits,
        scope.businessId,
        eq(packageCredits.client_id, clientId),
        isNull(packageCredits.voided_at),
        usableOnly
          ? and(
              sql`${packageCredits.used} < ${packageCredits.quantity}`,
              sql`(${packageCredits.expires_at} IS NULL OR ${packageCredits.expires_at} > ${now.getTime()})`,
            )
          : undefined,
      ),
    )
    .orderBy(
      sql`${packageCredits.expires_at} IS NULL`,
      asc(packageCredits.expires_at),
      asc(packageCredits.created_at),
      asc(packages.sort_key),
      asc(services.sort_key),
      asc(packageCredits.id),
    );
  return rows.map((r) => toCredit(scope, r));
}
