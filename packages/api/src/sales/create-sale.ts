import {
  clients,
  discounts,
  giftVoucherItems,
  giftVouchers,
  issuedVouchers,
  packageCredits,
  packageServices,
  packages,
  products,
  saleLines,
  sales,
  services,
} from '@kairos/db';
import { type Locale, m } from '@kairos/i18n';
import { count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { findOwned, scopeToBusiness } from '../core/tenant';
import { discount, formatMoney, MAX_AMOUNT_MINOR, money, sumMoney } from '../shared/money';
import { type Entitlement, type Feature, hasFeature, lowestPlanWith } from '../shared/plans';
import type { SaleDetail, SaleInput, SaleLineInput } from '../shared/sales-schemas';
import { newVoucherCode } from '../shared/voucher-code';
import { checkFailed, uniqueFailed } from './db-errors';
import { loadSaleDetail } from './detail';
import { entitlementOf } from './entitlement';
import { addLocalMonths, endOfLocalDay } from './expiry';

type Statement = BatchItem<'sqlite'>;

export interface CreateSaleOptions {
  /** `owner` from the app; `online` from the public booking page (only items offered online can be sold). */
  source: 'owner' | 'online';
  /** The caller's plan; read from the business when not given (the booking page, a job). */
  entitlement?: Entitlement;
  /** The language of per-field messages (default: Ukrainian, the base locale). */
  locale?: Locale;
  /** Makes voucher codes (tests force a collision with it); `newVoucherCode` by default. */
  newCode?: () => string;
}

/** How often a sale is tried again when a fresh voucher code is already taken or the guards saw a change that has passed. */
const ATTEMPTS = 5;

type ProductRow = typeof products.$inferSelect;
type PackageRow = typeof packages.$inferSelect;
type VoucherRow = typeof giftVouchers.$inferSelect;

/** One line as it will be written: the item, its prices and what it gives (stock taken, vouchers, package sessions). */
interface Planned {
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

/**
 * Makes a sale (SPEC 3): products, packages and gift vouchers sold together,
 * with or without a client, priced and discounted now; payment is taken
 * separately (the checkout allocates payments to it). Everything is written
 * in ONE batch — the sale, its lines, the stock it takes, one issued voucher
 * (own code, amount left) per voucher sold and a package balance per service
 * of each package sold — or nothing is.
 *
 * Races are settled inside the batch: each line's `quantity` is written
 * through a guard that yields 0 (breaking `sale_lines_quantity_check`, which
 * rolls the batch back) when, at that moment, the item is archived, a
 * product's stock is short or a voucher's sales limit would be passed; the
 * line's stock decrement / voucher rows follow it in the same batch, so the
 * next line (or the next sale, serialised by SQLite's write lock) sees them.
 */
export async function createSale(scope: BusinessScope, input: SaleInput, opts: CreateSaleOptions): Promise<SaleDetail> {
  const locale = opts.locale ?? 'uk';
  const currency = scope.business.currency;
  await checkPlan(scope, input, opts);

  const client = input.client_id ? await findOwned(scope.db, clients, scope.businessId, input.client_id) : null;
  if (client?.archived_at) {
    throw new AppError('SALE_CLIENT_ARCHIVED', { name: `${client.first_name} ${client.last_name}`.trim() });
  }
  if (!client && input.lines.some((l) => l.kind === 'package')) {
    throw new AppError('VALIDATION_ERROR', {}, { client_id: [m.sales_package_needs_client({}, { locale })] });
  }

  const planned = await plan(scope, input.lines, opts, locale);
  await checkAvailability(scope, planned);

  const subtotal = sumMoney(
    planned.map((p) => money(p.unitPrice * p.line.quantity, currency)),
    currency,
  ).amount;
  const discountTotal = sumMoney(
    planned.map((p) => money(p.discountOff, currency)),
    currency,
  ).amount;
  const total = subtotal - discountTotal;
  // Stored amounts stay within what every money field accepts (a total no checkout or report could take).
  if (subtotal > MAX_AMOUNT_MINOR) throw new AppError('SALE_TOTAL_TOO_LARGE', { amount: MAX_AMOUNT_MINOR, currency });

  const makeCode = opts.newCode ?? newVoucherCode;
  for (let attempt = 1; ; attempt++) {
    const saleId = crypto.randomUUID();
    const statements = saleWrites(scope, {
      saleId,
      clientId: client?.id ?? null,
      planned,
      subtotal,
      discountTotal,
      total,
      notes: input.notes,
      source: opts.source,
      codes: freshCodes(planned, makeCode),
    });
    try {
      await scope.db.batch(statements as [Statement, ...Statement[]]);
      return await loadSaleDetail(scope, saleId);
    } catch (e) {
      if (attempt >= ATTEMPTS) {
        if (checkFailed(e, 'sale_lines_quantity_check')) throw new AppError('SALE_CHANGED');
        throw e;
      }
      // Another sale took the stock or the last vouchers first: say which, or try again if it has passed.
      if (checkFailed(e, 'sale_lines_quantity_check')) await checkAvailability(scope, planned);
      // A fresh code matched one already sold (1 in 10^11 per code): new codes, same sale.
      else if (!uniqueFailed(e, 'issued_vouchers.code')) throw e;
    }
  }
}

/** SPEC 6: packages and gift vouchers are business and premium features; products are on every plan. */
async function checkPlan(scope: BusinessScope, input: SaleInput, opts: CreateSaleOptions) {
  const needs = new Set<Feature>();
  if (input.lines.some((l) => l.kind === 'package')) needs.add('packages');
  if (input.lines.some((l) => l.kind === 'gift_voucher')) needs.add('gift_vouchers');
  if (needs.size === 0) return;
  const entitlement = opts.entitlement ?? (await entitlementOf(scope));
  for (const feature of needs) {
    if (!hasFeature(entitlement, feature)) throw new AppError('FEATURE_NOT_IN_PLAN', { plan: lowestPlanWith(feature) });
  }
}

const idsOf = (lines: readonly SaleLineInput[], kind: SaleLineInput['kind']) => [
  ...new Set(lines.filter((l) => l.kind === kind).map((l) => l.item_id)),
];

/**
 * Reads every item and discount the lines name (a fixed number of queries),
 * checks they are this business's (else NOT_FOUND), still on sale and in the
 * business's currency, and prices each line.
 */
async function plan(
  scope: BusinessScope,
  lines: readonly SaleLineInput[],
  opts: CreateSaleOptions,
  locale: Locale,
): Promise<Planned[]> {
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

  const currency = scope.business.currency;
  const sameCurrency = (name: string, itemCurrency: string) => {
    if (itemCurrency.toUpperCase() !== currency.toUpperCase()) {
      throw new AppError('SALE_CURRENCY', { name, currency: itemCurrency });
    }
  };
  const onSale = (row: { name: string; archived_at: Date | null }) => {
    if (row.archived_at) throw new AppError('SALE_ITEM_ARCHIVED', { name: row.name });
  };
  const online = opts.source === 'online';

  return lines.map((line, index): Planned => {
    let name: string;
    let unitPrice: number;
    const planned: Partial<Planned> = {};
    if (line.kind === 'product') {
      const product = productRows.find((p) => p.id === line.item_id);
      // The booking page sells gift vouchers and packages only.
      if (!product || online) throw new AppError('NOT_FOUND');
      onSale(product);
      sameCurrency(product.name, product.currency);
      ({ name, price: unitPrice } = product);
      planned.product = product;
    } else if (line.kind === 'package') {
      const pkg = packageRows.find((p) => p.id === line.item_id);
      if (!pkg || (online && !pkg.online_booking)) throw new AppError('NOT_FOUND');
      onSale(pkg);
      sameCurrency(pkg.name, pkg.currency);
      ({ name, price: unitPrice } = pkg);
      planned.pkg = { ...pkg, services: packageLines.filter((s) => s.package_id === pkg.id) };
    } else {
      const voucher = voucherRows.find((v) => v.id === line.item_id);
      if (!voucher || (online && !voucher.online_sales)) throw new AppError('NOT_FOUND');
      onSale(voucher);
      sameCurrency(voucher.name, voucher.currency);
      const expiresAt = voucherExpiry(scope, voucher);
      if (expiresAt && expiresAt.getTime() <= scope.now.getTime()) {
        throw new AppError('SALE_VOUCHER_EXPIRED', { name: voucher.name });
      }
      ({ name, price: unitPrice } = voucher);
      const value = voucherValue(voucher, voucherItems, currency);
      // Its items' prices rose since it was made: the issued amount left would pass what any amount may be.
      if (value > MAX_AMOUNT_MINOR) throw new AppError('SALE_TOTAL_TOO_LARGE', { amount: MAX_AMOUNT_MINOR, currency });
      planned.voucher = { ...voucher, value, expiresAt };
    }

    const amount = unitPrice * line.quantity;
    let discountOff = 0;
    if (line.discount_id) {
      const rule = discountRows.find((d) => d.id === line.discount_id);
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

/** What one issued voucher is worth: its amount, or for an items voucher its services and products at today's prices. */
function voucherValue(
  voucher: VoucherRow,
  items: {
    gift_voucher_id: string;
    quantity: number;
    service_price: number | null;
    service_currency: string | null;
    product_price: number | null;
    product_currency: string | null;
  }[],
  currency: string,
): number {
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
function voucherExpiry(scope: BusinessScope, v: VoucherRow): Date | null {
  const tz = scope.business.timezone;
  if (v.expiry_date) return endOfLocalDay(v.expiry_date, tz);
  if (v.expiry_months) return addLocalMonths(scope.now, v.expiry_months, tz);
  return null;
}

/**
 * Stock and sales limits as they are now, for all of the sale's lines at once
 * (one product on two lines needs both quantities): the first item short
 * throws its message. Run before the batch for a clear answer and again when
 * the batch's guards refused, to say which item another sale took.
 */
async function checkAvailability(scope: BusinessScope, planned: readonly Planned[]): Promise<void> {
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

/** Distinct fresh codes for every voucher the sale issues, per line. */
function freshCodes(planned: readonly Planned[], makeCode: () => string): Map<number, string[]> {
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

/** The guard a line's quantity is written through: the quantity while the item can be sold, else 0 (refused by the CHECK). */
function quantityGuard(scope: BusinessScope, p: Planned): SQL {
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
  return sql`CASE WHEN ${available} THEN ${q} ELSE 0 END`;
}

interface SaleWrite {
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

/** The sale's batch: the sale, then per line its row (guarded) followed by what it takes or gives. */
function saleWrites(scope: BusinessScope, w: SaleWrite): Statement[] {
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
        quantity: quantityGuard(scope, p),
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
    if (p.voucher) {
      const voucher = p.voucher;
      const codes = w.codes.get(p.index) ?? [];
      out.push(
        db.insert(issuedVouchers).values(
          codes.map((code) => ({
            id: crypto.randomUUID(),
            business_id: businessId,
            gift_voucher_id: voucher.id,
            sale_id: w.saleId,
            sale_line_id: p.id,
            client_id: w.clientId,
            code,
            amount: voucher.value,
            amount_left: voucher.value,
            currency,
            expires_at: voucher.expiresAt,
            created_at: now,
          })),
        ),
      );
    }
    if (p.pkg && p.pkg.services.length > 0 && w.clientId) {
      const expiresAt = p.pkg.expiry_months ? addLocalMonths(now, p.pkg.expiry_months, scope.business.timezone) : null;
      const clientId = w.clientId;
      const pkgId = p.pkg.id;
      out.push(
        db.insert(packageCredits).values(
          p.pkg.services.map((s) => ({
            id: crypto.randomUUID(),
            business_id: businessId,
            sale_id: w.saleId,
            sale_line_id: p.id,
            package_id: pkgId,
            client_id: clientId,
            service_id: s.service_id,
            quantity: s.quantity * p.line.quantity,
            used: 0,
            expires_at: expiresAt,
            created_at: now,
          })),
        ),
      );
    }
  }
  return out;
}
