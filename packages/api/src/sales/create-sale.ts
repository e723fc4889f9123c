/** Making a sale (docs/product/sales.md): the plan and client checks, then the one batch, tried again on a taken voucher code or a passed race. */
import { clients } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { brokenAssertion, uniqueFailed } from '../core/db-errors';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { findOwned } from '../core/tenant';
import { type Entitlement, type Feature, hasFeature, lowestPlanWith } from '../shared/plans';
import type { SaleDetail, SaleInput } from '../shared/sales-schemas';
import { newVoucherCode } from '../shared/voucher-code';
import { loadSaleDetail } from './detail';
import { entitlementOf } from './entitlement';
import { checkAvailability } from './sale-guards';
import { planSale, saleTotals } from './sale-plan';
import { freshCodes, type Statement, saleWrites } from './sale-writes';

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

/**
 * Makes a sale (docs/product/sales.md): products, packages and gift vouchers sold together,
 * with or without a client, priced and discounted now; payment is taken
 * separately (the checkout allocates payments to it). Everything is written
 * in ONE batch — the sale, its lines, the stock it takes, one issued voucher
 * (own code, amount left) per voucher sold and a package balance per service
 * of each package sold — or nothing is.
 *
 * Races are settled inside the batch: before each line an assertion
 * (`sale_item_unavailable`, core/db-errors.ts) rolls the batch back when, at
 * that moment, the item is archived, a product's stock is short or a
 * voucher's sales limit would be passed; the line's stock decrement / voucher
 * rows follow it in the same batch, so the next line (or the next sale,
 * serialised by SQLite's write lock) sees them.
 */
export async function createSale(scope: BusinessScope, input: SaleInput, opts: CreateSaleOptions): Promise<SaleDetail> {
  const locale = opts.locale ?? 'uk';
  await checkPlan(scope, input, opts);

  const client = input.client_id ? await findOwned(scope.db, clients, scope.businessId, input.client_id) : null;
  if (client?.archived_at) {
    throw new AppError('SALE_CLIENT_ARCHIVED', { name: `${client.first_name} ${client.last_name}`.trim() });
  }
  if (!client && input.lines.some((l) => l.kind === 'package')) {
    throw new AppError('VALIDATION_ERROR', {}, { client_id: [m.sales_package_needs_client({}, { locale })] });
  }

  const planned = await planSale(scope, input.lines, opts.source, locale);
  await checkAvailability(scope, planned);
  const totals = saleTotals(planned, scope.business.currency);

  const makeCode = opts.newCode ?? newVoucherCode;
  for (let attempt = 1; ; attempt++) {
    const saleId = crypto.randomUUID();
    const statements = saleWrites(scope, {
      saleId,
      clientId: client?.id ?? null,
      planned,
      ...totals,
      notes: input.notes,
      source: opts.source,
      codes: freshCodes(planned, makeCode),
    });
    try {
      await scope.db.batch(statements as [Statement, ...Statement[]]);
      return await loadSaleDetail(scope, saleId);
    } catch (e) {
      if (attempt >= ATTEMPTS) {
        if (brokenAssertion(e) === 'sale_item_unavailable') throw new AppError('SALE_CHANGED');
        throw e;
      }
      // Another sale took the stock or the last vouchers first: say which, or try again if it has passed.
      if (brokenAssertion(e) === 'sale_item_unavailable') await checkAvailability(scope, planned);
      // A fresh code matched one already sold (1 in 10^11 per code): new codes, same sale.
      else if (!uniqueFailed(e, 'issued_vouchers.code')) throw e;
    }
  }
}

/** docs/product/sales.md: packages and gift vouchers are business and premium features; products are on every plan. */
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
