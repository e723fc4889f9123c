/** A sale's lines planned: the items and discounts they name read in a fixed number of queries, each line checked and priced, and the sale's totals. */
import { discounts, giftVoucherItems, giftVouchers, packageServices, packages, products, services } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { discount, formatMoney, MAX_AMOUNT_MINOR, money, sumMoney } from '../shared/money';
import type { SaleLineInput } from '../shared/sales-schemas';
import { addLocalMonths, endOfLocalDay } from './expiry';

type ProductRow = typeof products.$inferSelect;
type PackageRow = typeof packages.$inferSelect;
type VoucherRow = typeof giftVouchers.$inferSelect;
type DiscountRow = typeof discounts.$inferSelect;
interface PackageLine {
  package_id: string;
  service_id: string;
  quantity: number;
}
interface VoucherItem {
  gift_voucher_id: string;
  quantity: number;
  service_price: number | null;
  service_currency: string | null;
  product_price: number | null;
  product_currency: string | null;
}

/** One line as it will be written: the item, its prices and what it gives (stock taken, vouchers, package sessions). */
export interface Planned {
  index: number;
  line: SaleLineInput;
  id: string;
  name: string;
  unitPrice: number;
  discountOff: number;
  total: number;
  product?: ProductRow;
  pkg?: PackageRow & { services: { service_id: string; quantity: number }[] };
  voucher?: VoucherRow & { value: number; expiresAt: Date | null };
}

/** Every row the lines name, as read (only this business's). */
interface SaleItems {
  productRows: ProductRow[];
  packageRows: PackageRow[];
  packageLines: PackageLine[];
  voucherRows: VoucherRow[];
  voucherItems: VoucherItem[];
  discountRows: DiscountRow[];
}

/** What pricing needs to know of the business and the sale. */
interface PriceContext {
  currency: string;
  online: boolean;
  now: Date;
  timezone: string;
  locale: Locale;
}

/**
 * Reads every item and discount the lines name, checks they are this
 * business's (else NOT_FOUND), still on sale and in the business's currency,
 * and prices each line.
 */
export async function planSale(
  scope: BusinessScope,
  lines: readonly SaleLineInput[],
  source: 'owner' | 'online',
  locale: Locale,
): Promise<Planned[]> {
  const rows = await loadSaleItems(scope, lines);
  return priceLines(lines, rows, {
    currency: scope.business.currency,
    online: source === 'online',
    now: scope.now,
    timezone: scope.business.timezone,
    locale,
  });
}

const idsOf = (lines: readonly SaleLineInput[], kind: SaleLineInput['kind']) => [
  ...new Set(lines.filter((l) => l.kind === kind).map((l) => l.item_id)),
];

async function loadSaleItems(scope: BusinessScope, lines: readonly SaleLineInput[]): Promise<SaleItems> {
  const { db, businessId } = scope;
  const productIds = idsOf(lines, 'product');
  const packageIds = idsOf(lines, 'package');
  const voucherIds = idsOf(lines, 'gift_voucher');
  const discountIds = [...new Set(lines.flatMap((l) => (l.discount_id ? [l.discount_id] : [])))];
  const none = Promise.resolve([]);
  const [productRows, packageRows, packageLines, voucherRows, voucherItems, discountRows] = await Promise.all([
    productIds.length
      ? db
          .select()
          .from(products)
          .where(scopeToBusiness(products, businessId, inArray(products.id, productIds)))
      : none,
    packageIds.length
      ? db
          .select()
          .from(packages)
          .where(scopeToBusiness(packages, businessId, inArray(packages.id, packageIds)))
      : none,
    packageIds.length
      ? db
          .select({
            package_id: packageServices.package_id,
            service_id: packageServices.service_id,
            quantity: packageServices.quantity,
          })
          .from(packageServices)
          .where(scopeToBusiness(packageServices, businessId, inArray(packageServices.package_id, packageIds)))
      : none,
    voucherIds.length
      ? db
          .select()
          .from(giftVouchers)
          .where(scopeToBusiness(giftVouchers, businessId, inArray(giftVouchers.id, voucherIds)))
      : none,
    voucherIds.length
      ? db
          .select({
            gift_voucher_id: giftVoucherItems.gift_voucher_id,
            quantity: giftVoucherItems.quantity,
            service_price: services.price,
            service_currency: services.currency,
            product_price: products.price,
            product_currency: products.currency,
          })
          .from(giftVoucherItems)
          .leftJoin(services, eq(services.id, giftVoucherItems.service_id))
          .leftJoin(products, eq(products.id, giftVoucherItems.product_id))
          .where(scopeToBusiness(giftVoucherItems, businessId, inArray(giftVoucherItems.gift_voucher_id, voucherIds)))
      : none,
    discountIds.length
      ? db
          .select()
          .from(discounts)
          .where(scopeToBusiness(discounts, businessId, inArray(discounts.id, discountIds)))
      : none,
  ]);
  return { productRows, packageRows, packageLines, voucherRows, voucherItems, discountRows };
}

