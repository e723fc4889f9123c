import { paymentAllocations, payments, products } from '@kairos/db';
import { eq } from 'drizzle-orm';
import type { Harness } from './harness';
import type { Shop } from './sales';

/** Helpers the sales, payments and money-attack tests share: the stock of a product, a ledger payment, a checkout body. */

/** The stock a product has now. */
export const stockOf = async (h: Harness, id: string) =>
  (await h.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

/** A payment of `amount` towards a sale, written straight into the ledger (the checkout is the payments area's). */
export async function paySale(h: Harness, s: Shop, saleId: string, amount: number, method: 'cash' | 'card_payment' = 'cash') {
  const id = crypto.randomUUID();
  await h.db.batch([
    h.db.insert(payments).values({
      id,
      business_id: s.user.business.id,
      checkout_id: id,
      kind: 'payment',
      type: 'sale',
      method,
      amount,
      currency: 'GBP',
      taken_at: h.clock.now,
      client_id: s.clientId,
      created_at: h.clock.now,
    }),
    h.db.insert(paymentAllocations).values({
      payment_id: id,
      business_id: s.user.business.id,
      client_id: s.clientId,
      sale_id: saleId,
      amount,
      currency: 'GBP',
    }),
  ]);
  return id;
}

/** The start of a checkout body: paying an appointment of a client's. */
export const pay = (apptId: string, clientId: string, extra: Record<string, unknown> = {}) => ({
  appointment_id: apptId,
  client_id: clientId,
  ...extra,
});
