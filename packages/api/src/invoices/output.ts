import { invoiceItems, type invoices } from '@kairos/db';
import { asc, eq } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import type { InvoiceDetail, InvoiceOutput, InvoiceStatus } from '../shared/invoices-schemas';

export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice row as the API shows it (a `deleted` row never gets here: every read filters it out). */
export const toInvoice = (r: InvoiceRow): InvoiceOutput => ({
  id: r.id,
  number: r.number,
  type: r.type,
  status: r.status as InvoiceStatus,
  client_id: r.client_id,
  payment_id: r.payment_id,
  bill_to_name: r.bill_to_name,
  bill_to_email: r.bill_to_email,
  billing_address: r.billing_address,
  date: r.date,
  due_date: r.due_date,
  currency: r.currency,
  total: r.total,
  paid: r.paid,
  due: Math.max(0, r.total - r.paid),
  bank_details: r.bank_details,
  colour: r.colour,
  footer: r.footer,
  notes: r.notes,
  locale: r.locale === 'en' ? 'en' : 'uk',
  sent_at: r.sent_at?.toISOString() ?? null,
  cancelled_at: r.cancelled_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
});

/** The invoice's items in order (one query). */
export async function itemsOf(scope: BusinessScope, invoiceId: string) {
  return scope.db
    .select({
      id: invoiceItems.id,
      position: invoiceItems.position,
      description: invoiceItems.description,
      quantity: invoiceItems.quantity,
      unit_price: invoiceItems.unit_price,
      amount: invoiceItems.amount,
    })
    .from(invoiceItems)
    .where(scopeToBusiness(invoiceItems, scope.businessId, eq(invoiceItems.invoice_id, invoiceId)))
    .orderBy(asc(invoiceItems.position));
}

/** One invoice with its items: what get, create, update, send, resend and cancel answer. */
export async function invoiceDetail(scope: BusinessScope, row: InvoiceRow): Promise<InvoiceDetail> {
  return { ...toInvoice(row), lines: await itemsOf(scope, row.id) };
}
