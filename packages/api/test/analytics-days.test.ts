import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeClientsSql, salesSql, sessionsSql, soldSql } from '../src/analytics/figures';
import { localDaySql, zoneWindow } from '../src/analytics/local-time';
import { groupsSql } from '../src/analytics/service-delivery';
import { dayPlan, dayZone, localDay } from '../src/analytics/visit-days';
import { incomeByDaySql, incomeSql, storedTotalsSql, storedVisitsByDaySql } from '../src/analytics/visit-hours';
import { spanOfDates } from '../src/analytics/visits';
import { zoneOffsets, zoneOffsetsSql } from '../src/analytics/zone-offsets';
import type { BusinessScope } from '../src/core/scope';
import { addDays } from '../src/shared/zoned';
import { keptDays, rebuiltDays } from './support/day-copies';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { checkMoneyFigures, moneyOp } from './support/money-day-copies';
import { clientVisitCopies } from './support/rollup-copies';

/**
 * The daily rollups (migration 0029: analytics_visit_days, analytics_income_days, in each business's own local
 * days) must always equal the raw data grouped by the local day Intl gives, and every figure read from days and
 * hours must equal the same figure computed from the raw rows: after random writes across the DST changes of
 * Europe/Kyiv and Europe/London (both change on 2026-03-29 and 2026-10-25 at 01:00 UTC), a zone change in the
 * middle (Kyiv ↔ London, and to a zone whose offsets the table does not hold yet), for random periods and nows.
 */
let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Around the 2026 changes: a week either side of each, and a stretch of summer between. */
const WINDOWS = [Date.UTC(2026, 2, 22), Date.UTC(2026, 5, 10), Date.UTC(2026, 9, 18)];
const STATUSES = ['pending', 'attended', 'cancelled', 'no_show'] as const;
const TYPES = ['appointment', 'class_session', 'blocked'] as const;

const zoneOf = async (bid: string) =>
  (await h.db.all<{ tz: string }>(sql`SELECT timezone AS tz FROM businesses WHERE id = ${bid}`))[0]?.tz as string;
const dayZoneOf = async (bid: string) =>
  (await h.db.all<{ z: string }>(sql`SELECT zone AS z FROM analytics_day_zones WHERE business_id = ${bid}`))[0]?.z ?? null;

const daysKept = (bid: string) => keptDays(h.db, bid);
const daysRebuilt = (bid: string, tz: string) => rebuiltDays(h.db, bid, tz);

