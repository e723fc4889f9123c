import { payments } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { desc, eq } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { presentPayments } from './present';

/**
 * The client's payments tab (GET /clients/payments/{clientId}): the ledger rows
 * the client paid or was given back, newest first (the latest 200): type, what
 * they paid for, kind (payment, refund, void) as the status, method, amount.
 */
export async function paymentsOfClient(scope: BusinessScope, clientId: string, locale: Locale = 'uk') {
  const rows = await scope.db
    .select()
    .from(payments)
    .where(scopeToBusiness(payments, scope.businessId, eq(payments.client_id, clientId)))
    .orderBy(desc(payments.taken_at), desc(payments.created_at))
    .limit(200);
  const out = await presentPayments(scope, rows, locale);
  return out.map((p) => ({
    id: p.id,
    type: p.type,
    title: p.allocations.map((a) => a.label).join('; ') || null,
    status: p.kind,
    receiver: null,
    body: p.method,
    amount: p.amount,
    currency: p.currency,
    date: p.taken_at,
  }));
}
