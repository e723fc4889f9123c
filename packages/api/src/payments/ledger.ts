import {
  appointmentClients,
  clients,
  issuedVouchers,
  packageCredits,
  packageUses,
  paymentAllocations,
  payments,
  sales,
} from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { z } from 'zod';
import { detachOnce } from '../appointments/client-links';
import { resolveTarget } from '../appointments/target';
import { toInstant, toLocal } from '../availability/zoned';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { findOwned, scopeToBusiness } from '../core/tenant';
import { bookingDue, leftToPay, paymentStatus } from '../shared/payment-status';
import type { checkoutInput, checkoutOutput, PaymentStatus, PaymentType } from '../shared/payments-schemas';
import { findIssuedVoucherByCode } from '../vouchers/issued';
import { bookingOverpaid, brokenRule, failedConstraint, paidForSale, saleOverpaid } from './assertions';
import { bookingKey, bookingLedgers } from './booking-ledger';
import { presentPayments } from './present';

/**
 * THE place money is written (docs/DECISIONS.md "Payments ledger"): the
 * owner's checkout, and later the booking page's deposits and online voucher
 * purchases (source 'online' with the provider's charge). Everything a
 * checkout writes is one batch, with the money invariants asserted inside it.
 */
export type CheckoutData = z.output<typeof checkoutInput>;
export type CheckoutResult = z.infer<typeof checkoutOutput>;

export interface CheckoutOptions {
  source: 'owner' | 'online';
  /** A payment provider's charge: recorded on the checkout's first payment; the same charge twice is one checkout. */
  provider?: { name: string; ref: string };
  /** For the labels in the answer (default uk). */
  locale?: Locale;
}