/** Every figure the reads take from the rollups, for a period of whole local days, against the raw rows. */
async function checkFigures(bid: string, tz: string, rnd: () => number, label: string, expectDays: boolean) {
  for (let i = 0; i < 12; i++) {
    const start = addDays('2026-03-15', Math.floor(rnd() * 240));
    const span = spanOfDates({ business: { timezone: tz } } as BusinessScope, start, addDays(start, Math.floor(rnd() * 90)));
    const now = span.from - 5 * DAY + Math.floor(rnd() * (span.to - span.from + 10 * DAY));
    const scope = { db: h.db, businessId: bid, now: new Date(now), business: { timezone: tz } } as unknown as BusinessScope;
    const at = `${label}: ${span.fromDate}..${span.toDate}, now ${new Date(now).toISOString()}`;
    // The request may read days exactly when the business's days are in its zone (checked once per request): the
    // reads then take days, else hours.
    expect(await dayZone(scope), at).toBe(expectDays ? tz : null);
    const plan = dayPlan(scope, span);
    expect(plan !== null, at).toBe(expectDays);
    const [got] = await h.db.all(storedTotalsSql(scope, span));
    const [want] = await h.db.all(sql`
      SELECT count(*) AS visits, coalesce(sum(st = 'attended'), 0) AS attended, coalesce(sum(st = 'cancelled'), 0) AS cancelled,
        coalesce(sum(st = 'no_show'), 0) AS no_show,
        (SELECT coalesce(sum(m), 0) FROM (SELECT max(end_at - start_at) / 60000 AS m FROM analytics_visits
          WHERE business_id = ${bid} AND start_at >= ${span.from} AND start_at < ${span.to} AND type <> 'blocked' AND status <> 'cancelled'
          GROUP BY appointment_id)) AS booked
      FROM (SELECT CASE WHEN status = 'pending' AND start_at <= ${now} THEN 'attended' ELSE status END AS st FROM analytics_visits
        WHERE business_id = ${bid} AND start_at >= ${span.from} AND start_at < ${span.to} AND type <> 'blocked')`);
    expect(got, at).toEqual(want);
    const [income] = await h.db.all<Record<string, number>>(incomeSql(scope, span));
    const [rawIncome] = await h.db.all<Record<string, number>>(sql`SELECT coalesce(sum(amount), 0) FROM payments
      WHERE business_id = ${bid} AND taken_at >= ${span.from} AND taken_at < ${span.to} AND method <> 'gift_voucher'`);
    expect(Object.values(income ?? {}), `income ${at}`).toEqual(Object.values(rawIncome ?? {}));
    // By local day (the series of /data/analytics): summed per day, against Intl's day of each raw row.
    const w = zoneWindow(tz, span.from, span.to);
    const day = (col: ReturnType<typeof sql>) => localDaySql(col, w);
    const perDay = async (q: ReturnType<typeof sql>) => {
      const m = new Map<number, number>();
      for (const r of await h.db.all<{ k: number; v: number }>(q)) m.set(Number(r.k), (m.get(Number(r.k)) ?? 0) + Number(r.v));
      return [...m].filter(([, v]) => v !== 0).sort((x, y) => x[0] - y[0]);
    };
    const rawPerDay = async (q: ReturnType<typeof sql>) => {
      const m = new Map<number, number>();
      for (const r of await h.db.all<{ t: number; v: number }>(q))
        m.set(localDay(r.t, tz), (m.get(localDay(r.t, tz)) ?? 0) + r.v);
      return [...m].filter(([, v]) => v !== 0).sort((x, y) => x[0] - y[0]);
    };
    expect(await perDay(storedVisitsByDaySql(scope, span, w, day)), `visits by day ${at}`).toEqual(
      await rawPerDay(sql`SELECT start_at AS t, 1 AS v FROM analytics_visits WHERE business_id = ${bid}
        AND start_at >= ${span.from} AND start_at < ${span.to} AND type <> 'blocked'`),
    );
    expect(await perDay(incomeByDaySql(scope, span, w, day)), `income by day ${at}`).toEqual(
      await rawPerDay(sql`SELECT taken_at AS t, amount AS v FROM payments WHERE business_id = ${bid}
        AND taken_at >= ${span.from} AND taken_at < ${span.to} AND method <> 'gift_voucher'`),
    );
    const [{ n: active } = { n: -1 }] = await h.db.all<{
      n: number;
    }>(sql`SELECT count(DISTINCT client_id) AS n FROM analytics_visits
      WHERE business_id = ${bid} AND start_at >= ${span.from} AND start_at < ${span.to} AND type <> 'blocked' AND status <> 'cancelled'`);
    const [a] = await h.db.all<Record<string, number>>(activeClientsSql(scope, span, [], 'auto'));
    expect(Object.values(a ?? {}), `active ${at}`).toEqual([active]);
    // Service delivery's groups (migration 0031's day groups, today row by row) equal the period's visits grouped
    // row by row (a scope that has not asked for its day zone reads no day table).
    const sorted = (rows: Record<string, unknown>[]) =>
      rows.map((r) => JSON.stringify(Object.values(r).map((x) => (x === null ? null : String(x))))).sort();
    const rowByRow = { ...scope } as BusinessScope;
    expect(dayPlan(rowByRow, span), at).toBeNull();
    expect(sorted(await h.db.all(groupsSql(scope, span, [], w))), `groups ${at}`).toEqual(
      sorted(await h.db.all(groupsSql(rowByRow, span, [], w))),
    );
    // The numbers' appointments and class sessions, sales, products and vouchers sold (migration 0039's days) equal
    // the same figures read from the raw rows.
    for (const [name, q] of [
      ['sessions', sessionsSql],
      ['sales', salesSql],
      ['sold', soldSql],
    ] as const)
      expect(Object.values((await h.db.all<Record<string, unknown>>(q(scope, span)))[0] ?? {}), `${name} ${at}`).toEqual(
        Object.values((await h.db.all<Record<string, unknown>>(q(rowByRow, span)))[0] ?? {}),
      );
    // The financial tab's ledger and allocations (migration 0041's days, or without them the raw rows) equal the raw
    // payments and allocations.
    await checkMoneyFigures(scope, span, plan, at);
  }
}

