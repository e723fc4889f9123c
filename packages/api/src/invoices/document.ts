import { users } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import { type FileOut, toBase64 } from '../core/files';
import type { BusinessScope } from '../core/scope';
import { renderer } from '../render/port';
import type { InvoiceStatus } from '../shared/invoices-schemas';
import { formatPhone, phoneCountryOf } from '../shared/phone';
import { type InvoiceRow, itemsOf } from './output';

/** The business as an invoice's letterhead shows it: address lines, phone and the owner's email. */
async function letterhead(scope: BusinessScope): Promise<{ name: string; lines: string[] }> {
  const b = scope.business;
  const [owner] = await scope.db.select({ email: users.email }).from(users).where(eq(users.id, b.owner_user_id)).limit(1);
  const place = [b.post_code, b.city].filter(Boolean).join(' ');
  const phone = b.phone ? formatPhone(b.phone, phoneCountryOf(b.region)) : null;
  const lines = [b.address_1, b.address_2, [place, b.state].filter(Boolean).join(', '), phone, owner?.email].filter(
    (l): l is string => !!l?.trim(),
  );
  return { name: b.name, lines };
}

/** "рахунок-INV-0007.pdf" / "invoice-INV-0007.pdf" (the download's and the attachment's name). */
export const invoiceFileName = (row: Pick<InvoiceRow, 'number' | 'locale'>) =>
  `${m.invoice_file_name({ number: row.number }, { locale: row.locale as Locale })}.pdf`;

/** The invoice's PDF, in its own language (not the caller's): the same file the client gets by email. */
export async function invoicePdf(scope: BusinessScope, row: InvoiceRow): Promise<Uint8Array> {
  const [business, items] = await Promise.all([letterhead(scope), itemsOf(scope, row.id)]);
  return renderer().invoicePdf({
    locale: row.locale === 'en' ? 'en' : 'uk',
    number: row.number,
    date: row.date,
    due_date: row.due_date,
    status: row.status as InvoiceStatus,
    currency: row.currency,
    total: row.total,
    paid: row.paid,
    colour: row.colour,
    business,
    bill_to: { name: row.bill_to_name, email: row.bill_to_email, address: row.billing_address },
    lines: items,
    bank_details: row.bank_details,
    notes: row.notes,
    footer: row.footer,
  });
}

export async function invoicePdfFile(scope: BusinessScope, row: InvoiceRow): Promise<FileOut> {
  return {
    file_name: invoiceFileName(row),
    mime_type: 'application/pdf',
    content_base64: toBase64(await invoicePdf(scope, row)),
  };
}
