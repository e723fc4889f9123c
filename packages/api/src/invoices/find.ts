import { invoices } from '@kairos/db';
import { and, eq, ne } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import { foundOr404, scopeToBusiness } from '../core/tenant';
import type { InvoiceRow } from './output';

/** This business's invoice by id; none, a deleted one or another business's is NOT_FOUND. */
export async function findInvoice(scope: BusinessScope, id: string): Promise<InvoiceRow> {
  const [row] = await scope.db
    .select()
    .from(invoices)
    .where(scopeToBusiness(invoices, scope.businessId, and(eq(invoices.id, id), ne(invoices.status, 'deleted'))))
    .limit(1);
  return foundOr404(row);
}
