import { appointments, type Db, onlineBookings } from '@kairos/db';
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { log } from '../core/log';
import { loadScope } from '../core/scope';
import { deleteSale } from '../sales/delete';

/** A database or an open transaction: both read and write the same way. */
export type DbLike = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'run' | 'query'>;

/**
 * Turns every hold whose time ran out into 'expired' (for one business, or all of them for the cron):
 * its appointment row is deleted (the time is free again) and a held sale (package, voucher) deleted
 * (nothing was paid on it). Safe to run twice. Inside a transaction pass `{ sales: false }`: deleting a
 * sale is its own batch, so held sales are left to the next call on the plain database (the cron's).
 * Returns how many holds expired.
 */
export async function expireHolds(
  db: DbLike,
  now: Date,
  businessId?: string,
  options: { sales: boolean } = { sales: true },
): Promise<number> {
  const due = and(
    eq(onlineBookings.status, 'held'),
    isNotNull(onlineBookings.hold_expires_at),
    lte(onlineBookings.hold_expires_at, now),
    businessId ? eq(onlineBookings.business_id, businessId) : undefined,
    options.sales ? undefined : isNull(onlineBookings.sale_id),
  );
  // One guarded UPDATE claims the holds: a racing expiry (or a settle) sees them no longer 'held'.
  const expired = await db.update(onlineBookings).set({ status: 'expired', updated_at: now }).where(due).returning({
    id: onlineBookings.id,
    business_id: onlineBookings.business_id,
    appointment_id: onlineBookings.appointment_id,
    sale_id: onlineBookings.sale_id,
  });
  const appointmentIds = expired.map((e) => e.appointment_id).filter((x): x is string => !!x);
  if (appointmentIds.length) await db.delete(appointments).where(inArray(appointments.id, appointmentIds));
  for (const e of expired) {
    if (!e.sale_id) continue;
    try {
      await deleteSale(await loadScope(db as Db, e.business_id, now), e.sale_id);
    } catch (err) {
      log.error('[booking] expireHolds: could not delete the held sale', { sale_id: e.sale_id, error: err });
    }
  }
  return expired.length;
}
