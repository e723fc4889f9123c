import { readFileSync } from 'node:fs';
import { appointmentClients, appointments, clients, locations } from '@kairos/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientInfo } from '../src/analytics/client-info';
import { activeClientsSql } from '../src/analytics/figures';
import { clientCounts, clientRates } from '../src/analytics/history';
import { storedTotalsSql } from '../src/analytics/visit-hours';
import type { BusinessScope } from '../src/core/scope';
import { seedStudio } from './analytics.fixtures';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { prng } from './support/prng';
import { rawClientCounts } from './support/raw-client-counts';
import { allocationCopies, clientVisitCopies, rowsOf } from './support/rollup-copies';

/**
 * `analytics_visits` (migration 0020, kept by triggers) must always equal what it copies: every
 * appointment_clients row joined to its appointment. Checked after the API's own write paths (the analytics
 * fixtures) and after random writes straight to the tables (a property test: inserts, status and client
 * changes, moves, price and type edits, deletes, cascades and SET NULL from deleted locations).
 */
let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
});
afterAll(() => h.close());

const COLS = `business_id, start_at, appointment_id, client_id, end_at, type, service_id, class_id, location_id, value, status,
  paid, package_used`;
const rows = (q: string) => rowsOf(h.db)(q);
const kept = () => rows(`SELECT ${COLS} FROM analytics_visits ORDER BY 1, 2, 3, 4`);
/** The rebuild: what the table should hold, computed from scratch (the migration's backfill). */
const rebuilt = () =>
  rows(`SELECT a.business_id, a.start_at, a.id, ac.client_id, a.end_at, a.type, a.service_id, a.class_id,
      a.location_id, max(0, a.price * a.quantity - a.discounted_amount), ac.status,
      coalesce((SELECT sum(amount) FROM payment_allocations pa WHERE pa.business_id = a.business_id
        AND pa.appointment_id = a.id AND pa.client_id = ac.client_id), 0),
      EXISTS (SELECT 1 FROM package_uses pu WHERE pu.appointment_id = a.id AND pu.client_id = ac.client_id AND pu.returned_at IS NULL)
    FROM appointment_clients ac JOIN appointments a ON a.id = ac.appointment_id AND a.business_id = ac.business_id
    ORDER BY 1, 2, 3, 4`);

/** The hourly rollup as kept, and as rebuilt from the join (visits by hour, type, status; booked minutes once per appointment). */
const HOURS = `SELECT business_id, hour, type, status, visits, booked FROM analytics_visit_hours WHERE visits <> 0 OR booked <> 0`;
const hoursKept = () => rows(`${HOURS} ORDER BY 1, 2, 3, 4`);
const hoursRebuilt = () =>
  rows(`WITH v AS (SELECT a.business_id, a.start_at, a.end_at, a.id, a.type, ac.status FROM appointment_clients ac
      JOIN appointments a ON a.id = ac.appointment_id AND a.business_id = ac.business_id WHERE a.type <> 'blocked')
    SELECT * FROM (
      SELECT business_id, start_at / 3600000 AS hour, type, status, count(*) AS visits, 0 AS booked FROM v GROUP BY 1, 2, 3, 4
      UNION ALL
      SELECT business_id, hour, type, '', 0, sum(m) FROM (SELECT business_id, start_at / 3600000 AS hour, type,
        max(end_at - start_at) / 60000 AS m FROM v WHERE status <> 'cancelled' GROUP BY business_id, id) GROUP BY 1, 2, 3)
    WHERE visits <> 0 OR booked <> 0 ORDER BY 1, 2, 3, 4`);

const allocationsKept = () => allocationCopies(h.db).kept();
const allocationsRebuilt = () => allocationCopies(h.db).rebuilt();
/** Each client's first, second, third and last kept visit (migration 0031), as kept and as the join gives them. */
const clientVisitsKept = () => clientVisitCopies(h.db).kept();
const clientVisitsRebuilt = () => clientVisitCopies(h.db).rebuilt();

