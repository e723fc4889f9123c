import { router } from '../core/trpc';
import { giftVoucherDetail as detail } from './detail';
import { voucherItemLines as lines } from './lines';
import { listGiftVouchers } from './list';
import { giftVouchersRecords as r } from './procedures';

/** Gift vouchers: the records builders with items as `lines`, sold vouchers and redemptions as `detail`, and a list with `without_expiried`. */
export const vouchersRouter = router({
  list: listGiftVouchers,
  get: r.get({ detail, summary: 'One gift voucher with its items, sold vouchers and redemptions' }),
  create: r.create({ lines, detail, summary: 'Create a gift voucher' }),
  update: r.update({ lines, detail, summary: 'Update a gift voucher (its items replaced)' }),
  archive: r.archive({ detail, summary: 'Archive a gift voucher' }),
  restore: r.restore({ detail, summary: 'Restore a gift voucher from the archive' }),
  destroy: r.destroy({ lines, summary: 'Delete an archived gift voucher for good (IN_USE once sold)' }),
});
