import { giftVouchers } from '@kairos/db';
import { asc, gte, isNotNull, isNull, or } from 'drizzle-orm';
import { containsText, listOutput, paginate } from '../core/list';
import { todayOf } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { giftVoucherListInput } from '../shared/vouchers-schemas';
import { giftVoucherOutput, toGiftVoucher } from './output';

/**
 * GET /gift-voucher: the records list (page, search, archived, is_lite) plus
 * `without_expiried` (docs/product/vouchers.md): leaves out vouchers whose fixed expiry date is
 * before today in the business's zone. A voucher that expires a number of
 * months after each sale, or never, is never left out (docs/DECISIONS.md).
 */
export const listGiftVouchers = gated('gift_vouchers')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/gift-voucher',
      summary: 'List gift vouchers (page, per_page, search, archived, is_lite, without_expiried)',
      tags: ['gift_vouchers'],
    },
  })
  .input(giftVoucherListInput)
  .output(listOutput(giftVoucherOutput))
  .query(({ ctx, input }) => {
    const today = todayOf(ctx);
    const where = scopeToBusiness(
      giftVouchers,
      ctx.businessId,
      input.archived ? isNotNull(giftVouchers.archived_at) : isNull(giftVouchers.archived_at),
      input.search ? containsText(giftVouchers.search, input.search) : undefined,
      input.without_expiried ? or(isNull(giftVouchers.expiry_date), gte(giftVouchers.expiry_date, today)) : undefined,
    );
    return paginate(ctx.db, giftVouchers, where, [asc(giftVouchers.sort_key), asc(giftVouchers.id)], input, toGiftVoucher);
  });
