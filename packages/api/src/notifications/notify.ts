// CONTRACT (helper "owner" replaces the body): tells the owner about the booking page's events.
import type { Db, notifications } from '@kairos/db';
import type { Services } from '../core/services';

export type OwnerEvent = (typeof notifications.$inferInsert)['type'];

/** A bell notification for the business, and an email to the owner when the booking settings ask for one. */
export async function notifyOwner(_deps: { db: Db; services: Services }, _bookingId: string, _event: OwnerEvent): Promise<void> {
  throw new Error('notifyOwner: not built yet');
}
