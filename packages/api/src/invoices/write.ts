import { clients } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { AppError } from '../core/errors';
import { type BusinessScope, todayOf } from '../core/scope';
import { findOwned } from '../core/tenant';
import type { InvoiceInput } from '../shared/invoices-schemas';
import { money, sumMoney } from '../shared/money';
import { translateKey } from '../shared/validation';
import { addDays } from '../shared/zoned';
import type { NewInvoice, NewItem } from './numbering';
import { invoiceSettingsOf } from './settings';

/**
 * A manual invoice's row values and items from the form: the client's name, email and
 * billing address where the form left them out, the settings' colour, footer, bank details
 * and days to pay where it did, amounts in the business's currency and the total from the
 * items with the Money helpers. Another business's client is NOT_FOUND; `locale` is the caller's (its
 * errors, and the invoice's language when the form gives none).
 */
export async function manualInvoice(
  scope: BusinessScope,
  locale: Locale,
  input: InvoiceInput,
): Promise<{ invoice: NewInvoice; items: NewItem[] }> {
  const [client, settings] = await Promise.all([
    input.client_id ? findOwned(scope.db, clients, scope.businessId, input.client_id) : null,
    invoiceSettingsOf(scope),
  ]);
  const clientName = client ? `${client.first_name} ${client.last_name}`.trim() : null;
  const billTo = input.bill_to_name ?? clientName;
  if (!billTo) {
    throw new AppError('VALIDATION_ERROR', {}, { bill_to_name: [translateKey('validation_required', {}, locale)] });
  }
  const currency = scope.business.currency;
  const items: NewItem[] = input.lines.map((i) => ({
    description: i.description,
    quantity: i.quantity,
    unit_price: i.unit_price,
    amount: i.unit_price * i.quantity,
  }));
  const total = sumMoney(
    items.map((i) => money(i.amount, currency)),
    currency,
  ).amount;
  const date = input.date ?? todayOf(scope);
  const due = input.due_date ?? addDays(date, settings.due_days);
  if (due < date) {
    throw new AppError('VALIDATION_ERROR', {}, { due_date: [translateKey('invoice_due_before_date', {}, locale)] });
  }
  return {
    invoice: {
      type: 'manual',
      client_id: client?.id ?? null,
      payment_id: null,
      bill_to_name: billTo,
      bill_to_email: input.bill_to_email ?? client?.email ?? null,
      billing_address: input.billing_address ?? client?.billing_address ?? null,
      date,
      due_date: due,
      currency,
      total,
      paid: 0,
      bank_details: input.bank_details === undefined ? settings.bank_details : input.bank_details,
      colour: input.colour ?? settings.colour,
      footer: input.footer === undefined ? settings.footer : input.footer,
      notes: input.notes,
      locale: input.locale ?? locale,
    },
    items,
  };
}
