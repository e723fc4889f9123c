import { invoices } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../core/context';
import { AppError } from '../core/errors';
import { toBase64 } from '../core/files';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { renderEmail } from '../mail/layout';
import { queueEmail } from '../mail/send';
import { formatInvoiceDate } from '../pdf/invoice-dates';
import { formatMoney } from '../shared/money';
import { invoiceFileName, invoicePdf } from './document';
import { findInvoice } from './find';
import { type InvoiceRow, invoiceDetail } from './output';

/** The email that carries an invoice, in the invoice's language, with its PDF attached. */
async function invoiceEmail(scope: BusinessScope, row: InvoiceRow, to: string) {
  const locale = row.locale as Locale;
  const business = scope.business.name;
  const subject = m.invoice_email_subject({ number: row.number, business }, { locale });
  const body = m.invoice_email_body(
    {
      name: row.bill_to_name,
      number: row.number,
      amount: formatMoney(Math.max(0, row.total - row.paid), row.currency, locale),
      due: formatInvoiceDate(row.due_date, locale),
      business,
    },
    { locale },
  );
  const pdf = await invoicePdf(scope, row);
  return {
    to,
    business_id: scope.businessId,
    ...renderEmail(locale, subject, body),
    attachments: [{ filename: invoiceFileName(row), content_type: 'application/pdf', content_base64: toBase64(pdf) }],
  };
}

/**
 * Send (issued → sent) or resend (sent stays sent): the status change is a conditional
 * update that only one request can win, then the email goes on the queue with an
 * idempotency key (send: one per invoice, so a double click mails once; resend: one per
 * moment), so a retried delivery is not mailed twice. A cancelled invoice is never sent;
 * no address is a clear error. When the queue refuses, the status goes back.
 */
export async function deliver(ctx: Ctx & BusinessScope, id: string, mode: 'send' | 'resend') {
  const row = await findInvoice(ctx, id);
  const refuse = (status: string) => {
    if (status === 'cancelled') throw new AppError('INVOICE_CANCELLED');
    if (mode === 'send' && status === 'sent') throw new AppError('INVOICE_ALREADY_SENT');
    if (mode === 'resend' && status === 'issued') throw new AppError('INVOICE_NOT_SENT');
  };
  refuse(row.status);
  const to = row.bill_to_email;
  if (!to) throw new AppError('INVOICE_NO_EMAIL');
  const email = await invoiceEmail(ctx, row, to);
  const from = mode === 'send' ? 'issued' : 'sent';
  const claimed = await ctx.db
    .update(invoices)
    .set({ status: 'sent', sent_at: ctx.now, updated_at: ctx.now })
    .where(scopeToBusiness(invoices, ctx.businessId, and(eq(invoices.id, row.id), eq(invoices.status, from))))
    .returning({ id: invoices.id });
  if (!claimed.length) {
    refuse((await findInvoice(ctx, id)).status);
    throw new AppError('INVOICE_ALREADY_SENT');
  }
  const key = mode === 'send' ? `invoice:${row.id}:send` : `invoice:${row.id}:resend:${ctx.now.getTime()}`;
  try {
    await queueEmail(ctx, email, key);
  } catch (e) {
    await ctx.db
      .update(invoices)
      .set({ status: row.status, sent_at: row.sent_at, updated_at: ctx.now })
      .where(scopeToBusiness(invoices, ctx.businessId, eq(invoices.id, row.id)));
    throw e;
  }
  return invoiceDetail(ctx, await findInvoice(ctx, id));
}
