import { afterEach, describe, expect, it } from 'vitest';
import { DRIVERS, type Opened, openClient, rows, upgradeWith } from './support/migration-clients';

/**
 * 0041 keeps the ledger by method, type and kind (`analytics_ledger_days`) and the money allocated to appointments
 * by service and by location (`analytics_allocation_days`) per local day of each business's zone. Upgraded from a
 * database at 0040 with payments either side of a Kyiv midnight, a refund, allocations to an appointment with a
 * service and a location and to one with neither, and another business's: the backfill puts each in its local day,
 * later writes keep them, and a zone change rebuilds them in the new zone's days.
 */
const TAG = '0041_money_days';
const DAY = 86_400_000;
const at = (h: number, m: number) => Date.UTC(2026, 2, 28, h, m); // Kyiv is UTC+2 until 29 March 01:00 UTC
const d28 = Math.floor(Date.UTC(2026, 2, 28) / DAY);

const seed = [
  `INSERT INTO users (id, email, password_hash, first_name, last_name, created_at, updated_at)
   VALUES ('u1', 'a@x.test', 'h', 'A', 'A', 1, 1), ('u2', 'b@x.test', 'h', 'B', 'B', 1, 1)`,
  `INSERT INTO businesses (id, owner_user_id, name, slug, timezone, currency, region, created_at, updated_at)
   VALUES ('b1', 'u1', 'A', 'a', 'Europe/Kyiv', 'UAH', 'UK', 1, 1), ('b2', 'u2', 'B', 'b', 'Europe/London', 'GBP', 'GB', 1, 1)`,
  `INSERT INTO services (id, business_id, name, type, parts, duration_minutes, colour, currency, created_at, updated_at)
   VALUES ('sv1', 'b1', 'Cut', 'single', '[]', 30, '#fff', 'UAH', 1, 1)`,
  `INSERT INTO locations (id, business_id, title, created_at, updated_at) VALUES ('l1', 'b1', 'Salon', 1, 1)`,
  `INSERT INTO appointments (id, business_id, type, start_at, end_at, parts, price, quantity, discounted_amount, currency,
     service_id, location_id, created_at, updated_at)
   VALUES ('a1', 'b1', 'appointment', ${at(8, 0)}, ${at(9, 0)}, '[]', 1000, 1, 0, 'UAH', 'sv1', 'l1', 1, 1),
          ('a2', 'b1', 'appointment', ${at(10, 0)}, ${at(11, 0)}, '[]', 500, 1, 0, 'UAH', NULL, NULL, 1, 1),
          ('a3', 'b2', 'appointment', ${at(10, 0)}, ${at(11, 0)}, '[]', 900, 1, 0, 'GBP', NULL, NULL, 1, 1)`,
  // p1 at 23:30 on the 28th in Kyiv, its refund at 23:50; p2 at 00:30 on the 29th; p3 b2's.
  `INSERT INTO payments (id, business_id, checkout_id, kind, type, method, amount, currency, taken_at, reverses_id, created_at)
   VALUES ('p1', 'b1', 'k1', 'payment', 'appointment', 'cash', 1000, 'UAH', ${at(21, 30)}, NULL, 1),
          ('r1', 'b1', 'k1', 'refund', 'appointment', 'cash', -200, 'UAH', ${at(21, 50)}, 'p1', 1),
          ('p2', 'b1', 'k2', 'payment', 'appointment', 'card_payment', 500, 'UAH', ${at(22, 30)}, NULL, 1),
          ('p3', 'b2', 'k3', 'payment', 'appointment', 'cash', 900, 'GBP', ${at(22, 30)}, NULL, 1)`,
  `INSERT INTO payment_allocations (id, payment_id, business_id, appointment_id, amount, currency)
   VALUES ('x1', 'p1', 'b1', 'a1', 1000, 'UAH'), ('x2', 'r1', 'b1', 'a1', -200, 'UAH'),
          ('x3', 'p2', 'b1', 'a2', 500, 'UAH'), ('x4', 'p3', 'b2', 'a3', 900, 'GBP')`,
];

const LEDGER = `SELECT business_id AS b, day, method, type, kind, amount, n FROM analytics_ledger_days
  WHERE amount <> 0 OR n <> 0 ORDER BY 1, 2, 3, 4, 5`;
