import { onlineBookings } from '@kairos/db';
import { BOOKING_STATUSES } from '@kairos/db/enums';
import { and, eq, inArray } from 'drizzle-orm';
import * as z from 'zod';
import type { BusinessScope } from '../core/scope';

/** Set on an appointment or class session that came from the booking page (docs/product/appointments.md; issue 12 "calendar"). */
export const onlineMarkOutput = z
  .object({
    status: z.enum(BOOKING_STATUSES),
    /** The deposit (or nothing, 0) the client was to pay online. */
    amount_due: z.number().int(),
    paid: z.boolean(),
    currency: z.string(),
  })
  .nullable();
export type OnlineMark = NonNullable<z.infer<typeof onlineMarkOutput>>;

/** Which booking wins when a class session has several: one that needs attention first. */
const RANK: Record<OnlineMark['status'], number> = { held: 0, confirmed: 1, expired: 2, cancelled: 3 };

/** The online marks of stored diary rows, by appointment id: one query, skipped when there are none. */
export async function onlineMarks(scope: BusinessScope, appointmentIds: string[]): Promise<Map<string, OnlineMark>> {
  const out = new Map<string, OnlineMark>();
  if (!appointmentIds.length) return out;
  const rows = await scope.db
    .select({
      appointment_id: onlineBookings.appointment_id,
      status: onlineBookings.status,
      amount_due: onlineBookings.amount_due,
      payment_id: onlineBookings.payment_id,
      currency: onlineBookings.currency,
    })
    .from(onlineBookings)
    .where(and(eq(onlineBookings.business_id, scope.businessId), inArray(onlineBookings.appointment_id, appointmentIds)));
  for (const r of rows) {
    if (!r.appointment_id) continue;
    const seen = out.get(r.appointment_id);
    if (seen && RANK[seen.status] <= RANK[r.status]) continue;
    out.set(r.appointment_id, { status: r.status, amount_due: r.amount_due, paid: r.payment_id !== null, currency: r.currency });
  }
  return out;
}