/** One write to sales or sale_lines (migration 0039's triggers): a sale with a line, a line, a move, a delete or undelete, a line changed or gone, a sale gone. */
async function saleOp(bid: string, k: number, at: number, pick: number, kind: string, deleted: boolean) {
  const sales = await h.db.all<{ id: string }>(sql`SELECT id FROM sales WHERE business_id = ${bid} ORDER BY id`);
  const sale = sales.length ? sales[pick % sales.length]?.id : undefined;
  const lines = await h.db.all<{ id: string }>(sql`SELECT id FROM sale_lines WHERE business_id = ${bid} ORDER BY id`);
  const line = lines.length ? lines[pick % lines.length]?.id : undefined;
  const addLine = (saleId: string) =>
    h.db.run(sql`INSERT INTO sale_lines (id, sale_id, business_id, position, kind, name, unit_price, quantity, discount_amount, total)
      VALUES (${crypto.randomUUID()}, ${saleId}, ${bid}, ${pick % 7}, ${kind}, 'x', 0, ${1 + (pick % 4)}, 0, 0)`);
  if (k < 4 || !sale) {
    const id = crypto.randomUUID();
    await h.db.run(sql`INSERT INTO sales (id, business_id, sold_at, currency, deleted_at, created_at)
      VALUES (${id}, ${bid}, ${at}, 'GBP', ${deleted ? at : null}, 0)`);
    await addLine(id);
  } else if (k === 4) await addLine(sale);
  else if (k === 5) await h.db.run(sql`UPDATE sales SET sold_at = ${at} WHERE id = ${sale}`);
  else if (k === 6)
    await h.db.run(sql`UPDATE sales SET deleted_at = CASE WHEN deleted_at IS NULL THEN ${at} END WHERE id = ${sale}`);
  else if (k === 7 && line)
    await h.db.run(sql`UPDATE sale_lines SET quantity = ${1 + (pick % 5)}, kind = ${kind} WHERE id = ${line}`);
  else if (k === 8 && line) await h.db.run(sql`DELETE FROM sale_lines WHERE id = ${line}`);
  else if (k === 9) await h.db.run(sql`DELETE FROM sales WHERE id = ${sale}`);
}

