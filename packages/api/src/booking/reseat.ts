import { onlineBookings } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { onlineService } from './book-appointment';
import type { OnlineBookingRow } from './present';
import { insertAppointment, withFreeTime } from './take';

/**
 * An expired appointment hold whose payment came late gets its time back when that time is still free:
 * the same atomic path as booking (`withFreeTime`), the booking confirmed with late_payment 'reseated'.
 * Null when it cannot be (taken, the service gone, not an appointment, or already handled).
 */
export async function reseat(scope: BusinessScope, row: OnlineBookingRow): Promise<OnlineBookingRow | null> {
  if (row.kind !== 'appointment' || !row.start_at) return null;
  const startMs = row.start_at.getTime();
  try {
    const service = await onlineService(scope, row.item_id);
    return await withFreeTime(scope, service, startMs, async (tx) => {
      const seat = await insertAppointment(tx, service, startMs, {
        clientId: row.client_id,
        answer: row.answer,
        clientAddress: row.client_address,
      });
      const [done] = await tx.db
        .update(onlineBookings)
        .set({
          status: 'confirmed',
          appointment_id: seat.id,
          late_payment: 'reseated',
          confirmed_at: scope.now,
          updated_at: scope.now,
        })
        .where(and(eq(onlineBookings.id, row.id), eq(onlineBookings.status, 'expired'), isNull(onlineBookings.late_payment)))
        .returning();
      // Someone else handled it meanwhile: roll the seat back.
      if (!done) throw new AppError('BOOKING_NOT_CHANGEABLE');
      return done;
    });
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}
