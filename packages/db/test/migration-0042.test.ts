import { afterEach, describe, expect, it } from 'vitest';
import { DRIVERS, type Opened, openClient, rows, upgradeWith } from './support/migration-clients';

/**
 * 0042 keeps each client's running total of payments (`analytics_client_payments`) and their total and last payment
 * (`analytics_client_spend`) for the top clients by spend. Upgraded from a database at 0041 with a client's payments
 * out of order, a refund, a payment without a client and one naming another business's client: the backfill counts
 * each client's own payments in (taken_at, id) order, and a payment dated before the others moves their totals.
 */
const TAG = '0042_client_spend';
const T = 1_790_000_000_000;

const seed = [
  `INSERT INTO users (id, email, password_hash, first_name, last_name, created_at, updated_at)
   VALUES ('u1', 'a@x.test', 'h', 'A', 'A', 1, 1), ('u2', 'b@x.test', 'h', 'B', 'B', 1, 1)`,
  `INSERT INTO businesses (id, owner_user_id, name, slug, timezone, currency, region, created_at, updated_at)
   VALUES ('b1', 'u1', 'A', 'a', 'Europe/Kyiv', 'UAH', 'UK', 1, 1), ('b2', 'u2', 'B', 'b', 'Europe/London', 'GBP', 'GB', 1, 1)`,
  `INSERT INTO clients (id, business_id, first_name, created_at, updated_at)
   VALUES ('c1', 'b1', 'C', 1, 1), ('c2', 'b1', 'D', 1, 1), ('c3', 'b2', 'E', 1, 1)`,
  // c1: p2 before p1 in time, r1 refunds p1; c2: one payment; no client; b1's payment naming b2's client c3.
  `INSERT INTO payments (id, business_id, checkout_id, kind, type, method, amount, currency, taken_at, client_id, reverses_id, created_at)
   VALUES ('p1', 'b1', 'k1', 'payment', 'standalone', 'cash', 1000, 'UAH', ${T + 20}, 'c1', NULL, 1),
          ('p2', 'b1', 'k2', 'payment', 'standalone', 'card_payment', 300, 'UAH', ${T + 10}, 'c1', NULL, 1),
          ('r1', 'b1', 'k1', 'refund', 'standalone', 'cash', -250, 'UAH', ${T + 30}, 'c1', 'p1', 1),
          ('p3', 'b1', 'k3', 'payment', 'standalone', 'cash', 700, 'UAH', ${T + 15}, 'c2', NULL, 1),
          ('p4', 'b1', 'k4', 'payment', 'standalone', 'cash', 900, 'UAH', ${T + 15}, NULL, NULL, 1),
          ('p5', 'b1', 'k5', 'payment', 'standalone', 'cash', 500, 'UAH', ${T + 15}, 'c3', NULL, 1)`,
];

const RUNNING = 'SELECT business_id AS b, client_id AS c, id, running FROM analytics_client_payments ORDER BY 1, 2, taken_at, id';
const SPEND = 'SELECT business_id AS b, client_id AS c, total, last_at FROM analytics_client_spend ORDER BY 1, 2';

describe.each(DRIVERS)('migration 0042 (%s client)', (driver) => {
  let db: Opened;
  afterEach(async () => db?.close());

  it("backfills each client's running totals in time order, and a payment dated earlier moves the later ones", async () => {
    db = await openClient(driver);
    expect(await upgradeWith(db.client, TAG, seed)).toEqual([TAG]);

    expect(await rows(db.client, RUNNING)).toEqual([
      { b: 'b1', c: 'c1', id: 'p2', running: 300 },
      { b: 'b1', c: 'c1', id: 'p1', running: 1300 },
      { b: 'b1', c: 'c1', id: 'r1', running: 1050 },
      { b: 'b1', c: 'c2', id: 'p3', running: 700 },
    ]);
    expect(await rows(db.client, SPEND)).toEqual([
      { b: 'b1', c: 'c1', total: 1050, last_at: T + 30 },
      { b: 'b1', c: 'c2', total: 700, last_at: T + 15 },
    ]);

    await db.client.execute(`INSERT INTO payments (id, business_id, checkout_id, kind, type, method, amount, currency, taken_at,
      client_id, created_at) VALUES ('p0', 'b1', 'k0', 'payment', 'standalone', 'cash', 50, 'UAH', ${T}, 'c1', 1)`);
    expect((await rows(db.client, RUNNING)).filter((r) => r.c === 'c1').map((r) => [r.id, r.running])).toEqual([
      ['p0', 50],
      ['p2', 350],
      ['p1', 1350],
      ['r1', 1100],
    ]);
    expect((await rows(db.client, SPEND))[0]).toEqual({ b: 'b1', c: 'c1', total: 1100, last_at: T + 30 });
  });
});