describe('daily rollups in local days (migration 0029)', () => {
  it('zone offsets from Intl match the EU rule rows the migration wrote, where both are', async () => {
    for (const tz of ['Europe/Kyiv', 'Europe/London']) {
      const stored = await h.db.all<{ at: number; o: number }>(sql`SELECT at, utc_offset AS o FROM analytics_zone_offsets
        WHERE zone = ${tz} AND at > ${Date.UTC(2000, 0, 1)} ORDER BY at`);
      expect(stored.length).toBeGreaterThan(190);
      expect(stored.map((r) => [r.at, r.o])).toEqual(zoneOffsets(tz).slice(1));
    }
  });

  it('equal the raw rows by Intl local day through random writes across DST and zone changes; every figure equals the raw one (property test)', async () => {
    const owners = await Promise.all([
      registerOwner(h, { timezone: 'Europe/Kyiv' }),
      registerOwner(h, { timezone: 'Europe/London' }),
    ]);
    const bids = owners.map((o) => o.user.business.id);
    for (const bid of bids) expect(await dayZoneOf(bid)).toBe(await zoneOf(bid));
    const clientIds: Record<string, string[]> = {};
    for (const bid of bids) {
      clientIds[bid] = [];
      for (let i = 0; i < 4; i++) {
        const id = crypto.randomUUID();
        await h.db.run(sql`INSERT INTO clients (id, business_id, first_name, last_name, sort_key, search, created_at, updated_at)
          VALUES (${id}, ${bid}, ${`C${i}`}, '', '', '', 0, 0)`);
        clientIds[bid]?.push(id);
      }
    }
    const op = fc.record({
      b: fc.nat(1),
      kind: fc.nat(99),
      window: fc.nat(WINDOWS.length - 1),
      // Quarter hours across the window's two weeks: visits and payments on both sides of each change.
      offset: fc.nat(14 * 96 - 1),
      minutes: fc.integer({ min: 15, max: 240 }),
      status: fc.constantFrom(...STATUSES),
      type: fc.constantFrom(...TYPES),
      amount: fc.integer({ min: 1, max: 50_000 }),
      pick: fc.nat(1000),
      // Besides each op, most write a sale or a line (migration 0039's sale days): 0-3 a new sale, 4-9 the rest.
      sale: fc.nat(12),
      line: fc.constantFrom('product', 'gift_voucher', 'package'),
      // Most also write a payment of any method, type and kind, or an allocation (migration 0041's money days).
      money: fc.nat(14),
    });
    const FRESH_ZONES = ['America/Argentina/Ushuaia', 'Asia/Kolkata', 'Australia/Lord_Howe'];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 60, maxLength: 90 }), fc.nat(1000), async (ops, seed) => {
        let s = seed;
        const rnd = () => {
          s = (s * 1103515245 + 12345) % 2147483648;
          return s / 2147483648;
        };
        await h.db.run(sql`PRAGMA foreign_keys = OFF`);
        for (const [i, o] of ops.entries()) {
          const bid = bids[o.b] as string;
          const at = (WINDOWS[o.window] as number) + o.offset * 15 * 60_000;
          const appts = await h.db.all<{ id: string }>(sql`SELECT id FROM appointments WHERE business_id = ${bid} ORDER BY id`);
          const appt = appts.length ? appts[o.pick % appts.length]?.id : undefined;
          const client = clientIds[bid]?.[o.pick % 4] as string;
          if (o.kind < 25 || !appt) {
            const id = crypto.randomUUID();
            // Services, classes and locations from a few ids (or none), prices apart: the day groups (migration 0031).
            const ref = (p: string, k: number) => (k === 0 ? null : `${p}-${k}`);
            await h.db.run(sql`INSERT INTO appointments (id, business_id, type, start_at, end_at, parts, price, quantity, discounted_amount,
              currency, service_id, class_id, location_id, created_at, updated_at) VALUES (${id}, ${bid}, ${o.type}, ${at},
              ${at + o.minutes * 60_000}, '[]', ${o.amount % 5000}, ${1 + (o.pick % 2)}, ${o.pick % 3 === 0 ? 700 : 0}, 'GBP',
              ${ref('svc', o.pick % 3)}, ${ref('cls', o.pick % 2)}, ${ref('loc', (o.pick >> 2) % 3)}, 0, 0)`);
            await h.db.run(sql`INSERT INTO appointment_clients (appointment_id, client_id, business_id, status, created_at)
              VALUES (${id}, ${client}, ${bid}, ${o.status}, 0)`);
          } else if (o.kind < 40)
            await h.db.run(sql`INSERT OR IGNORE INTO appointment_clients (appointment_id, client_id, business_id, status, created_at)
              VALUES (${appt}, ${client}, ${bid}, ${o.status}, 0)`);
          else if (o.kind < 50)
            await h.db.run(sql`UPDATE appointment_clients SET status = ${o.status} WHERE appointment_id = ${appt}`);
          else if (o.kind < 60)
            // A move, maybe across a change (and a type change): the visits leave one day and join another.
            await h.db.run(sql`UPDATE appointments SET start_at = ${at}, end_at = ${at + o.minutes * 60_000}, type = ${o.type},
              service_id = ${o.pick % 4 === 0 ? null : `svc-${o.pick % 3}`} WHERE id = ${appt}`);
          else if (o.kind < 65) await h.db.run(sql`DELETE FROM appointments WHERE id = ${appt}`);
          else if (o.kind < 70)
            await h.db.run(sql`DELETE FROM appointment_clients WHERE appointment_id = ${appt} AND client_id = ${client}`);
          else if (o.kind < 85)
            await h.db.run(sql`INSERT INTO payments (id, business_id, checkout_id, kind, type, method, amount, currency, taken_at,
              voucher_id, created_at) VALUES (${crypto.randomUUID()}, ${bid}, 'k', 'payment', 'standalone',
              ${o.pick % 5 === 0 ? 'gift_voucher' : 'cash'}, ${o.amount}, 'GBP', ${at}, ${o.pick % 5 === 0 ? 'v' : null}, 0)`);
          else if (o.kind < 93)
            await h.db.run(sql`UPDATE payments SET taken_at = ${at}, amount = amount + 1 WHERE rowid IN
              (SELECT rowid FROM payments WHERE business_id = ${bid} ORDER BY id LIMIT 1 OFFSET ${o.pick % 5})`);
          else
            await h.db.run(sql`DELETE FROM payments WHERE rowid IN
              (SELECT rowid FROM payments WHERE business_id = ${bid} ORDER BY id LIMIT 1 OFFSET ${o.pick % 5})`);
          if (o.sale < 10) await saleOp(bid, o.sale, at, o.pick, o.line, o.status === 'cancelled');
          if (o.money < 12) await moneyOp(h.db, bid, o.money, at, o.pick, o.amount);
          // A zone change in the middle: the two swap zones (any write path: straight SQL), in one statement each.
          if (i === Math.floor(ops.length / 2)) {
            const [z0, z1] = [await zoneOf(bids[0] as string), await zoneOf(bids[1] as string)];
            await h.db.run(sql`UPDATE businesses SET timezone = ${z1} WHERE id = ${bids[0]}`);
            await h.db.run(sql`UPDATE businesses SET timezone = ${z0} WHERE id = ${bids[1]}`);
          }
        }
        await h.db.run(sql`PRAGMA foreign_keys = ON`);
        // A sale removed outright (foreign keys on: its lines go by cascade, after it).
        for (const bid of bids)
          await h.db.run(
            sql`DELETE FROM sales WHERE rowid IN (SELECT rowid FROM sales WHERE business_id = ${bid} ORDER BY id LIMIT 1)`,
          );
        // Each client's first, second, third and last kept visit (migration 0031; instants, no zone in it).
        expect(await clientVisitCopies(h.db).kept()).toEqual(await clientVisitCopies(h.db).rebuilt());
        for (const bid of bids) {
          const tz = await zoneOf(bid);
          expect(await dayZoneOf(bid)).toBe(tz);
          expect(await daysKept(bid), tz).toEqual(await daysRebuilt(bid, tz));
          await checkFigures(bid, tz, rnd, tz, true);
        }
        // A zone the table holds no offsets of (a new one each run; off the hour, half-hour DST): the days go (the
        // reads fall back to the hours, the same figures)...
        const [b0] = bids as [string];
        const fresh = FRESH_ZONES[run++ % FRESH_ZONES.length] as string;
        const back = await zoneOf(b0);
        await h.db.run(sql`UPDATE businesses SET timezone = ${fresh} WHERE id = ${b0}`);
        expect(await dayZoneOf(b0)).toBeNull();
        expect((await daysKept(b0)).visits).toEqual([]);
        await checkFigures(b0, fresh, rnd, `no offsets: ${fresh}`, false);
        // ...until its offsets arrive and the zone is written again (as the profile page does): rebuilt in that statement.
        await h.db.batch([
          h.db.run(await zoneOffsetsSql(h.db, fresh)),
          h.db.run(sql`UPDATE businesses SET timezone = ${fresh} WHERE id = ${b0}`),
        ]);
        expect(await dayZoneOf(b0)).toBe(fresh);
        expect(await daysKept(b0)).toEqual(await daysRebuilt(b0, fresh));
        await checkFigures(b0, fresh, rnd, fresh, true);
        await h.db.run(sql`UPDATE businesses SET timezone = ${back} WHERE id = ${b0}`);
        expect(await daysKept(b0)).toEqual(await daysRebuilt(b0, back));
      }),
      { numRuns: 3, seed: 27, endOnFailure: true },
    );
  });

  it('rebuilds the days when the owner changes the zone on the profile page', async () => {
    const o = await registerOwner(h, { timezone: 'Europe/London' });
    const bid = o.user.business.id;
    const at = Date.UTC(2026, 2, 28, 23, 30); // 23:30 in London, 01:30 the next day in Kyiv
    await h.db.run(sql`PRAGMA foreign_keys = OFF`);
    await h.db.run(sql`INSERT INTO payments (id, business_id, checkout_id, kind, type, method, amount, currency, taken_at, created_at)
      VALUES ('day-pay', ${bid}, 'k', 'payment', 'standalone', 'cash', 700, 'GBP', ${at}, 0)`);
    await h.db.run(sql`PRAGMA foreign_keys = ON`);
    expect((await daysKept(bid)).income).toEqual([[localDay(at, 'Europe/London'), 700]]);
    const me = await o.client.get('/api/v1/user');
    const business = me.body.data.business;
    const res = await o.client.put('/api/v1/user/profile', {
      first_name: 'Olena',
      last_name: 'Koval',
      locale: 'en',
      business: { name: business.name, slug: business.slug, timezone: 'Europe/Kyiv', phone: null },
    });
    expect(res.status).toBe(200);
    expect(await dayZoneOf(bid)).toBe('Europe/Kyiv');
    expect((await daysKept(bid)).income).toEqual([[localDay(at, 'Europe/Kyiv'), 700]]);
    expect(localDay(at, 'Europe/Kyiv')).toBe(localDay(at, 'Europe/London') + 1);
  });
});
