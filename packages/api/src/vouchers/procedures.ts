import { giftVouchers } from '@kairos/db';
import { asc } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { records } from '../core/records';
import { nameKeys } from '../shared/collation';
import { formatMoney, MAX_AMOUNT_MINOR } from '../shared/money';
import { translateKey } from '../shared/validation';
import { giftVoucherInput } from '../shared/vouchers-schemas';
import { itemPrices, itemsValue } from './lines';
import { giftVoucherOutput, toGiftVoucher } from './output';

/**
 * Gift voucher definitions (docs/product/vouchers.md) on the records builders: REST
 * `/api/v1/gift-voucher`, business and premium plans ('gift_vouchers').
 * Its own `list` (list.ts) adds `without_expiried`; the rest are the builders
 * with the items as `lines` and the sold vouchers and redemptions as `detail`.
 */
export const giftVouchersRecords = records({
  table: giftVouchers,
  area: 'gift_vouchers',
  rest: 'gift-voucher',
  feature: 'gift_vouchers',
  input: giftVoucherInput,
  output: giftVoucherOutput,
  toOutput: toGiftVoucher,
  searchColumns: [giftVouchers.search],
  orderBy: (t) => [asc(t.sort_key), asc(t.id)],
  /**
   * The row from the form: an amount voucher keeps its amount; an items
   * voucher's amount is 0 (its worth is its items' prices at the sale). A price
   * left out is the voucher's value. Item ids are checked here (NOT_FOUND).
   */
  async prepare(input, scope, locale) {
    const items = input.kind === 'items' ? input.included : [];
    const prices = await itemPrices(scope, items);
    const value = input.kind === 'amount' ? (input.amount ?? 0) : itemsValue(items, prices);
    // Its worth becomes a sold voucher's amount left: never more than any amount may be.
    if (value > MAX_AMOUNT_MINOR) {
      const max = formatMoney(MAX_AMOUNT_MINOR, scope.business.currency, locale);
      throw new AppError('VALIDATION_ERROR', {}, { included: [translateKey('validation_max_value', { max }, locale)] });
    }
    return {
      name: input.name,
      kind: input.kind,
      amount: input.kind === 'amount' ? (input.amount ?? 0) : 0,
      price: input.price ?? Math.min(value, MAX_AMOUNT_MINOR),
      currency: scope.business.currency,
      template: input.template,
      colour: input.colour.toLowerCase(),
      sales_limit: input.sales_limit,
      expiry_date: input.expiry_date,
      expiry_months: input.expiry_months,
      online_sales: input.online_sales,
      notes_title: input.notes_title,
      notes_description: input.notes_description,
      ...nameKeys(input.name),
    };
  },
});
