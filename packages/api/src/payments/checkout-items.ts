/** What a checkout pays for: each booking or sale resolved, what it owes, what the ledger already holds, and its state read back after. */
import { appointmentClients, clients, paymentAllocations, sales } from '@kairos/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { z } from 'zod';
import { detachOnce } from '../appointments/client-links';
import { resolveTarget } from '../appointments/target';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { findOwned, scopeToBusiness } from '../core/tenant';
import { bookingDue, leftToPay, paymentStatus } from '../shared/payment-status';
import type { checkoutInput, checkoutOutput, PaymentStatus } from '../shared/payments-schemas';
import { bookingKey, bookingLedgers } from './booking-ledger';

/** A checkout's input as parsed, and its answer. */
export type CheckoutData = z.output<typeof checkoutInput>;
export type CheckoutResult = z.infer<typeof checkoutOutput>;

/** What one item of a checkout is, what it owes and what it has left. */
export interface Item {
  kind: 'booking' | 'sale';
  appointmentId: string | null;
  clientId: string | null;
  saleId: string | null;
  due: number;
  paid: number;
  usePackage: boolean;
  serviceId: string | null;
  left: number;
}

/**
 * Resolves the checkout's items: which booking or sale, what it owes, what the
 * ledger already holds. A virtual occurrence is detached: its writes join `writes`.
 */
export async function resolveItems(scope: BusinessScope, data: CheckoutData, writes: BatchItem<'sqlite'>[]): Promise<Item[]> {
  const items: Item[] = [];
  const seen = new Set<string>();
  for (const it of data.items) {
    if ('sale_id' in it) {
      const sale = await findOwned(scope.db, sales, scope.businessId, it.sale_id);
      if (sale.deleted_at) throw new AppError('SALE_DELETED');
      if (seen.has(`sale:${sale.id}`)) continue;
      seen.add(`sale:${sale.id}`);
      items.push({
        kind: 'sale',
        appointmentId: null,
        clientId: sale.client_id,
        saleId: sale.id,
        due: sale.total,
        paid: 0,
        usePackage: false,
        serviceId: null,
        left: 0,
      });
      continue;
    }
    const target = await resolveTarget(scope, it.appointment_id);
    const client = await findOwned(scope.db, clients, scope.businessId, it.client_id);
    let attendance: 'pending' | 'attended' | 'cancelled' | 'no_show';
    let appointmentId: string;
    if (target.kind === 'virtual') {
      if (!target.series.client_ids.includes(client.id)) throw new AppError('NOT_FOUND');
      const detached = await detachOnce(scope, target);
      writes.push(...detached.writes);
      appointmentId = detached.id;
      attendance = 'pending';
    } else {
      appointmentId = target.row.id;
      const [link] = await scope.db
        .select({ status: appointmentClients.status })
        .from(appointmentClients)
        .where(
          and(
            eq(appointmentClients.business_id, scope.businessId),
            eq(appointmentClients.appointment_id, appointmentId),
            eq(appointmentClients.client_id, client.id),
          ),
        );
      if (!link) throw new AppError('NOT_FOUND');
      attendance = link.status;
    }
    if (seen.has(`booking:${appointmentId}:${client.id}`)) continue;
    seen.add(`booking:${appointmentId}:${client.id}`);
    items.push({
      kind: 'booking',
      appointmentId,
      clientId: client.id,
      saleId: null,
      due: bookingDue(target.row, attendance),
      paid: 0,
      usePackage: it.use_package,
      serviceId: target.row.type === 'blocked' ? null : target.row.service_id,
      left: 0,
    });
  }
  await fillPaid(scope, items);
  return items;
}

/** What each item has been paid so far and what it has left (two grouped queries). */
export async function fillPaid(scope: BusinessScope, items: Item[]) {
  const bookings = items.filter((i) => i.kind === 'booking');
  const saleIds = items.filter((i) => i.kind === 'sale').map((i) => i.saleId as string);
  const [ledgers, salePaid] = await Promise.all([
    bookingLedgers(
      scope,
      bookings.map((b) => b.appointmentId as string),
    ),
    saleIds.length
      ? scope.db
          .select({ sale_id: paymentAllocations.sale_id, paid: sql<number>`sum(${paymentAllocations.amount})` })
          .from(paymentAllocations)
          .where(scopeToBusiness(paymentAllocations, scope.businessId, inArray(paymentAllocations.sale_id, saleIds)))
          .groupBy(paymentAllocations.sale_id)
      : [],
  ]);
  const paidOf = new Map(salePaid.map((s) => [s.sale_id as string, Number(s.paid)]));
  for (const i of items) {
    if (i.kind === 'sale') {
      i.paid = paidOf.get(i.saleId as string) ?? 0;
      i.left = Math.max(0, i.due - i.paid);
    } else {
      const l = ledgers.get(bookingKey(i.appointmentId as string, i.clientId as string));
      i.paid = l?.paid ?? 0;
      i.left = leftToPay({ due: i.due, paid: i.paid, byPackage: l?.package ?? false });
      if (l?.package && i.usePackage) i.left = -1; // already paid with a package: using another is overpaying
    }
  }
}

/** Copies of the items with what they have been paid and have left as the ledger holds now. */
export async function freshItems(scope: BusinessScope, items: readonly Item[]): Promise<Item[]> {
  const fresh = items.map((i) => ({ ...i }));
  await fillPaid(scope, fresh);
  return fresh;
}

/** Each item's left to pay and status now (read back, so a race is reflected). */
export async function itemStates(scope: BusinessScope, items: readonly Item[]): Promise<CheckoutResult['balances']> {
  const fresh = await freshItems(scope, items);
  const ledgers = await bookingLedgers(
    scope,
    fresh.filter((i) => i.kind === 'booking').map((i) => i.appointmentId as string),
  );
  return fresh.map((i) => {
    const l = i.kind === 'booking' ? ledgers.get(bookingKey(i.appointmentId as string, i.clientId as string)) : undefined;
    const facts = {
      due: i.due,
      paid: i.paid,
      refunded: l?.refunded ?? 0,
      byVoucher: l?.voucher ?? 0,
      byPackage: l?.package ?? false,
    };
    const status: PaymentStatus = paymentStatus(facts);
    return {
      appointment_id: i.appointmentId,
      client_id: i.kind === 'booking' ? i.clientId : null,
      sale_id: i.saleId,
      left_to_pay: leftToPay(facts),
      status,
    };
  });
}
