import { packageUses, paymentAllocations, payments, sales } from '@kairos/db';
import { sql } from 'drizzle-orm';
import { assertion, brokenAssertion, uniqueFailed } from '../core/db-errors';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';

/**
 * Money invariants checked INSIDE the batch that could break them
 * (docs/DECISIONS.md "Payments ledger"). After its writes, a ledger batch
 * appends an `assertion` (core/db-errors.ts): `INSERT INTO assertions SELECT
 * '<rule>' WHERE <broken>`; the table refuses every row, so when the invariant
 * is broken the whole batch rolls back, whatever another request wrote in
 * between (SQLite runs a batch as one transaction under its write lock). The
 * constraint's name in the error says which rule broke (`brokenAssertion`).
 */

const pa = paymentAllocations;

/** Net money allocated to one client of an appointment (refunds and voids are negative). */
export const paidForBooking = (scope: BusinessScope, appointmentId: string, clientId: string) =>
  sql`(SELECT coalesce(sum(${pa.amount}), 0) FROM ${pa} WHERE ${pa.business_id} = ${scope.businessId}
    AND ${pa.appointment_id} = ${appointmentId} AND ${pa.client_id} = ${clientId})`;

/** 1 when a package session pays for the booking (not given back), else 0. */
export const packageForBooking = (scope: BusinessScope, appointmentId: string, clientId: string) =>
  sql`(SELECT count(*) FROM ${packageUses} WHERE ${packageUses.business_id} = ${scope.businessId}
    AND ${packageUses.appointment_id} = ${appointmentId} AND ${packageUses.client_id} = ${clientId}
    AND ${packageUses.returned_at} IS NULL)`;

export const paidForSale = (scope: BusinessScope, saleId: string) =>
  sql`(SELECT coalesce(sum(${pa.amount}), 0) FROM ${pa} WHERE ${pa.business_id} = ${scope.businessId} AND ${pa.sale_id} = ${saleId})`;

/** A booking is overpaid when money plus a package session covers more than is due. */
export const bookingOverpaid = (scope: BusinessScope, appointmentId: string, clientId: string, due: number) =>
  assertion(
    scope,
    'overpaid',
    sql`${paidForBooking(scope, appointmentId, clientId)} + ${packageForBooking(scope, appointmentId, clientId)} * ${due} > ${due}`,
  );

/** A sale is overpaid past its total, or paid at all once deleted. */
export const saleOverpaid = (scope: BusinessScope, saleId: string) =>
  assertion(
    scope,
    'overpaid',
    sql`EXISTS (SELECT 1 FROM ${sales} WHERE ${sales.id} = ${saleId} AND ${sales.business_id} = ${scope.businessId}
      AND (${sales.deleted_at} IS NOT NULL OR ${paidForSale(scope, saleId)} > ${sales.total}))`,
  );

/** A payment's refunds and void never give back more than it took. */
export const paymentOverRefunded = (scope: BusinessScope, paymentId: string) =>
  assertion(
    scope,
    'over_refunded',
    sql`(SELECT coalesce(sum(${payments.amount}), 0) FROM ${payments} WHERE ${payments.business_id} = ${scope.businessId}
      AND (${payments.id} = ${paymentId} OR ${payments.reverses_id} = ${paymentId})) < 0`,
  );

/** After a sale's payments are voided, nothing may still be paid towards it (a checkout raced the delete). */
export const saleStillPaid = (scope: BusinessScope, saleId: string) =>
  assertion(scope, 'sale_changed', sql`${paidForSale(scope, saleId)} <> 0`);

/**
 * A failed ledger batch → what the caller should read, for the rules that need
 * no amounts (the sales area maps its delete with this): the payments changed
 * underneath (LEDGER_CHANGED). Null when the error is something else.
 */
export function ledgerFailure(e: unknown): AppError | null {
  const rule = brokenAssertion(e);
  if (rule === 'sale_changed' || rule === 'over_refunded') return new AppError('LEDGER_CHANGED');
  if (uniqueFailed(e, 'payments.reverses_id')) return new AppError('LEDGER_CHANGED');
  return null;
}
