import { afterEach, describe, expect, it } from 'vitest';
import { DRIVERS, type Opened, openClient, rows, upgradeWith } from './support/migration-clients';

/**
 * 0028 keeps what each sale has been paid (`sales.paid`, the sum of its payment_allocations) with the sale, by
 * triggers on payment_allocations, and indexes the sales that still owe. Upgraded from a database at 0027 with
 * sales unpaid, part paid, paid, refunded, deleted, free and another business's: the backfill equals the ledger,
 * the owing index holds exactly the sales that owe, and later ledger writes keep `paid` exact.
 */
const TAG = '0028_sales_owing';
const T = 1_790_000_000_000;

const seed = [
  `INSERT INTO users (id, email, password_hash, first_name, last_name, created_at, updated_at)
   VALUES ('u1', 'a@x.test', 'h', 'A', 'A', ${T}, ${T}), ('u2', 'b@x.test', 'h', 'B', 'B', ${T}, ${T})`,
  `INSERT INTO businesses (id, owner_user_id, name, slug, timezone, currency, region, created_at, updated_at)
   VALUES ('b1', 'u1', 'A', 'a', 'Europe/Kyiv', 'UAH', 'UK', ${T}, ${T}),
          ('b2', 'u2', 'B', 'b', 'Europe/London', 'GBP', 'GB', ${T}, ${T})`,
  `INSERT INTO clients (id, business_id, first_name, created_at, updated_at)
   VALUES ('c1', 'b1', 'C', ${T}, ${T}), ('c2', 'b2', 'D', ${T}, ${T})`,
  // s1 unpaid, s2 part paid, s3 paid, s4 paid then part refunded, s5 deleted (its payment voided), s6 free, s7 b2's.
  `INSERT INTO sales (id, business_id, client_id, sold_at, currency, subtotal, discount_total, total, deleted_at, created_at)
   VALUES ('s1', 'b1', 'c1', ${T + 1}, 'UAH', 1000, 0, 1000, NULL, ${T}),
          ('s2', 'b1', 'c1', ${T + 2}, 'UAH', 2000, 500, 1500, NULL, ${T}),
          ('s3', 'b1', NULL, ${T + 3}, 'UAH', 700, 0, 700, NULL, ${T}),
          ('s4', 'b1', 'c1', ${T + 4}, 'UAH', 900, 0, 900, NULL, ${T}),
          ('s5', 'b1', 'c1', ${T + 5}, 'UAH', 400, 0, 400, ${T + 9}, ${T}),
          ('s6', 'b1', NULL, ${T + 6}, 'UAH', 300, 300, 0, NULL, ${T}),
          ('s7', 'b2', 'c2', ${T + 7}, 'GBP', 5000, 0, 5000, NULL, ${T})`,
  `INSERT INTO payments (id, business_id, checkout_id, kind, type, method, amount, currency, taken_at, reverses_id, created_at)
   VALUES ('p2', 'b1', 'k2', 'payment', 'sale', 'cash', 600, 'UAH', ${T}, NULL, ${T}),
          ('p3', 'b1', 'k3', 'payment', 'sale', 'card_payment', 700, 'UAH', ${T}, NULL, ${T}),
          ('p4', 'b1', 'k4', 'payment', 'sale', 'cash', 900, 'UAH', ${T}, NULL, ${T}),
          ('r4', 'b1', 'k4', 'refund', 'sale', 'cash', -250, 'UAH', ${T}, 'p4', ${T}),
          ('p5', 'b1', 'k5', 'payment', 'sale', 'cash', 400, 'UAH', ${T}, NULL, ${T}),
          ('v5', 'b1', 'k5', 'void', 'sale', 'cash', -400, 'UAH', ${T}, 'p5', ${T}),
          ('p7', 'b2', 'k7', 'payment', 'sale', 'cash', 1000, 'GBP', ${T}, NULL, ${T})`,
  `INSERT INTO payment_allocations (id, payment_id, business_id, sale_id, amount, currency)
   VALUES ('a2', 'p2', 'b1', 's2', 600, 'UAH'), ('a3', 'p3', 'b1', 's3', 700, 'UAH'),
          ('a4', 'p4', 'b1', 's4', 900, 'UAH'), ('a4r', 'r4', 'b1', 's4', -250, 'UAH'),
          ('a5', 'p5', 'b1', 's5', 400, 'UAH'), ('a5v', 'v5', 'b1', 's5', -400, 'UAH'),
          ('a7', 'p7', 'b2', 's7', 1000, 'GBP')`,
];

