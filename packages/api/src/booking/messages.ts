// CONTRACT (helper "verify" replaces the body): the client's booking messages.
import type { Db } from '@kairos/db';
import type { Services } from '../core/services';

export type BookingEvent = 'confirmed' | 'moved' | 'cancelled';

/**
 * Emails and/or texts the client about an online booking as the business's booking settings allow
 * (email carries an .ics file; both carry the manage link when `manageToken` is given), in the
 * booking's locale, logged in the client's messages. Queued: never throws for a provider failure.
 */
export async function sendBookingMessage(
  _deps: { db: Db; services: Services },
  _bookingId: string,
  _event: BookingEvent,
  _manageToken: string | null,
): Promise<void> {
  throw new Error('sendBookingMessage: not built yet');
}
