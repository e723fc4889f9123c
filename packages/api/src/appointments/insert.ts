/**
 * The one writer of appointment rows and their client links. Every path that puts an appointment in the diary
 * calls it: the owner's new appointment (create.ts), an occurrence of a series given its own row (target.ts
 * `detachWrites` for an edit, client-links.ts `detachOnce` when requests may race), and the booking page's
 * appointment (booking/take.ts, inside its free-time transaction). Its checks stay with each path (overlaps,
 * class spaces, the booking page's free time); this module only writes, as statements the caller runs in its
 * own batch or transaction.
 */
import { appointmentClients, appointments } from '@kairos/db';
import { type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { BusinessScope } from '../core/scope';

type Statement = BatchItem<'sqlite'>;

/** What an appointment row holds besides its id, business and timestamps (defaults as in the schema). */
export type AppointmentValues = Omit<typeof appointments.$inferInsert, 'id' | 'business_id' | 'created_at' | 'updated_at'>;

export interface NewAppointment {
  /** A fixed id (a detached occurrence's, derived from its series and date); else a fresh one. */
  id?: string;
  values: AppointmentValues;
  /** Clients to link (checked against the business by the caller), each `pending`. */
  clientIds: readonly string[];
  /**
   * Safe to write from many requests at once: a row with this id already there is kept, and so are links already
   * there (the detach of an occurrence, which racing requests share).
   */
  once?: boolean;
  /** The clients are linked only while this holds at that point of the batch (e.g. no exception marks the date). */
  linkWhile?: SQL;
}

/** The statements that write one appointment and its clients, in order: the row first, then its links. */
export function appointmentWrites(scope: BusinessScope, a: NewAppointment): { id: string; writes: Statement[] } {
  const id = a.id ?? crypto.randomUUID();
  const row = scope.db
    .insert(appointments)
    .values({ ...a.values, id, business_id: scope.businessId, created_at: scope.now, updated_at: scope.now });
  return {
    id,
    writes: [
      a.once ? row.onConflictDoNothing() : row,
      ...linkClients(scope, id, a.clientIds, { once: a.once, linkWhile: a.linkWhile }),
    ],
  };
}

/**
 * Links clients to an appointment, each `pending`. `once`: a link already there is kept (no error);
 * `linkWhile`: nothing is linked unless the condition holds when the statement runs.
 */
export function linkClients(
  scope: BusinessScope,
  appointmentId: string,
  clientIds: readonly string[],
  opts: { once?: boolean; linkWhile?: SQL } = {},
): Statement[] {
  if (!opts.once && !opts.linkWhile) {
    return clientIds.map((client_id) =>
      scope.db
        .insert(appointmentClients)
        .values({ appointment_id: appointmentId, client_id, business_id: scope.businessId, created_at: scope.now }),
    );
  }
  const condition = opts.linkWhile ?? sql`1`;
  const conflict = opts.once ? sql`on conflict do nothing` : sql``;
  return clientIds.map((clientId) =>
    scope.db.run(sql`insert into ${appointmentClients} (appointment_id, client_id, business_id, status, created_at)
      select ${appointmentId}, ${clientId}, ${scope.businessId}, 'pending', ${scope.now.getTime()}
      where ${condition}
      ${conflict}`),
  );
}

/**
 * Links one client in a single statement: nothing happens when the client is
 * already there, or when `limit` is set and the appointment already has that
 * many clients who have not cancelled (the count and the insert cannot be split
 * by another request): a cancelled client's place is free for someone else.
 */
export function linkWithin(scope: BusinessScope, appointmentId: string, clientId: string, limit: number | null) {
  const ac = appointmentClients;
  const room =
    limit === null
      ? sql`1`
      : sql`(select count(*) from ${ac} where ${ac.business_id} = ${scope.businessId} and ${ac.appointment_id} = ${appointmentId} and ${ac.status} <> 'cancelled') < ${limit}`;
  const [link] = linkClients(scope, appointmentId, [clientId], { once: true, linkWhile: room });
  return link as Statement;
}