const LEDGER = `SELECT s.id, coalesce((SELECT sum(pa.amount) FROM payment_allocations pa
  WHERE pa.business_id = s.business_id AND pa.sale_id = s.id), 0) AS paid FROM sales s ORDER BY s.id`;
const OWING = (b: string) => `SELECT id, total - paid AS owed FROM sales INDEXED BY sales_owing_idx
  WHERE business_id = '${b}' AND deleted_at IS NULL AND total > 0 AND paid < total ORDER BY id`;

describe.each(DRIVERS)('migration 0028 (%s client)', (driver) => {
  let db: Opened;
  afterEach(async () => db?.close());

  it('backfills sales.paid from the ledger, indexes the owing sales, and its triggers keep paid exact', async () => {
    db = await openClient(driver);
    expect(await upgradeWith(db.client, TAG, seed)).toEqual([TAG]);

    expect(await rows(db.client, 'SELECT id, paid FROM sales ORDER BY id')).toEqual(await rows(db.client, LEDGER));
    expect(await rows(db.client, 'SELECT id, paid FROM sales ORDER BY id')).toEqual([
      { id: 's1', paid: 0 },
      { id: 's2', paid: 600 },
      { id: 's3', paid: 700 },
      { id: 's4', paid: 650 },
      { id: 's5', paid: 0 },
      { id: 's6', paid: 0 },
      { id: 's7', paid: 1000 },
    ]);
    expect(await rows(db.client, OWING('b1'))).toEqual([
      { id: 's1', owed: 1000 },
      { id: 's2', owed: 900 },
      { id: 's4', owed: 250 },
    ]);
    expect(await rows(db.client, OWING('b2'))).toEqual([{ id: 's7', owed: 4000 }]);

    // After the upgrade: a payment, a refund, an allocation moved to another sale and a payment deleted.
    await db.client.batch([
      `INSERT INTO payments (id, business_id, checkout_id, kind, type, method, amount, currency, taken_at, created_at)
       VALUES ('p1', 'b1', 'k1', 'payment', 'sale', 'cash', 1000, 'UAH', ${T}, ${T})`,
      `INSERT INTO payment_allocations (id, payment_id, business_id, sale_id, amount, currency) VALUES ('a1', 'p1', 'b1', 's1', 1000, 'UAH')`,
      `INSERT INTO payments (id, business_id, checkout_id, kind, type, method, amount, currency, taken_at, reverses_id, created_at)
       VALUES ('r3', 'b1', 'k3', 'refund', 'sale', 'card_payment', -700, 'UAH', ${T}, 'p3', ${T})`,
      `INSERT INTO payment_allocations (id, payment_id, business_id, sale_id, amount, currency) VALUES ('a3r', 'r3', 'b1', 's3', -700, 'UAH')`,
    ]);
    await db.client.execute(`UPDATE payment_allocations SET sale_id = 's4', amount = 300 WHERE id = 'a2'`);
    await db.client.execute(`DELETE FROM payments WHERE id = 'p7'`); // its allocation cascades
    expect(await rows(db.client, 'SELECT id, paid FROM sales ORDER BY id')).toEqual(await rows(db.client, LEDGER));
    expect(await rows(db.client, OWING('b1'))).toEqual([
      { id: 's2', owed: 1500 },
      { id: 's3', owed: 700 },
    ]);
    expect(await rows(db.client, OWING('b2'))).toEqual([{ id: 's7', owed: 5000 }]);
    const triggers = await rows(
      db.client,
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'sales_paid_%' ORDER BY 1",
    );
    expect(triggers.map((t) => t.name)).toEqual([
      'sales_paid_pa_delete',
      'sales_paid_pa_insert',
      'sales_paid_pa_update',
      'sales_paid_sale_insert',
      'sales_paid_sale_update',
    ]);
  });
});
