import { issuedVouchers, onlineBookings } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { sha256Hex } from '../core/crypto';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import type { PublicBooking } from '../shared/booking-schemas';
import { formatVoucherCode } from '../shared/voucher-code';
import type { BookingSettingsRow } from './settings';

export type OnlineBookingRow = typeof onlineBookings.$inferSelect;
const HOUR = 3_600_000;

/** Whether the client may still cancel or move it: confirmed, a time, and more than the notice before it. */
export function changeable(
  scope: BusinessScope,
  row: OnlineBookingRow,
  settings: Pick<BookingSettingsRow, 'cancel_notice_hours'>,
) {
  return (
    row.status === 'confirmed' &&
    row.start_at !== null &&
    row.start_at.getTime() - scope.now.getTime() > settings.cancel_notice_hours * HOUR
  );
}

/** The booking as the visitor may see it (the output schema is the allow-list). */
export async function publicBookingOf(
  scope: BusinessScope,
  row: OnlineBookingRow,
  settings: Pick<BookingSettingsRow, 'cancel_notice_hours'>,
): Promise<PublicBooking> {
  let voucherCode: string | null = null;
  if (row.kind === 'voucher' && row.sale_id && row.payment_id) {
    const [v] = await scope.db
      .select({ code: issuedVouchers.code })
      .from(issuedVouchers)
      .where(scopeToBusiness(issuedVouchers, scope.businessId, eq(issuedVouchers.sale_id, row.sale_id)))
      .limit(1);
    voucherCode = v ? formatVoucherCode(v.code) : null;
  }
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    item_name: row.item_name,
    start_at: row.start_at?.toISOString() ?? null,
    end_at: row.end_at?.toISOString() ?? null,
    timezone: scope.business.timezone,
    amount_due: row.amount_due,
    currency: row.currency,
    paid: row.payment_id !== null,
    hold_expires_at: row.status === 'held' ? (row.hold_expires_at?.toISOString() ?? null) : null,
    changeable: changeable(scope, row, settings),
    voucher_code: voucherCode,
  };
}

/** The booking of this page by its manage token (another page's token, or none: NOT_FOUND). */
export async function bookingByToken(scope: BusinessScope, token: string): Promise<OnlineBookingRow> {
  const row = await scope.db.query.onlineBookings.findFirst({
    where: and(eq(onlineBookings.business_id, scope.businessId), eq(onlineBookings.manage_token_hash, sha256Hex(token))),
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Reads a booking row again (after a write). */
export async function rereadBooking(scope: BusinessScope, id: string): Promise<OnlineBookingRow> {
  const row = await scope.db.query.onlineBookings.findFirst({
    where: scopeToBusiness(onlineBookings, scope.businessId, eq(onlineBookings.id, id)),
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