const ALLOCATED = `SELECT business_id AS b, day, kind, id, amount FROM analytics_allocation_days WHERE amount <> 0 ORDER BY 1, 2, 3, 4`;
const l = (b: string, day: number, method: string, kind: string, amount: number, n = 1) =>
  ({ b, day, method, type: 'appointment', kind, amount, n }) as Record<string, unknown>;
const a = (b: string, day: number, kind: string, id: string, amount: number) => ({ b, day, kind, id, amount });

describe.each(DRIVERS)('migration 0041 (%s client)', (driver) => {
  let db: Opened;
  afterEach(async () => db?.close());

  it('backfills the ledger and allocations by local day, keeps them on writes and rebuilds them on a zone change', async () => {
    db = await openClient(driver);
    expect(await upgradeWith(db.client, TAG, seed)).toEqual([TAG]);

    expect(await rows(db.client, LEDGER)).toEqual([
      l('b1', d28, 'cash', 'payment', 1000),
      l('b1', d28, 'cash', 'refund', -200),
      l('b1', d28 + 1, 'card_payment', 'payment', 500),
      l('b2', d28, 'cash', 'payment', 900),
    ]);
    expect(await rows(db.client, ALLOCATED)).toEqual([
      a('b1', d28, 'l', 'l1', 800),
      a('b1', d28, 's', 'sv1', 800),
      a('b1', d28 + 1, 'l', '', 500),
      a('b1', d28 + 1, 's', '', 500),
      a('b2', d28, 'l', '', 900),
      a('b2', d28, 's', '', 900),
    ]);

    // After the upgrade: the refund removed with its allocation, p2 moved to the 28th and its appointment given the service.
    await db.client.batch([
      "DELETE FROM payment_allocations WHERE id = 'x2'",
      "DELETE FROM payments WHERE id = 'r1'",
      `UPDATE payments SET taken_at = ${at(12, 0)} WHERE id = 'p2'`,
      "UPDATE appointments SET service_id = 'sv1' WHERE id = 'a2'",
    ]);
    expect(await rows(db.client, LEDGER)).toEqual([
      l('b1', d28, 'card_payment', 'payment', 500),
      l('b1', d28, 'cash', 'payment', 1000),
      l('b2', d28, 'cash', 'payment', 900),
    ]);
    expect(await rows(db.client, ALLOCATED)).toEqual([
      a('b1', d28, 'l', '', 500),
      a('b1', d28, 'l', 'l1', 1000),
      a('b1', d28, 's', 'sv1', 1500),
      a('b2', d28, 'l', '', 900),
      a('b2', d28, 's', '', 900),
    ]);

    // b1 moves to London and p1 to 23:30 UTC: the 28th there, the 29th in Kyiv; the rebuild uses London's days.
    await db.client.execute(`UPDATE payments SET taken_at = ${at(23, 30)} WHERE id = 'p1'`);
    expect((await rows(db.client, LEDGER)).filter((r) => r.b === 'b1').map((r) => [r.day, r.method])).toEqual([
      [d28, 'card_payment'],
      [d28 + 1, 'cash'],
    ]);
    await db.client.execute("UPDATE businesses SET timezone = 'Europe/London' WHERE id = 'b1'");
    expect((await rows(db.client, LEDGER)).filter((r) => r.b === 'b1').map((r) => [r.day, r.method])).toEqual([
      [d28, 'card_payment'],
      [d28, 'cash'],
    ]);
    expect((await rows(db.client, ALLOCATED)).filter((r) => r.b === 'b1').map((r) => [r.day, r.kind, r.id, r.amount])).toEqual([
      [d28, 'l', '', 500],
      [d28, 'l', 'l1', 1000],
      [d28, 's', 'sv1', 1500],
    ]);
    // A business removed takes its rows with it.
    await db.client.batch([
      "DELETE FROM payment_allocations WHERE business_id = 'b2'",
      "DELETE FROM payments WHERE business_id = 'b2'",
      "DELETE FROM appointments WHERE business_id = 'b2'",
      "DELETE FROM businesses WHERE id = 'b2'",
    ]);
    expect(await rows(db.client, "SELECT count(*) AS n FROM analytics_ledger_days WHERE business_id = 'b2'")).toEqual([{ n: 0 }]);
    expect(await rows(db.client, "SELECT count(*) AS n FROM analytics_allocation_days WHERE business_id = 'b2'")).toEqual([
      { n: 0 },
    ]);
  });
});