/** What each sale has been paid as kept (migration 0028, triggers on payment_allocations), and as the ledger gives it. */
const salesPaidKept = () => rows(`SELECT id, paid FROM sales ORDER BY 1`);
const salesPaidRebuilt = () =>
  rows(`SELECT s.id, coalesce((SELECT sum(pa.amount) FROM payment_allocations pa WHERE pa.business_id = s.business_id
    AND pa.sale_id = s.id), 0) FROM sales s ORDER BY 1`);

describe('analytics_visits (trigger-kept copy of the visits)', () => {
  it('equals the join after the API write paths (the analytics fixtures)', async () => {
    h.clock.now = new Date('2026-10-01T09:00:00Z');
    await seedStudio(h);
    const now = await kept();
    expect(now.length).toBeGreaterThan(5);
    expect(now).toEqual(await rebuilt());
    expect(await hoursKept()).toEqual(await hoursRebuilt());
    expect((await allocationsKept()).length).toBeGreaterThan(0);
    expect(await allocationsKept()).toEqual(await allocationsRebuilt());
    expect(await salesPaidKept()).toEqual(await salesPaidRebuilt());
    expect(await clientVisitsKept()).toEqual(await clientVisitsRebuilt());
  });

  it('has every trigger of migrations 0020, 0029, 0031, 0039, 0041 and 0042 after the last migration (a later table rebuild drops them)', async () => {
    const names = (
      await rows(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'analytics_%' ORDER BY 1`)
    ).flat();
    const triggersOf = (file: string) =>
      [
        ...readFileSync(new URL(`../../db/migrations/${file}`, import.meta.url), 'utf8').matchAll(/CREATE TRIGGER `([a-z_]+)`/g),
      ].map((x) => x[1]);
    const hourly = triggersOf('0020_visit_rollup.sql');
    const daily = triggersOf('0029_daily_rollup.sql'); // the daily rollups (issue 27)
    const groups = triggersOf('0031_group_days.sql'); // the day groups and client visits; it recreates 0029's zone trigger
    expect(hourly.length).toBe(24);
    expect(daily.length).toBe(8);
    expect(groups.length).toBe(7);
    const sessionSales = triggersOf('0039_session_sale_days.sql'); // sessions and sales by day; it recreates the zone trigger
    expect(sessionSales.length).toBe(11);
    expect(sessionSales).toContain('analytics_day_zones_business_zone');
    const spend = triggersOf('0042_client_spend.sql'); // the clients' running totals of payments
    expect(spend.length).toBe(5);
    expect(daily).toContain('analytics_day_zones_business_zone');
    expect(groups).toContain('analytics_day_zones_business_zone');
    const moneyDays = triggersOf('0041_money_days.sql'); // the ledger and allocations by day; it recreates the zone trigger
    expect(moneyDays.length).toBe(8);
    expect(moneyDays).toContain('analytics_day_zones_business_zone');
    expect(names).toEqual([...new Set([...hourly, ...daily, ...groups, ...sessionSales, ...moneyDays, ...spend])].sort());
  });

  it('equals a rebuild after random writes of every kind (property test)', async () => {
    const bizs = await Promise.all([registerOwner(h), registerOwner(h)]);
    for (const seed of [1, 2, 3, 4, 5]) {
      const rnd = prng(seed);
      const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)] as T;
      const world = await Promise.all(
        bizs.map(async (b) => {
          const bid = b.user.business.id;
          const cs = await h.db
            .insert(clients)
            .values([1, 2, 3, 4].map((i) => ({ business_id: bid, first_name: `C${seed}-${i}` })))
            .returning({ id: clients.id });
          const ls = await h.db
            .insert(locations)
            .values([1, 2].map((i) => ({ business_id: bid, title: `L${seed}-${i}` })))
            .returning({ id: locations.id });
          const ss = [1, 2, 3].map(() => crypto.randomUUID());
          for (const [i, id] of ss.entries())
            await h.db.run(sql`INSERT INTO sales (id, business_id, sold_at, currency, subtotal, discount_total, total, created_at)
              VALUES (${id}, ${bid}, ${Date.UTC(2026, 0, 1 + i)}, 'GBP', ${1000 * i}, 0, ${1000 * i}, 0)`);
          return { bid, clients: cs.map((c) => c.id), locations: ls.map((l) => l.id), appts: [] as string[], sales: ss };
        }),
      );
      for (let op = 0; op < 150; op++) {
        const w = pick(world);
        const r = rnd();
        const start = Date.UTC(2026, 0, 1) + Math.floor(rnd() * 400) * 3_600_000;
        const appt = w.appts.length ? pick(w.appts) : null;
        if (r < 0.25 || !appt) {
          const [row] = await h.db
            .insert(appointments)
            .values({
              business_id: w.bid,
              type: pick(['appointment', 'class_session', 'blocked'] as const),
              start_at: new Date(start),
              end_at: new Date(start + 3_600_000),
              parts: [],
              price: Math.floor(rnd() * 5000),
              quantity: 1 + Math.floor(rnd() * 2),
              discounted_amount: Math.floor(rnd() * 3000),
              currency: 'GBP',
              location_id: rnd() < 0.5 ? pick(w.locations) : null,
            })
            .returning({ id: appointments.id });
          w.appts.push((row as { id: string }).id);
        } else if (r < 0.5) {
          await h.db
            .insert(appointmentClients)
            .values({ appointment_id: appt, client_id: pick(w.clients), business_id: w.bid })
            .onConflictDoNothing();
        } else if (r < 0.62) {
          await h.db
            .update(appointmentClients)
            .set({ status: pick(['pending', 'attended', 'cancelled', 'no_show'] as const) })
            .where(eq(appointmentClients.appointment_id, appt));
        } else if (r < 0.67) {
          // A client swapped on a visit (an UPDATE of the key): skipped where it would collide.
          await h.db.run(sql`UPDATE OR IGNORE appointment_clients SET client_id = ${pick(w.clients)}
            WHERE appointment_id = ${appt} AND rowid IN (SELECT rowid FROM appointment_clients WHERE appointment_id = ${appt} LIMIT 1)`);
        } else if (r < 0.8) {
          await h.db
            .update(appointments)
            .set({
              start_at: new Date(start),
              end_at: new Date(start + Math.floor(rnd() * 4) * 1_800_000 + 59_999),
              price: Math.floor(rnd() * 9000),
              type: pick(['appointment', 'class_session', 'blocked'] as const),
              location_id: pick([...w.locations, null]),
            })
            .where(eq(appointments.id, appt));
        } else if (r < 0.88) {
          await h.db
            .delete(appointmentClients)
            .where(and(eq(appointmentClients.appointment_id, appt), eq(appointmentClients.client_id, pick(w.clients))));
        } else if (r < 0.96) {
          await h.db.delete(appointments).where(eq(appointments.id, appt)); // cascades to its clients
          w.appts = w.appts.filter((id) => id !== appt);
        } else {
          const loc = pick(w.locations); // appointments' location_id set to null by the foreign key
          await h.db.delete(locations).where(eq(locations.id, loc));
          const [fresh] = await h.db.insert(locations).values({ business_id: w.bid, title: 'L' }).returning({ id: locations.id });
          w.locations = w.locations.map((l) => (l === loc ? (fresh as { id: string }).id : l));
        }
        // Money on a booking: allocations and package sessions (their payments and credits are not needed here,
        // so foreign keys are off for these rows only).
        const m = rnd();
        if (m < 0.3 && appt) {
          await h.db.run(sql`PRAGMA foreign_keys = OFF`);
          if (m < 0.12)
            await h.db.run(sql`INSERT INTO payment_allocations (id, payment_id, business_id, appointment_id, client_id, amount, currency)
              VALUES (${crypto.randomUUID()}, 'p', ${w.bid}, ${appt}, ${pick(w.clients)}, ${Math.floor(rnd() * 4000) - 500}, 'GBP')`);
          else if (m < 0.16)
            await h.db.run(
              sql`DELETE FROM payment_allocations WHERE rowid IN (SELECT rowid FROM payment_allocations WHERE appointment_id = ${appt} LIMIT 1)`,
            );
          else if (m < 0.19)
            await h.db.run(sql`UPDATE payment_allocations SET client_id = ${pick(w.clients)}, amount = amount + 100
              WHERE rowid IN (SELECT rowid FROM payment_allocations WHERE business_id = ${w.bid} ORDER BY random() LIMIT 1)`);
          else if (m < 0.25)
            await h.db.run(sql`INSERT OR IGNORE INTO package_uses (id, business_id, package_credit_id, appointment_id, client_id, created_at)
              VALUES (${crypto.randomUUID()}, ${w.bid}, 'k', ${appt}, ${pick(w.clients)}, 0)`);
          else
            await h.db.run(sql`UPDATE OR IGNORE package_uses SET returned_at = CASE WHEN returned_at IS NULL THEN 1 ELSE NULL END
              WHERE rowid IN (SELECT rowid FROM package_uses WHERE appointment_id = ${appt} LIMIT 1)`);
          await h.db.run(sql`PRAGMA foreign_keys = ON`);
        }
        // Money on a sale: allocations to it written, moved between sales and bookings, changed and deleted.
        const sm = rnd();
        if (sm < 0.3) {
          await h.db.run(sql`PRAGMA foreign_keys = OFF`);
          if (sm < 0.12)
            await h.db.run(sql`INSERT INTO payment_allocations (id, payment_id, business_id, sale_id, amount, currency)
              VALUES (${crypto.randomUUID()}, 'p', ${w.bid}, ${pick(w.sales)}, ${Math.floor(rnd() * 1500) - 300 || 1}, 'GBP')`);
          else if (sm < 0.17)
            await h.db.run(sql`DELETE FROM payment_allocations WHERE rowid IN
              (SELECT rowid FROM payment_allocations WHERE sale_id IS NOT NULL ORDER BY random() LIMIT 1)`);
          else if (sm < 0.22)
            await h.db.run(sql`UPDATE payment_allocations SET sale_id = ${pick(w.sales)}, amount = amount - 50
              WHERE rowid IN (SELECT rowid FROM payment_allocations WHERE sale_id IS NOT NULL AND amount <> 50 ORDER BY random() LIMIT 1)`);
          else if (sm < 0.26 && appt)
            // A sale's allocation moved to a booking, or a booking's to a sale.
            await h.db.run(sql`UPDATE payment_allocations SET
                sale_id = CASE WHEN sale_id IS NULL THEN ${pick(w.sales)} END,
                appointment_id = CASE WHEN sale_id IS NULL THEN NULL ELSE ${appt} END,
                client_id = CASE WHEN sale_id IS NULL THEN NULL ELSE ${pick(w.clients)} END
              WHERE rowid IN (SELECT rowid FROM payment_allocations WHERE business_id = ${w.bid} ORDER BY random() LIMIT 1)`);
          else
            await h.db.run(sql`UPDATE sales SET deleted_at = CASE WHEN deleted_at IS NULL THEN 1 ELSE NULL END
              WHERE id = ${pick(w.sales)}`);
          await h.db.run(sql`PRAGMA foreign_keys = ON`);
        }
        expect(await salesPaidKept(), `sales: seed ${seed}, op ${op}`).toEqual(await salesPaidRebuilt());
        if (op % 25 === 24) {
          expect(await kept(), `seed ${seed}, op ${op}`).toEqual(await rebuilt());
          expect(await hoursKept(), `hours: seed ${seed}, op ${op}`).toEqual(await hoursRebuilt());
          expect(await allocationsKept(), `allocations: seed ${seed}, op ${op}`).toEqual(await allocationsRebuilt());
          expect(await clientVisitsKept(), `client visits: seed ${seed}, op ${op}`).toEqual(await clientVisitsRebuilt());
        }
      }
      const [{ n } = { n: 0 }] = await h.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM analytics_visits`);
      expect(n).toBeGreaterThan(0);
    }
  });

  it('reads the same totals from the hourly rollup as from the visits, for any span and any now (property test)', async () => {
    const rnd = prng(42);
    const [{ bid } = { bid: '' }] = await h.db.all<{ bid: string }>(
      sql`SELECT business_id AS bid FROM analytics_visits GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 60; i++) {
      // Edges anywhere (zones off the hour: :30, :45), spans from minutes to weeks, now before, inside or after.
      const from = base + Math.floor(rnd() * 400 * 3_600_000);
      const to = from + Math.floor(rnd() * (rnd() < 0.3 ? 7_200_000 : 400 * 3_600_000));
      const now = base + Math.floor(rnd() * 500 * 3_600_000);
      const scope = { db: h.db, businessId: bid, now: new Date(now) } as unknown as BusinessScope;
      const [got] = await h.db.all(storedTotalsSql(scope, { from, to }));
      const [want] = await h.db.all(sql`
        SELECT count(*) AS visits, coalesce(sum(st = 'attended'), 0) AS attended, coalesce(sum(st = 'cancelled'), 0) AS cancelled,
          coalesce(sum(st = 'no_show'), 0) AS no_show,
          (SELECT coalesce(sum(m), 0) FROM (SELECT max(end_at - start_at) / 60000 AS m FROM analytics_visits
            WHERE business_id = ${bid} AND start_at >= ${from} AND start_at < ${to} AND type <> 'blocked' AND status <> 'cancelled'
            GROUP BY appointment_id)) AS booked
        FROM (SELECT CASE WHEN status = 'pending' AND start_at <= ${now} THEN 'attended' ELSE status END AS st FROM analytics_visits
          WHERE business_id = ${bid} AND start_at >= ${from} AND start_at < ${to} AND type <> 'blocked')`);
      expect(got, `span ${from}..${to}, now ${now}`).toEqual(want);
      // Active clients: both plans (and the choice between them) give the distinct clients of the span's visits.
      const span = { from, to, fromDate: '', toDate: '' };
      const extra = i % 3 === 0 ? ['series-only-client'] : [];
      const [{ n: active } = { n: -1 }] = await h.db.all<{
        n: number;
      }>(sql`SELECT count(*) AS n FROM (SELECT client_id FROM analytics_visits
        WHERE business_id = ${bid} AND start_at >= ${from} AND start_at < ${to} AND type <> 'blocked' AND status <> 'cancelled'
        UNION SELECT value FROM json_each(${JSON.stringify(extra)}))`);
      for (const plan of ['scan', 'probe', 'auto'] as const) {
        const [row] = await h.db.all<Record<string, number>>(activeClientsSql(scope, span, extra, plan));
        expect(Object.values(row ?? {}), `${plan}: span ${from}..${to}`).toEqual([active]);
      }
      // The clients' figures (history.ts, read from analytics_client_visits and the (business, client, start) index)
      // and the top clients by spend (migration 0042's running totals) equal their definitions over the raw rows.
      const dated = {
        from,
        to,
        fromDate: new Date(from).toISOString().slice(0, 10),
        toDate: new Date(Math.max(from, to - 1)).toISOString().slice(0, 10),
      };
      const zoned = { ...scope, business: { timezone: 'UTC' } } as unknown as BusinessScope;
      const raw = await rawClientCounts(zoned, dated);
      expect(await clientCounts(zoned, dated), `clients: span ${from}..${to}, now ${now}`).toEqual(raw);
      // The KPIs' variant (no frequency, seeks instead of counting each client's visits) gives the same figures.
      const { frequency: _, ...rates } = raw;
      expect(await clientRates(zoned, dated), `client rates: span ${from}..${to}, now ${now}`).toEqual(rates);
      const top = (await clientInfo({ ...zoned } as BusinessScope, dated)).top_clients.map((c) => [c.id, c.spent]);
      expect(top, `top clients: span ${from}..${to}`).toEqual(
        (
          await h.db.all<{ id: string; spent: number }>(sql`SELECT p.client_id AS id, sum(p.amount) AS spent FROM payments p
            JOIN clients c ON c.id = p.client_id AND c.business_id = ${bid}
            WHERE p.business_id = ${bid} AND p.taken_at >= ${from} AND p.taken_at < ${to} AND p.method <> 'gift_voucher'
            GROUP BY p.client_id HAVING sum(p.amount) > 0 ORDER BY 2 DESC, 1 LIMIT 10`)
        ).map((r) => [r.id, r.spent]),
      );
    }
  });
});
