import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../src/migrate';
import { DRIVERS, migrateBefore, migrationsThrough, type Opened, openClient, rows } from './support/migration-clients';
import { seed0006 } from './support/seed-0006';

/**
 * 0008 makes a service's deposit minorUnits() (NOT NULL DEFAULT 0, 0 = no deposit) by rebuilding
 * `services`. On a database with data: a NULL deposit becomes 0, a set one stays, and the rows that
 * point at services (appointments, series, package lines) keep their references and keys.
 */
const TAG = '0008_service_deposit_minor_units';
const BEFORE = '0007_foreign_keys_credits_messages';

describe.each(DRIVERS)('migration 0008 on a database with data (%s client)', (driver) => {
  let db: Opened;
  afterEach(async () => db?.close());

  async function migrated() {
    db = await openClient(driver);
    await migrateBefore(db.client, BEFORE);
    await seed0006(db.client);
    // sv1 has no deposit (NULL, as the old form saved it); sv2 takes 150.00
    await db.client.execute("UPDATE services SET deposit = 15000 WHERE id = 'sv2'");
    await migrate(db.client, migrationsThrough(BEFORE));
    expect(await rows(db.client, 'SELECT id, deposit FROM services ORDER BY id')).toEqual([
      { id: 'sv1', deposit: null },
      { id: 'sv2', deposit: 15000 },
    ]);
    expect(await migrate(db.client, migrationsThrough(TAG))).toEqual([TAG]);
    return db;
  }

  it('turns "no deposit" (NULL) into 0 and keeps set deposits', async () => {
    const o = await migrated();
    expect(await rows(o.client, 'SELECT id, deposit FROM services ORDER BY id')).toEqual([
      { id: 'sv1', deposit: 0 },
      { id: 'sv2', deposit: 15000 },
    ]);
    const deposit = (
      await rows(o.client, 'SELECT "notnull", dflt_value FROM pragma_table_info(?) WHERE name = ?', ['services', 'deposit'])
    )[0];
    expect(deposit).toEqual({ notnull: 1, dflt_value: '0' });
    await o.client.execute(
      "INSERT INTO services (id, business_id, name, type, parts, duration_minutes, colour, currency, created_at, updated_at) VALUES ('sv3', 'b1', 'New', 'single', '[]', 30, '#fff', 'UAH', 1, 1)",
    );
    expect(await rows(o.client, "SELECT deposit FROM services WHERE id = 'sv3'")).toEqual([{ deposit: 0 }]);
    await expect(o.client.execute("UPDATE services SET deposit = NULL WHERE id = 'sv1'")).rejects.toThrow(/NOT NULL/);
  });

  it('keeps what points at services, with its keys', async () => {
    const o = await migrated();
    expect(await rows(o.client, "SELECT id, service_id FROM appointments WHERE id = 'a1'")).toEqual([
      { id: 'a1', service_id: 'sv1' },
    ]);
    expect(await rows(o.client, 'SELECT package_id, service_id FROM package_services')).toEqual([
      { package_id: 'p1', service_id: 'sv1' },
    ]);
    expect(await rows(o.client, 'SELECT * FROM pragma_foreign_key_check')).toEqual([]);
    const fk = /FOREIGN KEY constraint failed/;
    await expect(o.client.execute("DELETE FROM services WHERE id = 'sv1'")).rejects.toThrow(fk);
    await expect(
      o.client.execute(
        "INSERT INTO services (id, business_id, name, type, parts, duration_minutes, colour, currency, created_at, updated_at) VALUES ('sv4', 'nobody', 'X', 'single', '[]', 30, '#fff', 'UAH', 1, 1)",
      ),
    ).rejects.toThrow(fk);
  });
});
