import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openNodeClient } from '@kairos/db/node';
import { expect, it } from 'vitest';
import { localDay } from '../packages/api/src/analytics/visit-days';
import { migrate } from '../packages/db/src/migrate';
import { migrations } from '../packages/db/src/migrations.gen';
import { generate, OTHER } from './money-seed';
import { emptyTables, insert } from './money-tables';

type Client = Awaited<ReturnType<typeof openNodeClient>>;

/** An owner and a business in a zone, as plain SQL naming only long-standing columns. */
async function business(client: Client, i: number, zone: string): Promise<string> {
  const now = Date.now();
  const [userId, businessId] = [`upgrade-user-${i}`, `upgrade-business-${i}`];
  await client.execute({
    sql: `INSERT INTO users (id, email, password_hash, first_name, last_name, locale, created_at, updated_at)
          VALUES (?, ?, 'x', 'Other', ?, 'en', ?, ?)`,
    args: [userId, `other${i}@bench.test`, `Owner ${i}`, now, now],
  });
  await client.execute({
    sql: `INSERT INTO businesses (id, owner_user_id, name, slug, timezone, currency, region, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, 'GBP', 'GB', ?, ?)`,
    args: [businessId, userId, `Other ${i}`, `other-business-${i}`, zone, now, now],
  });
  return businessId;
}

/**
 * The upgrade path of migration 0029 (daily rollups in local days): a database at the migration before it, holding
 * businesses in Europe/London and Europe/Kyiv (two years of bookings and payments across their DST changes,
 * bench:money's generator) and one in a zone the migration has no offsets for, is migrated; each EU business's days
 * then equal its visits and payments grouped by the local day Intl gives, and the other has none (its reads sum
 * the hours until its zone's offsets are written).
 */
