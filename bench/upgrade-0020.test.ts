import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openNodeClient } from '@kairos/db/node';
import { expect, it } from 'vitest';
import { migrate } from '../packages/db/src/migrate';
import { migrations } from '../packages/db/src/migrations.gen';
import { generate, OTHER } from './money-seed';
import { emptyTables, insert } from './money-tables';

type Client = Awaited<ReturnType<typeof openNodeClient>>;

/**
 * An owner and a business as a database at 0019 holds them: plain SQL naming only the columns that existed then
 * (the schema's insert would name columns later migrations add).
 */
async function businessAt0019(client: Client, i: number): Promise<string> {
  const now = Date.now();
  const userId = `upgrade-user-${i}`;
  const businessId = `upgrade-business-${i}`;
  await client.execute({
    sql: `INSERT INTO users (id, email, password_hash, first_name, last_name, locale, created_at, updated_at)
          VALUES (?, ?, 'x', 'Other', ?, 'en', ?, ?)`,
    args: [userId, `other${i}@bench.test`, `Owner ${i}`, now, now],
  });
  await client.execute({
    sql: `INSERT INTO businesses (id, owner_user_id, name, slug, timezone, currency, region, created_at, updated_at)
          VALUES (?, ?, ?, ?, 'Europe/London', 'GBP', 'GB', ?, ?)`,
    args: [businessId, userId, `Other ${i}`, `other-business-${i}`, now, now],
  });
  return businessId;
}

/**
 * The upgrade path of migration 0020 (analytics copies and rollups) and 0021: a database at 0019 holding three
 * businesses' bookings, payments, allocations and package sessions (bench:money's generator) is migrated, and
 * each backfilled copy equals what it copies.
 */
it('backfills the analytics copies exactly when an existing database migrates past 0019', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kairos-upgrade-0020-'));
  const client = await openNodeClient(`file:${join(dir, 'db.sqlite')}`);
  try {
    const at = migrations.findIndex((m) => m.tag.startsWith('0020_'));
    await migrate(client, migrations.slice(0, at));
    const t = emptyTables();
    for (let b = 0; b < 3; b++)
      generate(t, await businessAt0019(client, b), 'GBP', 'Europe/London', { ...OTHER, appointments: 400 }, Date.now(), 7 + b);
    for (const [name, tbl] of Object.entries(t)) await insert(client as never, name, tbl);
    expect(await migrate(client)).toEqual(migrations.slice(at).map((m) => m.tag));
    const rows = async (s: string) => (await client.execute(s)).rows.map((r) => Object.values(r));
    const pairs: [string, string][] = [
      [
        'SELECT id, business_id, taken_at, service_id, location_id, amount FROM analytics_allocations ORDER BY 1',
        `SELECT pa.id, p.business_id, p.taken_at, coalesce(a.service_id, ''), coalesce(a.location_id, ''), pa.amount
          FROM payment_allocations pa JOIN payments p ON p.id = pa.payment_id JOIN appointments a ON a.id = pa.appointment_id
          WHERE p.method <> 'gift_voucher' ORDER BY 1`,
      ],
      [
        'SELECT business_id, hour, amount FROM analytics_income_hours WHERE amount <> 0 ORDER BY 1, 2',
        `SELECT * FROM (SELECT business_id, taken_at / 3600000 AS hour, sum(amount) AS amount FROM payments
          WHERE method <> 'gift_voucher' GROUP BY 1, 2) WHERE amount <> 0 ORDER BY 1, 2`,
      ],
      [
        'SELECT appointment_id, client_id, start_at, status, paid, package_used FROM analytics_visits ORDER BY 1, 2',
        `SELECT a.id, ac.client_id, a.start_at, ac.status,
            (SELECT coalesce(sum(amount), 0) FROM payment_allocations pa WHERE pa.business_id = a.business_id
              AND pa.appointment_id = a.id AND pa.client_id = ac.client_id),
            EXISTS (SELECT 1 FROM package_uses pu WHERE pu.appointment_id = a.id AND pu.client_id = ac.client_id AND pu.returned_at IS NULL)
          FROM appointment_clients ac JOIN appointments a ON a.id = ac.appointment_id AND a.business_id = ac.business_id ORDER BY 1, 2`,
      ],
    ];
    for (const [kept, rebuilt] of pairs) {
      const got = await rows(kept);
      expect(got.length, kept).toBeGreaterThan(100);
      expect(got, kept).toEqual(await rows(rebuilt));
    }
  } finally {
    client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
