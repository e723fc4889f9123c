import { packageUses, paymentAllocations, payments } from '@kairos/db';
import { sql } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';

/** What the ledger holds for one client of one appointment. */
export interface BookingLedger {
  /** Money kept towards it (payments − refunds − voids). */
  paid: number;
  /** Refunds given back (positive). */
  refunded: number;
  /** The part of `paid` from gift vouchers. */
  voucher: number;
  /** A package session (not given back) pays for it. */
  package: boolean;
}

export const bookingKey = (appointmentId: string, clientId: string) => `${appointmentId}|${clientId}`;

/**
 * The ledger of every client of some appointments, in ONE grouped query
 * (allocations by appointment and client, and package uses), by `bookingKey`.
 */
export async function bookingLedgers(scope: BusinessScope, appointmentIds: string[]): Promise<Map<string, BookingLedger>> {
  const out = new Map<string, BookingLedger>();
  if (appointmentIds.length === 0) return out;
  const ids = sql.join(
    [...new Set(appointmentIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const pa = paymentAllocations;
  const pu = packageUses;
  const rows = await scope.db.all<{
    appointment_id: string;
    client_id: string;
    paid: number;
    refunded: number;
    voucher: number;
    pkg: number;
  }>(sql`
    SELECT ${pa.appointment_id} AS appointment_id, ${pa.client_id} AS client_id, sum(${pa.amount}) AS paid,
      sum(CASE WHEN ${payments.kind} = 'refund' THEN -${pa.amount} ELSE 0 END) AS refunded,
      sum(CASE WHEN ${payments.method} = 'gift_voucher' THEN ${pa.amount} ELSE 0 END) AS voucher, 0 AS pkg
    FROM ${pa} JOIN ${payments} ON ${payments.id} = ${pa.payment_id}
    WHERE ${pa.business_id} = ${scope.businessId} AND ${pa.appointment_id} IN (${ids}) AND ${pa.client_id} IS NOT NULL
    GROUP BY ${pa.appointment_id}, ${pa.client_id}
    UNION ALL
    SELECT ${pu.appointment_id}, ${pu.client_id}, 0, 0, 0, count(*)
    FROM ${pu}
    WHERE ${pu.business_id} = ${scope.businessId} AND ${pu.appointment_id} IN (${ids}) AND ${pu.returned_at} IS NULL
    GROUP BY ${pu.appointment_id}, ${pu.client_id}`);
  for (const r of rows) {
    const key = bookingKey(r.appointment_id, r.client_id);
    const cur = out.get(key) ?? { paid: 0, refunded: 0, voucher: 0, package: false };
    cur.paid += Number(r.paid);
    cur.refunded += Number(r.refunded);
    cur.voucher += Number(r.voucher);
    cur.package ||= Number(r.pkg) > 0;
    out.set(key, cur);
  }
  return out;
}
