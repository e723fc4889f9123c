import { invoiceItems, invoiceSettings, invoices } from '@kairos/db';
import { sql } from 'drizzle-orm';
import { mapConstraint } from '../core/db-errors';
import { AppError } from '../core/errors';
import type { Statement } from '../core/records';
import type { BusinessScope } from '../core/scope';
import { DEFAULT_INVOICE_PREFIX } from '../shared/invoices-schemas';

export interface NewInvoice {
  type: 'manual' | 'auto';
  client_id: string | null;
  payment_id: string | null;
  bill_to_name: string;
  bill_to_email: string | null;
  billing_address: string | null;
  date: string;
  due_date: string;
  currency: string;
  total: number;
  paid: number;
  bank_details: string | null;
  colour: string;
  footer: string | null;
  notes: string | null;
  locale: 'uk' | 'en';
}

export interface NewItem {
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

const ATTEMPTS = 5;

/** The unique index a failed invoice write broke, if it is one of the three an invoice has. */
export const uniqueViolation = (e: unknown) =>
  mapConstraint(e, {
    unique: { 'invoices.seq': 'seq', 'invoices.number': 'number', 'invoices.payment_id': 'payment' } as const,
  });

/**
 * Writes an invoice and its items in one batch, numbered by the insert itself:
 * `seq` is max + 1 for the business and `number` the owner's prefix with it, in
 * the same statement, so no read-then-write gap exists, and the unique indexes
 * on (business, seq) and (business, number) are the guarantee. Should two
 * writers still meet (another connection, a Turso replica), the loser's whole
 * batch rolls back and is tried again with the next seq. A number the prefix
 * makes clash with an older one ("A-1" + 0001 vs "A-" + 10001) is refused
 * with INVOICE_NUMBER_TAKEN rather than retried forever.
 */
export async function insertNumbered(
  scope: BusinessScope,
  invoice: NewInvoice,
  items: NewItem[],
): Promise<{ id: string; number: string }> {
  const { db, businessId } = scope;
  for (let attempt = 1; ; attempt++) {
    const id = crypto.randomUUID();
    const now = scope.now.getTime();
    const v = invoice;
    const insert = db.run(sql`INSERT INTO ${invoices}
      (id, business_id, seq, number, type, status, client_id, payment_id, bill_to_name, bill_to_email, billing_address,
       date, due_date, currency, total, paid, bank_details, colour, footer, notes, locale, created_at, updated_at)
      SELECT ${id}, ${businessId}, n.seq,
        coalesce((SELECT prefix FROM ${invoiceSettings} WHERE business_id = ${businessId}), ${DEFAULT_INVOICE_PREFIX})
          || CASE WHEN n.seq < 10000 THEN substr('000' || n.seq, -4) ELSE n.seq END,
        ${v.type}, 'issued', ${v.client_id}, ${v.payment_id}, ${v.bill_to_name}, ${v.bill_to_email}, ${v.billing_address},
        ${v.date}, ${v.due_date}, ${v.currency}, ${v.total}, ${v.paid}, ${v.bank_details}, ${v.colour}, ${v.footer},
        ${v.notes}, ${v.locale}, ${now}, ${now}
      FROM (SELECT coalesce(max(seq), 0) + 1 AS seq FROM ${invoices} WHERE business_id = ${businessId}) AS n`);
    const lines: Statement[] = items.map((item, position) =>
      db.insert(invoiceItems).values({ invoice_id: id, business_id: businessId, position, ...item }),
    );
    try {
      await db.batch([insert, ...lines] as [Statement, ...Statement[]]);
      const [row] = await db.select({ number: invoices.number }).from(invoices).where(sql`${invoices.id} = ${id}`).limit(1);
      return { id, number: row?.number ?? '' };
    } catch (e) {
      const broken = uniqueViolation(e);
      if (broken === 'seq' && attempt < ATTEMPTS) continue;
      if (broken === 'number') throw new AppError('INVOICE_NUMBER_TAKEN');
      throw e;
    }
  }
}
