import { type Db, messages } from '@kairos/db';
import { and, eq, inArray } from 'drizzle-orm';
import { bellFor, zoneOf } from '../messages/unsent';

type Status = (typeof messages.status.enumValues)[number];
export type DeliveryUpdate = { status: 'sent' } | { status: 'delivered'; at: Date } | { status: 'error'; error: string };

/**
 * Where a status may come from: it only moves forward, pending → sent → delivered, or to error from
 * pending/sent. `delivered` and `error` are final: whichever the provider reports first stands (a late
 * "delivered" after a bounce does not undo the error, nor a bounce a delivery), so a replayed or reordered
 * event leaves the same state.
 */
const FROM: Record<DeliveryUpdate['status'], Status[]> = {
  sent: ['pending'],
  delivered: ['pending', 'sent'],
  error: ['pending', 'sent'],
};

/**
 * Applies a provider's delivery report to the message it sent (found by provider + its id), as one guarded
 * UPDATE. An id no message has (mail that is not a client message, or another environment's) changes nothing.
 * Credits stay spent on a bounce: the provider was paid for the attempt. A report of failure ends the message
 * as not sent (`undelivered`) and, in the same batch, brings the owner's bell for that day up to date
 * (messages/unsent.ts; recounted, so a replayed event changes nothing).
 */
export async function applyDelivery(
  db: Db,
  provider: 'resend' | 'telnyx',
  providerMessageId: string,
  update: DeliveryUpdate,
  now: Date,
): Promise<boolean> {
  if (!providerMessageId) return false;
  const where = and(
    eq(messages.provider, provider),
    eq(messages.provider_message_id, providerMessageId),
    inArray(messages.status, FROM[update.status]),
  );
  if (update.status !== 'error') {
    const set = update.status === 'delivered' ? { status: update.status, delivered_at: update.at } : { status: update.status };
    const changed = await db.update(messages).set(set).where(where).returning({ id: messages.id });
    return changed.length > 0;
  }
  const [row] = await db
    .select({ business_id: messages.business_id, channel: messages.channel })
    .from(messages)
    .where(where)
    .limit(1);
  if (!row) return false;
  const timezone = await zoneOf(db, row.business_id);
  const [changed] = await db.batch([
    db
      .update(messages)
      .set({ status: 'error', error: update.error.slice(0, 500), failure: 'undelivered', failed_at: now })
      .where(where)
      .returning({ id: messages.id }),
    bellFor(db, { businessId: row.business_id, failure: 'undelivered', channel: row.channel, timezone, at: now }),
  ]);
  return changed.length > 0;
}
