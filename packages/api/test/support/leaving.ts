import { type Db, expenses } from '@kairos/db';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness } from './harness';
import { pay, paySale } from './money';
import { book, cash } from './payments';
import { product, type Shop, shop, voucher } from './sales';

/** Rows of `businessId` in every table with a business_id column (businesses by id), from sqlite_master. */
export async function rowsPerTable(db: Db, businessId: string): Promise<Record<string, number>> {
  const tables = await db.all<{ t: string }>(sql`SELECT m.name AS t FROM sqlite_master m, pragma_table_info(m.name) p
    WHERE m.type = 'table' AND p.name = 'business_id'`);
  const out: Record<string, number> = {};
  for (const { t } of tables) {
    const [row] = await db.all<{ n: number }>(
      sql`SELECT count(*) AS n FROM ${sql.identifier(t)} WHERE business_id = ${businessId}`,
    );
    out[t] = row?.n ?? 0;
  }
  const [b] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM businesses WHERE id = ${businessId}`);
  out.businesses = b?.n ?? 0;
  return out;
}

async function ok(s: Shop, path: string, body: unknown) {
  const res = await s.c.post(path, body);
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
}

/** A business with something in most tables: clients, catalogue, sales, payments, a series, an invoice, an expense with a receipt. */
export async function busyShop(h: Harness, locale: 'en' | 'uk' = 'en') {
  const s = await shop(h, locale);
  const appt = await book(s, s.cut, '2026-11-20', '10:00');
  await book(s, s.beard, '2026-12-07', '09:00', { recurring: { frequency: 'weekly', end_date: '2026-12-28' } });
  await ok(s, '/api/v1/payments', { items: [pay(appt, s.clientId)], payments: [cash(3500)] });
  const sale = await ok(s, '/api/v1/sales', { client_id: s.clientId, lines: [product(s.shampoo, 1), voucher(s.giftCard)] });
  await paySale(h, s, sale.id, sale.total);
  await ok(s, '/api/v1/invoices', {
    bill_to_name: 'Emma Brown',
    date: '2026-11-22',
    due_date: '2026-12-06',
    lines: [{ description: 'Cut', quantity: 1, unit_price: 3500 }],
  });
  const expense = await ok(s, '/api/v1/expenses', { type: 'expense', category: 'rent', date: '2026-11-01', amount: 120000 });
  const key = `receipts/${s.user.business.id.toLowerCase().replace(/[^a-z0-9_-]/g, '')}/abc123`;
  if (h.services.receipts) {
    await h.services.receipts.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    await h.db
      .update(expenses)
      .set({ receipt_key: key, receipt_type: 'image/png', receipt_size: 3, receipt_name: 'r.png' })
      .where(sql`id = ${expense.id}`);
  }
  return { ...s, receiptKey: key };
}