/** Checks and prices each line against the rows read (no I/O): the first line that cannot be sold throws. */
export function priceLines(lines: readonly SaleLineInput[], rows: SaleItems, ctx: PriceContext): Planned[] {
  const { currency, online, locale } = ctx;
  const sameCurrency = (name: string, itemCurrency: string) => {
    if (itemCurrency.toUpperCase() !== currency.toUpperCase()) {
      throw new AppError('SALE_CURRENCY', { name, currency: itemCurrency });
    }
  };
  const onSale = (row: { name: string; archived_at: Date | null }) => {
    if (row.archived_at) throw new AppError('SALE_ITEM_ARCHIVED', { name: row.name });
  };

  return lines.map((line, index): Planned => {
    let name: string;
    let unitPrice: number;
    const planned: Partial<Planned> = {};
    if (line.kind === 'product') {
      const product = rows.productRows.find((p) => p.id === line.item_id);
      // The booking page sells gift vouchers and packages only.
      if (!product || online) throw new AppError('NOT_FOUND');
      onSale(product);
      sameCurrency(product.name, product.currency);
      ({ name, price: unitPrice } = product);
      planned.product = product;
    } else if (line.kind === 'package') {
      const pkg = rows.packageRows.find((p) => p.id === line.item_id);
      if (!pkg || (online && !pkg.online_booking)) throw new AppError('NOT_FOUND');
      onSale(pkg);
      sameCurrency(pkg.name, pkg.currency);
      ({ name, price: unitPrice } = pkg);
      planned.pkg = { ...pkg, services: rows.packageLines.filter((s) => s.package_id === pkg.id) };
    } else {
      const voucher = rows.voucherRows.find((v) => v.id === line.item_id);
      if (!voucher || (online && !voucher.online_sales)) throw new AppError('NOT_FOUND');
      onSale(voucher);
      sameCurrency(voucher.name, voucher.currency);
      const expiresAt = voucherExpiry(voucher, ctx.now, ctx.timezone);
      if (expiresAt && expiresAt.getTime() <= ctx.now.getTime()) {
        throw new AppError('SALE_VOUCHER_EXPIRED', { name: voucher.name });
      }
      ({ name, price: unitPrice } = voucher);
      const value = voucherValue(voucher, rows.voucherItems, currency);
      // Its items' prices rose since it was made: the issued amount left would pass what any amount may be.
      if (value > MAX_AMOUNT_MINOR) throw new AppError('SALE_TOTAL_TOO_LARGE', { amount: MAX_AMOUNT_MINOR, currency });
      planned.voucher = { ...voucher, value, expiresAt };
    }

    const amount = unitPrice * line.quantity;
    let discountOff = 0;
    if (line.discount_id) {
      const rule = rows.discountRows.find((d) => d.id === line.discount_id);
      if (!rule) throw new AppError('NOT_FOUND');
      onSale(rule);
      if (rule.type === 'fixed') sameCurrency(rule.name, rule.currency);
      discountOff = discount(amount, { type: rule.type, value: rule.value });
    } else if (line.discount_amount !== null) {
      if (line.discount_amount > amount) {
        throw new AppError(
          'VALIDATION_ERROR',
          {},
          {
            [`lines.${index}.discount_amount`]: [
              m.sales_discount_over_line({ amount: formatMoney(amount, currency, locale) }, { locale }),
            ],
          },
        );
      }
      discountOff = line.discount_amount;
    }
    return { ...planned, index, line, id: crypto.randomUUID(), name, unitPrice, discountOff, total: amount - discountOff };
  });
}

/** The sale's subtotal, discounts and total; a subtotal no money field could hold is refused. */
export function saleTotals(planned: readonly Planned[], currency: string) {
  const subtotal = sumMoney(
    planned.map((p) => money(p.unitPrice * p.line.quantity, currency)),
    currency,
  ).amount;
  const discountTotal = sumMoney(
    planned.map((p) => money(p.discountOff, currency)),
    currency,
  ).amount;
  // Stored amounts stay within what every money field accepts (a total no checkout or report could take).
  if (subtotal > MAX_AMOUNT_MINOR) throw new AppError('SALE_TOTAL_TOO_LARGE', { amount: MAX_AMOUNT_MINOR, currency });
  return { subtotal, discountTotal, total: subtotal - discountTotal };
}

/** What one issued voucher is worth: its amount, or for an items voucher its services and products at today's prices. */
function voucherValue(voucher: VoucherRow, items: readonly VoucherItem[], currency: string): number {
  if (voucher.kind === 'amount') return voucher.amount;
  const worth = items
    .filter((i) => i.gift_voucher_id === voucher.id)
    .map((i) =>
      i.service_price !== null
        ? money(i.service_price * i.quantity, i.service_currency ?? currency)
        : money((i.product_price ?? 0) * i.quantity, i.product_currency ?? currency),
    );
  try {
    return sumMoney(worth, currency).amount;
  } catch {
    throw new AppError('SALE_CURRENCY', {
      name: voucher.name,
      currency: worth.find((w) => w.currency !== currency)?.currency ?? '',
    });
  }
}

/** A voucher sold now expires at the end of its fixed last day (business zone), or N months after the sale, or never. */
function voucherExpiry(v: VoucherRow, now: Date, tz: string): Date | null {
  if (v.expiry_date) return endOfLocalDay(v.expiry_date, tz);
  if (v.expiry_months) return addLocalMonths(now, v.expiry_months, tz);
  return null;
}