it('backfills the daily rollups exactly when an existing database migrates past 0028', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kairos-upgrade-0029-'));
  const client = await openNodeClient(`file:${join(dir, 'db.sqlite')}`);
  try {
    const at = migrations.findIndex((m) => m.tag.startsWith('0029_'));
    await migrate(client, migrations.slice(0, at));
    const zones = ['Europe/London', 'Europe/Kyiv', 'America/New_York'];
    const t = emptyTables();
    const ids: string[] = [];
    for (const [b, zone] of zones.entries()) {
      const id = await business(client, b, zone);
      ids.push(id);
      generate(t, id, 'GBP', zone, { ...OTHER, appointments: 400 }, Date.now(), 7 + b);
    }
    for (const [name, tbl] of Object.entries(t)) await insert(client as never, name, tbl);
    expect(await migrate(client)).toEqual(migrations.slice(at).map((m) => m.tag));
    const rows = async (sql: string, args: (string | number)[] = []) =>
      (await client.execute({ sql, args })).rows.map((r) => Object.values(r) as (string | number)[]);
    for (const [b, zone] of zones.entries()) {
      const id = ids[b] as string;
      const visits = await rows(
        `SELECT day, type, status, visits, booked FROM analytics_visit_days WHERE business_id = ? AND (visits <> 0 OR booked <> 0)
         ORDER BY 1, 2, 3`,
        [id],
      );
      const income = await rows(
        'SELECT day, amount FROM analytics_income_days WHERE business_id = ? AND amount <> 0 ORDER BY 1',
        [id],
      );
      if (zone === 'America/New_York') {
        expect([
          visits,
          income,
          await rows('SELECT zone FROM analytics_day_zones WHERE business_id = ?', [id]),
          await rows('SELECT day FROM analytics_group_days WHERE business_id = ?', [id]),
        ]).toEqual([[], [], [], []]);
        continue;
      }
      // What they should hold: the visits by Intl local day, type and status; booked minutes once per appointment.
      const want = new Map<string, [number, string, string, number, number]>();
      const add = (day: number, type: string, status: string, n: number, m: number) => {
        const k = `${String(day).padStart(6, '0')}|${type}|${status}`;
        const r = want.get(k) ?? [day, type, status, 0, 0];
        r[3] += n;
        r[4] += m;
        want.set(k, r);
      };
      const raw = await rows(
        `SELECT start_at, type, status, appointment_id, end_at FROM analytics_visits WHERE business_id = ? AND type <> 'blocked'`,
        [id],
      );
      const booked = new Map<string, [number, string, number]>();
      for (const [start, type, status, appt, end] of raw as [number, string, string, string, number][]) {
        add(localDay(start, zone), type, status, 1, 0);
        if (status !== 'cancelled') booked.set(appt, [localDay(start, zone), type, Math.trunc((end - start) / 60_000)]);
      }
      for (const [day, type, m] of booked.values()) add(day, type, '', 0, m);
      const byDay = new Map<number, number>();
      for (const [taken, amount] of (await rows(
        `SELECT taken_at, amount FROM payments WHERE business_id = ? AND method <> 'gift_voucher'`,
        [id],
      )) as [number, number][])
        byDay.set(localDay(taken, zone), (byDay.get(localDay(taken, zone)) ?? 0) + amount);
      expect(visits.length, zone).toBeGreaterThan(100);
      expect(visits, zone).toEqual(
        [...want.entries()]
          .sort(([x], [y]) => (x < y ? -1 : 1))
          .map(([, r]) => r)
          .filter((r) => r[3] !== 0 || r[4] !== 0),
      );
      expect(income, zone).toEqual([...byDay].filter(([, a]) => a !== 0).sort((x, y) => x[0] - y[0]));
      expect(await rows('SELECT zone FROM analytics_day_zones WHERE business_id = ?', [id])).toEqual([[zone]]);
      // Migration 0031's day groups (service delivery): per day, kind, group and stored status, from the same visits.
      const groups = new Map<string, [number, string, string, string, number, number, number]>();
      for (const [day, kind, gid, status, m, value] of (await rows(
        `SELECT start_at, k.kind, coalesce(CASE k.kind WHEN 's' THEN service_id WHEN 'c' THEN class_id ELSE location_id END, ''),
           status, end_at - start_at, value FROM analytics_visits v
         JOIN (SELECT 's' AS kind, 'appointment' AS t UNION ALL SELECT 'c', 'class_session' UNION ALL SELECT 'l', NULL) k
           ON k.t = v.type OR (k.t IS NULL AND v.type <> 'blocked') WHERE business_id = ?`,
        [id],
      )) as [number, string, string, string, number, number][]) {
        const d = localDay(day, zone);
        const k = `${String(d).padStart(6, '0')}|${kind}|${gid}|${status}`;
        const g = groups.get(k) ?? [d, kind, gid, status, 0, 0, 0];
        g[4] += 1;
        g[5] += Math.trunc(m / 60_000);
        g[6] += value;
        groups.set(k, g);
      }
      const keptGroups = await rows(
        'SELECT day, kind, id, status, visits, minutes, value FROM analytics_group_days WHERE business_id = ? ORDER BY 1, 2, 3, 4',
        [id],
      );
      expect(keptGroups.length, zone).toBeGreaterThan(100);
      expect(keptGroups, zone).toEqual([...groups.entries()].sort(([x], [y]) => (x < y ? -1 : 1)).map(([, r]) => r));
    }
    // Migration 0031's client visits: each client's first, second, third and last kept visit, from the same join.
    const kept = await rows(
      'SELECT business_id, client_id, first_at, second_at, third_at, last_at FROM analytics_client_visits ORDER BY 1, 2',
    );
    expect(kept.length).toBeGreaterThan(100);
    expect(kept).toEqual(
      await rows(`WITH r AS (SELECT a.business_id AS b, ac.client_id AS c, a.start_at AS s,
          row_number() OVER (PARTITION BY a.business_id, ac.client_id ORDER BY a.start_at) AS n
        FROM appointment_clients ac JOIN appointments a ON a.id = ac.appointment_id AND a.business_id = ac.business_id
        WHERE a.type <> 'blocked' AND ac.status <> 'cancelled')
      SELECT b, c, min(s), max(CASE WHEN n = 2 THEN s END), max(CASE WHEN n = 3 THEN s END), max(s) FROM r
      GROUP BY b, c ORDER BY 1, 2`),
    );
  } finally {
    client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);
