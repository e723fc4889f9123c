/** A sale's one batch: the sale, each line (its item asserted sellable), the stock it takes, the vouchers it issues and the package sessions it gives. */
import { issuedVouchers, packageCredits, products, saleLines, sales } from '@kairos/db';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { assertion } from '../core/db-errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { addLocalMonths } from './expiry';
import { sellable } from './sale-guards';
import type { Planned } from './sale-plan';

export type Statement = BatchItem<'sqlite'>;

export interface SaleWrite {
  saleId: string;
  clientId: string | null;
  planned: readonly Planned[];
  subtotal: number;
  discountTotal: number;
  total: number;
  notes: string | null;
  source: 'owner' | 'online';
  codes: Map<number, string[]>;
}

/** Distinct fresh codes for every voucher the sale issues, per line. */
export function freshCodes(planned: readonly Planned[], makeCode: () => string): Map<number, string[]> {
  const seen = new Set<string>();
  const out = new Map<number, string[]>();
  for (const p of planned) {
    if (!p.voucher) continue;
    const codes: string[] = [];
    while (codes.length < p.line.quantity) {
      const code = makeCode();
      if (seen.has(code)) continue;
      seen.add(code);
      codes.push(code);
    }
    out.set(p.index, codes);
  }
  return out;
}

/**
 * The sale's batch: the sale, then per line the assertion that its item can still be sold (read at that point
 * of the batch, after the lines before it took their stock), its row and what it takes or gives.
 */
export function saleWrites(scope: BusinessScope, w: SaleWrite): Statement[] {
  const { db, businessId, now } = scope;
  const currency = scope.business.currency;
  const out: Statement[] = [
    db.insert(sales).values({
      id: w.saleId,
      business_id: businessId,
      client_id: w.clientId,
      sold_at: now,
      currency,
      subtotal: w.subtotal,
      discount_total: w.discountTotal,
      total: w.total,
      notes: w.notes,
      source: w.source,
      created_at: now,
    }),
  ];
  for (const p of w.planned) {
    out.push(
      assertion(scope, 'sale_item_unavailable', sql`NOT ${sellable(scope, p)}`),
      db.insert(saleLines).values({
        id: p.id,
        sale_id: w.saleId,
        business_id: businessId,
        position: p.index,
        kind: p.line.kind,
        product_id: p.product ? p.line.item_id : null,
        package_id: p.pkg ? p.line.item_id : null,
        gift_voucher_id: p.voucher ? p.line.item_id : null,
        name: p.name,
        unit_price: p.unitPrice,
        quantity: p.line.quantity,
        discount_id: p.line.discount_id,
        discount_amount: p.discountOff,
        total: p.total,
      }),
    );
    if (p.product) {
      out.push(
        db
          .update(products)
          .set({ stock: sql`${products.stock} - ${p.line.quantity}` })
          .where(scopeToBusiness(products, businessId, eq(products.id, p.line.item_id), isNotNull(products.stock))),
      );
    }
    if (p.voucher) out.push(issueVouchers(scope, w, p, p.voucher));
    if (p.pkg && p.pkg.services.length > 0 && w.clientId) out.push(givePackageCredits(scope, w, p, p.pkg, w.clientId));
  }
  return out;
}

/** One issued voucher (own code, its whole value left) per voucher the line sells. */
function issueVouchers(scope: BusinessScope, w: SaleWrite, p: Planned, voucher: NonNullable<Planned['voucher']>): Statement {
  const codes = w.codes.get(p.index) ?? [];
  return scope.db.insert(issuedVouchers).values(
    codes.map((code) => ({
      id: crypto.randomUUID(),
      business_id: scope.businessId,
      gift_voucher_id: voucher.id,
      sale_id: w.saleId,
      sale_line_id: p.id,
      client_id: w.clientId,
      code,
      amount: voucher.value,
      amount_left: voucher.value,
      currency: scope.business.currency,
      expires_at: voucher.expiresAt,
      created_at: scope.now,
    })),
  );
}

/** A package balance per service of the package, times the line's quantity, for the sale's client. */
function givePackageCredits(
  scope: BusinessScope,
  w: SaleWrite,
  p: Planned,
  pkg: NonNullable<Planned['pkg']>,
  clientId: string,
): Statement {
  const { now } = scope;
  const expiresAt = pkg.expiry_months ? addLocalMonths(now, pkg.expiry_months, scope.business.timezone) : null;
  return scope.db.insert(packageCredits).values(
    pkg.services.map((s) => ({
      id: crypto.randomUUID(),
      business_id: scope.businessId,
      sale_id: w.saleId,
      sale_line_id: p.id,
      package_id: pkg.id,
      client_id: clientId,
      service_id: s.service_id,
      quantity: s.quantity * p.line.quantity,
      used: 0,
      expires_at: expiresAt,
      created_at: now,
    })),
  );
}
