import type { Db } from '@kairos/db';
import { log } from '../core/log';
import type { Services } from '../core/services';
import { notifyOwner, type OwnerEvent } from '../notifications/notify';
import { type BookingEvent, sendBookingMessage } from './messages';

export type Deps = { db: Db; services: Services };

/**
 * Tells the client and the owner about a booking after it is written. Their failures never undo or fail
 * the booking (it is already stored): they are logged.
 */
export async function tell(
  deps: Deps,
  bookingId: string,
  client: BookingEvent | null,
  owner: OwnerEvent | null,
  manageToken: string | null,
): Promise<void> {
  if (client) {
    try {
      await sendBookingMessage(deps, bookingId, client, manageToken);
    } catch (e) {
      log.error('[booking] the client message failed', { booking_id: bookingId, message: client, error: e });
    }
  }
  if (owner) {
    try {
      await notifyOwner(deps, bookingId, owner);
    } catch (e) {
      log.error('[booking] the owner notification failed', { booking_id: bookingId, notification: owner, error: e });
    }
  }
}
