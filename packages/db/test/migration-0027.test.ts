import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../src/migrate';
import { DRIVERS, migrateBefore, migrationsThrough, type Opened, openClient, rows } from './support/migration-clients';

/**
 * 0027 replaces `ledger_assertions` with `assertions` (one idiom for invariants in a batch, issue 26). The old table
 * never held a row (its CHECKs refuse every one), so nothing is copied; the new one refuses each rule by its own
 * constraint name and any unknown rule, and the rest of the database is untouched.
 */
const TAG = '0027_assertions';
const T = 1_790_000_000_000;

describe.each(DRIVERS)('migration 0027 (%s client)', (driver) => {
  let db: Opened;
  afterEach(async () => db?.close());

  it('drops ledger_assertions, and assertions refuses every rule by name', async () => {
    db = await openClient(driver);
    await migrateBefore(db.client, TAG);
    await db.client.execute(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, created_at, updated_at)
       VALUES ('u1', 'a@x.test', 'h', 'A', 'A', ${T}, ${T})`,
    );
    expect(await migrate(db.client, migrationsThrough(TAG))).toEqual([TAG]);
    expect(await rows(db.client, "SELECT name FROM sqlite_master WHERE name LIKE '%assertions'")).toEqual([
      { name: 'assertions' },
    ]);
    expect(await rows(db.client, 'SELECT id FROM users')).toEqual([{ id: 'u1' }]);
    for (const rule of ['overpaid', 'over_refunded', 'sale_changed', 'sale_item_unavailable', 'sale_deleted']) {
      await expect(db.client.execute(`INSERT INTO assertions (rule) VALUES ('${rule}')`)).rejects.toThrow(
        new RegExp(`CHECK constraint failed: assert_${rule}\\b`),
      );
    }
    await expect(db.client.execute(`INSERT INTO assertions (rule) VALUES ('other')`)).rejects.toThrow(/assert_known_rule/);
    // A batch whose assertion does not hold commits.
    await db.client.batch([
      "UPDATE users SET first_name = 'B' WHERE id = 'u1'",
      "INSERT INTO assertions (rule) SELECT 'overpaid' WHERE 0",
    ]);
    expect(await rows(db.client, 'SELECT first_name FROM users')).toEqual([{ first_name: 'B' }]);
  });
});
