import type { Db, services } from '@kairos/db';
import { appointmentWrites } from '../appointments/insert';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { expireHolds } from './holds';
import { isBookable } from './window';

type ServiceRow = typeof services.$inferSelect;
const MIN = 60_000;

/**
 * Runs `write` only if the service can still start at `startMs`, atomically: everything happens in one
 * `db.transaction` (libSQL "write" = BEGIN IMMEDIATE, so writers take turns on Node and over Hrana in
 * workerd): lapsed holds of the business are expired, the busy spans are read again and checked with
 * the engine, then `write` inserts with the same transaction. Taken → BOOKING_SLOT_TAKEN.
 * `skipId`: the appointment being moved (its own time does not block it).
 */
export async function withFreeTime<T>(
  scope: BusinessScope,
  service: ServiceRow,
  startMs: number,
  write: (tx: BusinessScope) => Promise<T>,
  skipId?: string | null,
): Promise<T> {
  return scope.db.transaction(async (tx) => {
    const txScope: BusinessScope = { ...scope, db: tx as unknown as Db };
    await expireHolds(tx, scope.now, scope.businessId, { sales: false });
    if (!(await isBookable(txScope, service, startMs, skipId))) throw new AppError('BOOKING_SLOT_TAKEN');
    return write(txScope);
  });
}

export interface SeatDetails {
  clientId: string;
  answer: string | null;
  clientAddress: string | null;
}

/**
 * The appointment row and its client link for an online booking of `service` at `startMs` (inside withFreeTime):
 * written by the appointments' one writer (appointments/insert.ts), in the free-time transaction.
 */
export async function insertAppointment(tx: BusinessScope, service: ServiceRow, startMs: number, seat: SeatDetails) {
  const duration = service.parts.reduce((s, p) => s + p.duration_minutes, 0);
  const notes = [seat.answer, seat.clientAddress].filter((x): x is string => !!x).join('\n') || null;
  const { id, writes } = appointmentWrites(tx, {
    values: {
      type: 'appointment',
      service_id: service.id,
      title: service.name,
      start_at: new Date(startMs),
      end_at: new Date(startMs + duration * MIN),
      parts: service.parts,
      price: service.price,
      currency: service.currency,
      location_type: service.at_client_place ? 'client' : null,
      notes,
    },
    clientIds: [seat.clientId],
  });
  // One statement after another: a transaction has no batch, and the link needs the row before it.
  for (const write of writes) await write;
  return { id, end: startMs + duration * MIN };
}
