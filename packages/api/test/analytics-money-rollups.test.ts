import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeSql } from '../src/analytics/visit-hours';
import type { BusinessScope } from '../src/core/scope';
import { seedStudio } from './analytics.fixtures';
import { type Harness, makeHarness } from './support/harness';
import { prng } from './support/prng';
import { allocationCopies, rowsOf } from './support/rollup-copies';

/**
 * The money rollups the triggers keep beside the visits (analytics-visits-table.test.ts): net income per hour
 * (analytics_income_hours) and money by service and location (analytics_allocations) must equal the ledger after
 * random writes straight to the tables, and read back the same for any span (property tests on the analytics
 * fixtures' payments).
 */
let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
  h.clock.now = new Date('2026-10-01T09:00:00Z');
  await seedStudio(h);
});
afterAll(() => h.close());

const rows = (q: string) => rowsOf(h.db)(q);
const allocationsKept = () => allocationCopies(h.db).kept();
const allocationsRebuilt = () => allocationCopies(h.db).rebuilt();

describe('money rollups (trigger-kept copies of the ledger)', () => {
  it('keeps net income per hour through payment writes, and reads it back for any span (property test)', async () => {
    const incomeKept = () => rows(`SELECT business_id, hour, amount FROM analytics_income_hours WHERE amount <> 0 ORDER BY 1, 2`);
    const incomeRebuilt = () =>
      rows(`SELECT * FROM (SELECT business_id, taken_at / 3600000 AS hour, sum(amount) AS amount FROM payments
        WHERE method <> 'gift_voucher' GROUP BY 1, 2) WHERE amount <> 0 ORDER BY 1, 2`);
    expect((await incomeKept()).length).toBeGreaterThan(0); // the fixtures' payments, voids and refunds (API)
    expect(await incomeKept()).toEqual(await incomeRebuilt());
    const cols = (await h.db.all<{ name: string }>(sql`PRAGMA table_info(payments)`)).map((c) => c.name);
    const fresh: Record<string, string> = { id: `'x' || random()`, reverses_id: 'NULL', provider_ref: 'NULL' };
    const copy = cols.map((c) => fresh[c] ?? c).join(', ');
    const rnd = prng(7);
    const base = Date.UTC(2026, 9, 1);
    await h.db.run(sql`PRAGMA foreign_keys = OFF`);
    for (let op = 0; op < 120; op++) {
      const r = rnd();
      const pick = '(SELECT rowid FROM payments ORDER BY random() LIMIT 1)';
      const one = sql.raw(pick);
      const pickPayment = "(SELECT rowid FROM payments WHERE kind = 'payment' ORDER BY random() LIMIT 1)";
      if (r < 0.35)
        await h.db.run(
          sql.raw(
            `INSERT INTO payments (${cols.join(', ')}) SELECT ${copy} FROM payments WHERE kind = 'payment' AND rowid IN ${pickPayment}`,
          ),
        );
      else if (r < 0.75)
        await h.db.run(sql`UPDATE payments SET taken_at = ${base + Math.floor(rnd() * 900 * 3_600_000)},
          amount = amount * ${1 + Math.floor(rnd() * 3)} WHERE rowid IN ${one}`);
      else if (r < 0.85) await h.db.run(sql`UPDATE payments SET amount = amount * 2 WHERE rowid IN ${one}`);
      else await h.db.run(sql`DELETE FROM payments WHERE rowid IN ${one}`);
      if (op % 20 === 19) {
        expect(await incomeKept(), `op ${op}`).toEqual(await incomeRebuilt());
        expect(await allocationsKept(), `allocations: op ${op}`).toEqual(await allocationsRebuilt());
      }
    }
    await h.db.run(sql`PRAGMA foreign_keys = ON`);
    const [{ bid } = { bid: '' }] = await h.db.all<{ bid: string }>(
      sql`SELECT business_id AS bid FROM payments GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    for (let i = 0; i < 40; i++) {
      const from = base + Math.floor(rnd() * 900 * 3_600_000);
      const to = from + Math.floor(rnd() * 400 * 3_600_000);
      const scope = { db: h.db, businessId: bid } as unknown as BusinessScope;
      const [got] = await h.db.all<Record<string, number>>(incomeSql(scope, { from, to }));
      const [want] = await h.db.all<
        Record<string, number>
      >(sql`SELECT coalesce(sum(amount), 0) FROM payments WHERE business_id = ${bid}
        AND taken_at >= ${from} AND taken_at < ${to} AND method <> 'gift_voucher'`);
      expect(Object.values(got ?? {}), `span ${from}..${to}`).toEqual(Object.values(want ?? {}));
    }
  });

  it('keeps money by service and location through allocation, payment and appointment writes (property test)', async () => {
    await seedStudio(h); // fresh payments allocated to appointments (the tests above delete some with keys off)
    const rnd = prng(11);
    const pickOf = async (q: string) => {
      const all = await rows(q);
      return all.length ? (all[Math.floor(rnd() * all.length)] as unknown[]) : null;
    };
    let tried = 0;
    for (let op = 0; op < 150; op++) {
      const r = rnd();
      const pa = await pickOf('SELECT pa.id, pa.business_id FROM payment_allocations pa JOIN payments p ON p.id = pa.payment_id');
      if (!pa) break;
      const [, bid] = pa as [string, string];
      const appt = await pickOf(`SELECT id FROM appointments WHERE business_id = '${bid}'`);
      try {
        if (r < 0.25 && appt)
          await h.db.run(
            sql.raw(`INSERT INTO payment_allocations (id, payment_id, business_id, appointment_id, client_id, sale_id, amount, currency)
            SELECT 'x' || random(), payment_id, business_id, '${appt[0]}', client_id, NULL, ${Math.floor(rnd() * 5000) - 1000}, currency
            FROM payment_allocations WHERE id = '${pa[0]}'`),
          );
        else if (r < 0.4)
          await h.db.run(
            sql.raw(
              `UPDATE payment_allocations SET amount = amount + 7${appt ? `, appointment_id = '${appt[0]}'` : ''} WHERE id = '${pa[0]}'`,
            ),
          );
        else if (r < 0.6)
          await h.db.run(sql`UPDATE payments SET taken_at = taken_at + ${Math.floor(rnd() * 2e8) - 1e8},
            method = ${['cash', 'card', 'gift_voucher', 'cash'][Math.floor(rnd() * 4)]}
            WHERE id = (SELECT payment_id FROM payment_allocations WHERE id = ${pa[0]})`);
        else if (r < 0.8 && appt) {
          const loc = await pickOf(`SELECT id FROM locations WHERE business_id = '${bid}' UNION ALL SELECT NULL`);
          const svc = await pickOf(`SELECT id FROM services WHERE business_id = '${bid}' UNION ALL SELECT NULL`);
          await h.db.run(sql`UPDATE appointments SET location_id = ${loc?.[0] ?? null}, service_id = ${svc?.[0] ?? null}
            WHERE id = ${appt[0]}`);
        } else if (r < 0.9 && appt) await h.db.run(sql`DELETE FROM appointments WHERE id = ${appt[0]}`);
        else
          await h.db.run(sql`DELETE FROM payments WHERE id = (SELECT payment_id FROM payment_allocations WHERE id = ${pa[0]})`);
        tried++;
      } catch {
        // A delete another table's key refuses (restrict) or a check fails: the statement and its triggers roll back.
      }
      if (op % 10 === 9) expect(await allocationsKept(), `op ${op}`).toEqual(await allocationsRebuilt());
    }
    expect(tried).toBeGreaterThan(50);
    expect(await allocationsKept()).toEqual(await allocationsRebuilt());
  });
});
