import { appointments, clients, invoices, paymentAllocations, payments, sales, services } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { foundOr404, scopeToBusiness } from '../core/tenant';
import { money, sumMoney } from '../shared/money';
import { toLocal } from '../shared/zoned';
import type { NewItem } from './numbering';
import { insertNumbered, uniqueViolation } from './numbering';
import { invoiceSettingsOf } from './settings';

/**
 * The automatic invoice for a card payment taken through a payment provider (docs/product/invoices.md
 * "automatic via a card payment provider"): one per payment (the unique payment_id makes
 * a second call, or two at once, answer the same invoice). Its items are what the payment
 * paid for — each appointment (service and local date) or sale it was allocated to — and
 * any unallocated rest as "Payment"; total and paid are the payment's amount, so nothing
 * is due. Bill-to is the payment's client; the language is the business's region's
 * (uk for Ukraine, else en). It is numbered like a manual one and is not emailed here.
 *
 * Called by the booking page's payment callback (and any provider webhook) with a scope
 * (`loadScope(db, businessId, now)` or the booking procedure's `ctx.scope`).
 */
export async function createAutoInvoice(scope: BusinessScope, paymentId: string): Promise<{ id: string; number: string }> {
  const existing = await autoInvoiceOf(scope, paymentId);
  if (existing) return existing;
  const [payment] = await scope.db
    .select()
    .from(payments)
    .where(scopeToBusiness(payments, scope.businessId, eq(payments.id, paymentId)))
    .limit(1);
  const p = foundOr404(payment);
  if (p.kind !== 'payment' || !p.provider || !['card_payment', 'credit_card', 'debit_card'].includes(p.method)) {
    throw new AppError('INVOICE_PAYMENT_NOT_ELIGIBLE');
  }
  const locale: Locale = scope.business.region === 'UK' ? 'uk' : 'en';
  const [allocations, client, settings] = await Promise.all([
    scope.db
      .select({
        amount: paymentAllocations.amount,
        appointment_id: paymentAllocations.appointment_id,
        sale_id: paymentAllocations.sale_id,
        service: services.name,
        start_at: appointments.start_at,
        sold_at: sales.sold_at,
      })
      .from(paymentAllocations)
      .leftJoin(appointments, eq(appointments.id, paymentAllocations.appointment_id))
      .leftJoin(services, eq(services.id, appointments.service_id))
      .leftJoin(sales, eq(sales.id, paymentAllocations.sale_id))
      .where(scopeToBusiness(paymentAllocations, scope.businessId, eq(paymentAllocations.payment_id, p.id)))
      .orderBy(asc(paymentAllocations.id)),
    p.client_id
      ? scope.db
          .select()
          .from(clients)
          .where(scopeToBusiness(clients, scope.businessId, eq(clients.id, p.client_id)))
          .limit(1)
          .then((r) => r[0] ?? null)
      : null,
    invoiceSettingsOf(scope),
  ]);
  const zone = scope.business.timezone;
  const localDate = (at: Date | null) => toLocal((at ?? p.taken_at).getTime(), zone).date;
  const items: NewItem[] = allocations
    .filter((a) => a.amount > 0)
    .map((a) => {
      const description = a.sale_id
        ? m.invoice_auto_sale({ date: localDate(a.sold_at) }, { locale })
        : a.service
          ? m.invoice_auto_appointment({ service: a.service, date: localDate(a.start_at) }, { locale })
          : m.invoice_auto_appointment_unknown({ date: localDate(a.start_at) }, { locale });
      return { description, quantity: 1, unit_price: a.amount, amount: a.amount };
    });
  const allocated = sumMoney(
    items.map((i) => money(i.amount, p.currency)),
    p.currency,
  ).amount;
  if (p.amount > allocated) {
    const rest = p.amount - allocated;
    items.push({ description: m.invoice_auto_payment({}, { locale }), quantity: 1, unit_price: rest, amount: rest });
  }
  const date = localDate(p.taken_at);
  try {
    return await insertNumbered(
      scope,
      {
        type: 'auto',
        client_id: client?.id ?? null,
        payment_id: p.id,
        bill_to_name: client ? `${client.first_name} ${client.last_name}`.trim() : m.invoice_auto_client({}, { locale }),
        bill_to_email: client?.email ?? null,
        billing_address: client?.billing_address ?? null,
        date,
        due_date: date,
        currency: p.currency,
        total: p.amount,
        paid: p.amount,
        bank_details: settings.bank_details,
        colour: settings.colour,
        footer: settings.footer,
        notes: null,
        locale,
      },
      items,
    );
  } catch (e) {
    // Made at the same moment by another call for the same payment: that one is the invoice.
    if (uniqueViolation(e) === 'payment') {
      const made = await autoInvoiceOf(scope, paymentId);
      if (made) return made;
    }
    throw e;
  }
}

async function autoInvoiceOf(scope: BusinessScope, paymentId: string) {
  const [row] = await scope.db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(scopeToBusiness(invoices, scope.businessId, eq(invoices.payment_id, paymentId)))
    .limit(1);
  return row ?? null;
}
