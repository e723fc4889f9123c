import { appointments, clients, invoices, issuedVouchers, paymentAllocations, payments, saleLines } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { BusinessScope } from '../core/scope';
import type { paymentOutput } from '../shared/payments-schemas';
import { formatVoucherCode } from '../shared/voucher-code';
import { toLocal } from '../shared/zoned';
import type { PaymentRow } from './void';

export type PaymentOutput = z.infer<typeof paymentOutput>;

const unique = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))];

/**
 * `+column`: the same condition, but SQLite will not pick an index for it
 * (sqlite.org/optoverview.html, "Disqualifying WHERE clause terms using unary-+").
 * For `business_id = ? AND <fk> IN (ids)`: with no ANALYZE statistics the planner
 * otherwise walks the (business_id, …) index over the whole business (100,000
 * payments: 150–250 ms, bench/money.ts) instead of looking the ids up in the
 * foreign key's index; the business check stays as a filter.
 */
export const unindexed = (column: AnySQLiteColumn) => sql`+${column}`;

/** "3 Dec, 10:00" in the business's zone and the caller's language. */
export function whenLabel(at: Date, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/**
 * Ledger rows → what callers see, in a fixed number of queries (each skipped
 * when it has nothing to look up): allocations with what they pay for,
 * refunds and voids of each row, clients, voucher codes, invoices.
 */
export async function presentPayments(scope: BusinessScope, rows: PaymentRow[], locale: Locale): Promise<PaymentOutput[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const bid = scope.businessId;
  const pa = paymentAllocations;
  const [allocs, reversals, people, vouchers, invoiceRows] = await Promise.all([
    scope.db
      .select({
        payment_id: pa.payment_id,
        appointment_id: pa.appointment_id,
        client_id: pa.client_id,
        sale_id: pa.sale_id,
        amount: pa.amount,
        title: appointments.title,
        start_at: appointments.start_at,
      })
      .from(pa)
      .leftJoin(appointments, eq(appointments.id, pa.appointment_id))
      .where(and(eq(unindexed(pa.business_id), bid), inArray(pa.payment_id, ids))),
    scope.db
      .select({
        id: payments.reverses_id,
        refunded: sql<number>`coalesce(sum(CASE WHEN ${payments.kind} = 'refund' THEN -${payments.amount} ELSE 0 END), 0)`,
        voided: sql<number>`max(${payments.kind} = 'void')`,
      })
      .from(payments)
      .where(and(eq(unindexed(payments.business_id), bid), inArray(payments.reverses_id, ids)))
      .groupBy(payments.reverses_id),
    unique(rows.map((r) => r.client_id)).length
      ? scope.db
          .select({ id: clients.id, first_name: clients.first_name, last_name: clients.last_name })
          .from(clients)
          .where(and(eq(unindexed(clients.business_id), bid), inArray(clients.id, unique(rows.map((r) => r.client_id)))))
      : [],
    unique(rows.map((r) => r.voucher_id)).length
      ? scope.db
          .select({ id: issuedVouchers.id, code: issuedVouchers.code })
          .from(issuedVouchers)
          .where(
            and(
              eq(unindexed(issuedVouchers.business_id), bid),
              inArray(issuedVouchers.id, unique(rows.map((r) => r.voucher_id))),
            ),
          )
      : [],
    scope.db
      .select({ id: invoices.id, payment_id: invoices.payment_id })
      .from(invoices)
      .where(and(eq(unindexed(invoices.business_id), bid), inArray(invoices.payment_id, ids))),
  ]);
  const saleIds = unique(allocs.map((a) => a.sale_id));
  const saleItems = saleIds.length
    ? await scope.db
        .select({ sale_id: saleLines.sale_id, count: sql<number>`sum(${saleLines.quantity})` })
        .from(saleLines)
        .where(and(eq(unindexed(saleLines.business_id), bid), inArray(saleLines.sale_id, saleIds)))
        .groupBy(saleLines.sale_id)
    : [];
  const itemsOf = new Map(saleItems.map((s) => [s.sale_id, Number(s.count)]));
  const reversed = new Map(reversals.map((r) => [r.id as string, r]));
  const personOf = new Map(people.map((p) => [p.id, p]));
  const codeOf = new Map(vouchers.map((v) => [v.id, formatVoucherCode(v.code)]));
  const invoiceOf = new Map(invoiceRows.map((i) => [i.payment_id as string, i.id]));
  const tz = scope.business.timezone;
  const label = (a: (typeof allocs)[number]) => {
    if (a.sale_id) return m.payment_label_sale({ count: itemsOf.get(a.sale_id) ?? 0 }, { locale });
    if (a.start_at)
      return m.payment_label_appointment(
        { title: a.title ?? m.payment_untitled({}, { locale }), when: whenLabel(a.start_at, tz, locale) },
        { locale },
      );
    if (a.client_id) return m.payment_label_deleted({}, { locale });
    return m.payment_label_standalone({}, { locale });
  };
  return rows.map((r) => {
    const rev = reversed.get(r.id);
    const change = r.method === 'cash' && r.tendered !== null && r.kind === 'payment' ? r.tendered - r.amount : null;
    return {
      id: r.id,
      checkout_id: r.checkout_id,
      kind: r.kind,
      type: r.type,
      method: r.method,
      amount: r.amount,
      currency: r.currency,
      taken_at: r.taken_at.toISOString(),
      date: toLocal(r.taken_at.getTime(), tz).date,
      client: r.client_id ? (personOf.get(r.client_id) ?? null) : null,
      voucher_code: r.voucher_id ? (codeOf.get(r.voucher_id) ?? null) : null,
      reverses_id: r.reverses_id,
      voided: Number(rev?.voided ?? 0) === 1,
      refunded: Number(rev?.refunded ?? 0),
      tendered: r.tendered,
      change,
      source: r.source,
      note: r.note,
      allocations: allocs
        .filter((a) => a.payment_id === r.id)
        .map((a) => ({
          appointment_id: a.appointment_id,
          client_id: a.client_id,
          sale_id: a.sale_id,
          amount: a.amount,
          label: label(a),
        })),
      invoice_id: invoiceOf.get(r.id) ?? null,
    };
  });
}
