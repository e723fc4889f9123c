import { invoices } from '@kairos/db';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';

/**
 * GET /clients/invoices/{clientId}: the client's invoices, newest first, in the related
 * lists' shape (title = number, status, receiver = the address it goes to, amount = total).
 */
export async function invoicesOfClient(scope: BusinessScope, clientId: string) {
  const rows = await scope.db
    .select()
    .from(invoices)
    .where(scopeToBusiness(invoices, scope.businessId, and(eq(invoices.client_id, clientId), ne(invoices.status, 'deleted'))))
    .orderBy(desc(invoices.date), desc(invoices.seq))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.number,
    status: r.status,
    receiver: r.bill_to_email,
    body: r.bill_to_name,
    amount: r.total,
    currency: r.currency,
    // An instant, as the other related lists give (the tab shows date and time): when the invoice was made.
    date: r.created_at.toISOString(),
  }));
}