/** What one item of a checkout is, what it owes and what it has left. */
interface Item {
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

/** The instant a payment dated `date` (local) was taken: now when it is today, else noon local on that day. */
export function takenAt(scope: BusinessScope, date: string | undefined): Date {
  const tz = scope.business.timezone;
  const today = toLocal(scope.now.getTime(), tz).date;
  if (!date || date === today) return scope.now;
  if (date > today) throw new AppError('PAYMENT_FUTURE_DATE');
  return new Date(toInstant(date, 12 * 60, tz));
}

const typeOf = (allocs: { appointment_id: string | null; sale_id: string | null }[]): PaymentType => {
  const appt = allocs.some((a) => a.appointment_id);
  const sale = allocs.some((a) => a.sale_id);
  return appt && sale ? 'combined' : appt ? 'appointment' : sale ? 'sale' : 'standalone';
};

/** Resolves the checkout's items: which booking or sale, what it owes, what the ledger already holds. */
async function resolveItems(scope: BusinessScope, data: CheckoutData, writes: BatchItem<'sqlite'>[]): Promise<Item[]> {
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
async function fillPaid(scope: BusinessScope, items: Item[]) {
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

/** The client's best package session for a service: not voided, not expired, not used up, earliest expiry first. */
async function bestCredit(scope: BusinessScope, clientId: string, serviceId: string) {
  const pc = packageCredits;
  const [credit] = await scope.db
    .select({ id: pc.id })
    .from(pc)
    .where(
      and(
        eq(pc.business_id, scope.businessId),
        eq(pc.client_id, clientId),
        eq(pc.service_id, serviceId),
        isNull(pc.voided_at),
        or(isNull(pc.expires_at), gt(pc.expires_at, scope.now)),
        lt(pc.used, pc.quantity),
      ),
    )
    .orderBy(sql`${pc.expires_at} IS NULL`, asc(pc.expires_at), asc(pc.created_at))
    .limit(1);
  if (!credit) throw new AppError('PACKAGE_NONE_LEFT');
  return credit.id;
}

/**
 * A checkout: resolves what is paid for, checks vouchers, package sessions and
 * cash, allocates each payment in turn to the items in order, and writes it all
 * in one batch whose assertions refuse overpaying however requests race.
 */
export async function takeCheckout(scope: BusinessScope, data: CheckoutData, opts: CheckoutOptions): Promise<CheckoutResult> {
  const locale = opts.locale ?? 'uk';
  const currency = scope.business.currency;
  const writes: BatchItem<'sqlite'>[] = [];
  if (data.payments.length === 0 && !data.items.some((i) => 'appointment_id' in i && i.use_package))
    throw new AppError('PAYMENT_EMPTY');
  const at = takenAt(scope, data.date);
  const items = await resolveItems(scope, data, writes);
  const checkoutId = crypto.randomUUID();

  // The payer: the one named, else the first item's client.
  const named = data.client_id ? await findOwned(scope.db, clients, scope.businessId, data.client_id) : null;
  const clientId = named?.id ?? items.find((i) => i.clientId)?.clientId ?? null;

  // Package sessions first: each pays its booking's whole due.
  for (const i of items.filter((x) => x.usePackage)) {
    if (!i.serviceId) throw new AppError('PACKAGE_NOT_FOR_ITEM');
    if (i.left !== i.due || i.due === 0) throw new AppError('PAYMENT_OVERPAID', { amount: Math.max(0, i.left), currency });
    const creditId = await bestCredit(scope, i.clientId as string, i.serviceId);
    writes.push(
      scope.db
        .update(packageCredits)
        .set({ used: sql`${packageCredits.used} + 1` })
        .where(scopeToBusiness(packageCredits, scope.businessId, eq(packageCredits.id, creditId))),
      scope.db.insert(packageUses).values({
        business_id: scope.businessId,
        package_credit_id: creditId,
        appointment_id: i.appointmentId,
        client_id: i.clientId as string,
        checkout_id: checkoutId,
        created_at: scope.now,
      }),
    );
    i.left = 0;
  }

  // Vouchers: found by code in this business, spendable, enough left (the CHECK holds it under races).
  const voucherIds: (string | null)[] = [];
  const spentOn = new Map<string, number>();
  for (const p of data.payments) {
    if (p.method !== 'gift_voucher') {
      voucherIds.push(null);
      continue;
    }
    const code = p.voucher_code ?? '';
    const v = await findIssuedVoucherByCode(scope, code);
    if (!v) throw new AppError('VOUCHER_UNKNOWN', { code: code.trim().toUpperCase() });
    if (v.voided_at) throw new AppError('VOUCHER_VOIDED');
    // Bought with its own value: the voucher would come free.
    if (items.some((i) => i.saleId !== null && i.saleId === v.sale_id)) throw new AppError('VOUCHER_PAYS_OWN_SALE');
    if (v.expires_at && v.expires_at.getTime() <= scope.now.getTime())
      throw new AppError('VOUCHER_EXPIRED', { date: toLocal(v.expires_at.getTime() - 1, scope.business.timezone).date });
    if (v.currency !== currency) throw new AppError('VOUCHER_CURRENCY', { currency: v.currency });
    const spent = (spentOn.get(v.id) ?? 0) + p.amount;
    if (spent > v.amount_left) throw new AppError('VOUCHER_INSUFFICIENT', { amount: v.amount_left, currency });
    spentOn.set(v.id, spent);
    voucherIds.push(v.id);
  }

  // Cash: what was handed over covers the amount.
  for (const p of data.payments) {
    if (p.method === 'cash' && p.tendered !== undefined && p.tendered < p.amount)
      throw new AppError('PAYMENT_TENDERED_LOW', { tendered: p.tendered, amount: p.amount, currency });
  }

  // Each payment in turn to the items in order, each up to what it has left.
  const money = items.filter((i) => !i.usePackage);
  const totalLeft = money.reduce((s, i) => s + Math.max(0, i.left), 0);
  const totalPaid = data.payments.reduce((s, p) => s + p.amount, 0);
  if (items.length > 0 && totalPaid > totalLeft) throw new AppError('PAYMENT_OVERPAID', { amount: totalLeft, currency });
  const paymentIds: string[] = [];
  data.payments.forEach((p, n) => {
    const id = crypto.randomUUID();
    paymentIds.push(id);
    let rest = p.amount;
    const allocs: { appointment_id: string | null; client_id: string | null; sale_id: string | null; amount: number }[] = [];
    for (const i of money) {
      if (rest === 0) break;
      const take = Math.min(rest, Math.max(0, i.left));
      if (take === 0) continue;
      i.left -= take;
      rest -= take;
      allocs.push({ appointment_id: i.appointmentId, client_id: i.clientId, sale_id: i.saleId, amount: take });
    }
    const provider = n === 0 && opts.provider ? opts.provider : null;
    writes.push(
      scope.db.insert(payments).values({
        id,
        business_id: scope.businessId,
        checkout_id: checkoutId,
        kind: 'payment',
        type: typeOf(allocs),
        method: p.method,
        amount: p.amount,
        currency,
        taken_at: at,
        client_id: clientId,
        voucher_id: voucherIds[n] ?? null,
        tendered: p.method === 'cash' && p.tendered !== undefined ? p.tendered : null,
        provider: provider?.name ?? null,
        provider_ref: provider?.ref ?? null,
        source: opts.source,
        note: data.note,
        created_at: scope.now,
      }),
    );
    if (allocs.length)
      writes.push(
        scope.db
          .insert(paymentAllocations)
          .values(allocs.map((a) => ({ ...a, payment_id: id, business_id: scope.businessId, currency }))),
      );
  });
  for (const [voucherId, amount] of spentOn)
    writes.push(
      scope.db
        .update(issuedVouchers)
        .set({ amount_left: sql`${issuedVouchers.amount_left} - ${amount}` })
        .where(scopeToBusiness(issuedVouchers, scope.businessId, eq(issuedVouchers.id, voucherId))),
    );
  for (const i of items) {
    writes.push(
      i.kind === 'sale'
        ? saleOverpaid(scope, i.saleId as string)
        : bookingOverpaid(scope, i.appointmentId as string, i.clientId as string, i.due),
    );
  }

  try {
    const [first, ...rest] = writes;
    if (first) await scope.db.batch([first, ...rest]);
  } catch (e) {
    if (opts.provider && failedConstraint(e, 'UNIQUE', 'payments.business_id')) {
      // The provider's charge is recorded already (a webhook delivered twice): answer that checkout.
      const taken = await scope.db
        .select()
        .from(payments)
        .where(
          scopeToBusiness(
            payments,
            scope.businessId,
            eq(payments.provider, opts.provider.name),
            eq(payments.provider_ref, opts.provider.ref),
          ),
        );
      const first = taken[0];
      if (first) {
        const same = await scope.db
          .select()
          .from(payments)
          .where(
            scopeToBusiness(
              payments,
              scope.businessId,
              eq(payments.checkout_id, first.checkout_id),
              eq(payments.kind, 'payment'),
            ),
          )
          .orderBy(asc(payments.created_at));
        return {
          checkout_id: first.checkout_id,
          payments: await presentPayments(scope, same, locale),
          change: 0,
          balances: await itemStates(scope, items),
        };
      }
    }
    throw await checkoutFailure(scope, e, items, spentOn);
  }
  const rows = paymentIds.length
    ? await scope.db
        .select()
        .from(payments)
        .where(scopeToBusiness(payments, scope.businessId, inArray(payments.id, paymentIds)))
        .orderBy(asc(payments.created_at))
    : [];
  const ordered = paymentIds.map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);
  const change = data.payments.reduce(
    (s, p) => s + (p.method === 'cash' && p.tendered !== undefined ? p.tendered - p.amount : 0),
    0,
  );
  return {
    checkout_id: checkoutId,
    payments: await presentPayments(scope, ordered, locale),
    change,
    balances: await itemStates(scope, items),
  };
}

/** Each item's left to pay and status now (read back, so a race is reflected). */
async function itemStates(scope: BusinessScope, items: Item[]): Promise<CheckoutResult['balances']> {
  const fresh = items.map((i) => ({ ...i }));
  await fillPaid(scope, fresh);
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

/** A refused checkout batch → the error the owner should read (amounts read again, as they are now). */
async function checkoutFailure(scope: BusinessScope, e: unknown, items: Item[], spentOn: Map<string, number>): Promise<unknown> {
  const currency = scope.business.currency;
  if (brokenRule(e) === 'overpaid' || failedConstraint(e, 'UNIQUE', 'package_uses.')) {
    const fresh = items.map((i) => ({ ...i }));
    await fillPaid(scope, fresh);
    const left = fresh.filter((i) => !i.usePackage).reduce((s, i) => s + Math.max(0, i.left), 0);
    return new AppError('PAYMENT_OVERPAID', { amount: left, currency });
  }
  if (failedConstraint(e, 'CHECK', 'issued_vouchers_left_check')) {
    const ids = [...spentOn.keys()];
    const rows = await scope.db
      .select({ amount_left: issuedVouchers.amount_left })
      .from(issuedVouchers)
      .where(scopeToBusiness(issuedVouchers, scope.businessId, inArray(issuedVouchers.id, ids)));
    return new AppError('VOUCHER_INSUFFICIENT', { amount: Math.min(...rows.map((r) => r.amount_left)), currency });
  }
  if (failedConstraint(e, 'CHECK', 'package_credits_used_check')) return new AppError('PACKAGE_NONE_LEFT');
  return e;
}

/** Sums in SQL for a sale (also used by tests and the sales area): money kept towards it. */
export async function salePaid(scope: BusinessScope, saleId: string): Promise<number> {
  const row = await scope.db.get<{ paid: number }>(sql`SELECT ${paidForSale(scope, saleId)} AS paid`);
  return Number(row?.paid ?? 0);
}
