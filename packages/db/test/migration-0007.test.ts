import { afterEach, describe, expect, it } from 'vitest';
import { DRIVERS, type Opened, openClient, rows, upgradeWith } from './support/migration-clients';
import { seed0006 } from './support/seed-0006';

/**
 * 0007 adds the foreign keys (by rebuilding tables), the credit ledger and the
 * messages table. On a database with data: ordinary rows survive, orphans go
 * (or lose the dangling reference), credit counters become opening entries,
 * and afterwards the keys hold. Run through each client the app uses.
 */
const TAG = '0007_foreign_keys_credits_messages';
const ids = async (o: Opened, sql: string) => (await rows(o.client, sql)).map((r) => Object.values(r).join('|')).sort();

describe.each(DRIVERS)('migration 0007 on a database with data (%s client)', (driver) => {
  let db: Opened;
  afterEach(async () => db?.close());

  async function migrated() {
    db = await openClient(driver);
    expect(await upgradeWith(db.client, TAG, seed0006)).toEqual([TAG]);
    return db;
  }

  it('keeps ordinary rows, deletes orphans and clears dangling optional references', async () => {
    const o = await migrated();
    // Attendance survives: with keys on, rebuilding `appointments` (DROP TABLE) would have cascaded into it.
    expect(await ids(o, 'SELECT appointment_id, client_id, status FROM appointment_clients')).toEqual([
      'a1|c1|attended',
      'a2|c2|pending',
    ]);
    expect(await ids(o, 'SELECT package_id, service_id, quantity FROM package_services')).toEqual(['p1|sv1|5']);
    expect(await ids(o, 'SELECT series_id, date FROM appointment_series_exceptions')).toEqual(['sr1|2026-01-12']);
    expect(await ids(o, 'SELECT id FROM sessions')).toEqual(['s1']);
    expect(await ids(o, 'SELECT id FROM user_tokens')).toEqual(['t1']);
    expect(await ids(o, 'SELECT id FROM api_tokens')).toEqual(['k1']);
    expect(await ids(o, 'SELECT id FROM clients')).toEqual(['c1', 'c2']);
    expect(await ids(o, 'SELECT id FROM subscriptions')).toEqual(['sub1']);
    // Appointments keep their history; references to what is gone are cleared.
    expect(
      await ids(o, 'SELECT id, service_id, class_id, discount_id, location_id, series_id FROM appointments ORDER BY id'),
    ).toEqual(['a1|sv1||d1|l1|', 'a2|||||', 'a3|||||', 'a4||cl1|||']);
    expect(await ids(o, 'SELECT id, discount_id, service_id FROM appointment_series')).toEqual(['sr1||sv1']);
    expect(await ids(o, 'SELECT id, referred_by_affiliate_id FROM users')).toEqual(['aff|', 'u1|', 'u2|aff', 'u3|']);
    expect(await ids(o, 'SELECT id, business_id FROM outbox_messages')).toEqual(['m1|b1', 'm2|']);
    expect(await rows(o.client, 'SELECT * FROM pragma_foreign_key_check')).toEqual([]);
  });

  it('turns the credit counters into opening ledger entries and drops the columns', async () => {
    const o = await migrated();
    expect(
      await rows(o.client, 'SELECT business_id, channel, seq, delta, balance, reason FROM credit_entries ORDER BY channel'),
    ).toEqual([{ business_id: 'b1', channel: 'sms', seq: 1, delta: 7, balance: 7, reason: 'opening_balance' }]);
    const columns = (await rows(o.client, 'SELECT name FROM pragma_table_info(?)', ['subscriptions'])).map((r) => r.name);
    expect(columns).not.toContain('sms_credits');
    expect(columns).not.toContain('email_credits');
    expect(columns).toContain('trial_ends_at');
  });

  it('enforces the keys afterwards: orphans refused, cascades and restrictions as designed', async () => {
    const o = await migrated();
    const c = o.client;
    const fk = /FOREIGN KEY constraint failed/;
    await expect(
      c.execute(
        "INSERT INTO appointment_clients (appointment_id, client_id, business_id, created_at) VALUES ('a1', 'nobody', 'b1', 1)",
      ),
    ).rejects.toThrow(fk);
    await expect(
      c.execute("INSERT INTO package_services (package_id, service_id, business_id) VALUES ('p1', 'nothing', 'b1')"),
    ).rejects.toThrow(fk);
    await expect(
      c.execute(
        "INSERT INTO credit_entries (id, business_id, channel, seq, delta, balance, reason, created_at) VALUES ('e', 'nobody', 'sms', 1, 1, 1, 'purchase', 1)",
      ),
    ).rejects.toThrow(fk);
    // RESTRICT: a client with attendance, a service in use, a business with rows
    await expect(c.execute("DELETE FROM clients WHERE id = 'c1'")).rejects.toThrow(fk);
    await expect(c.execute("DELETE FROM services WHERE id = 'sv1'")).rejects.toThrow(fk);
    await expect(c.execute("DELETE FROM businesses WHERE id = 'b1'")).rejects.toThrow(fk);
    // SET NULL: the appointment outlives its location and discount, a session its class
    await c.execute("DELETE FROM locations WHERE id = 'l1'");
    await c.execute("DELETE FROM discounts WHERE id = 'd1'");
    expect(await ids(o, "SELECT location_id, discount_id, price FROM appointments WHERE id = 'a1'")).toEqual(['||50000']);
    await c.execute("DELETE FROM classes WHERE id = 'cl1'");
    expect(await ids(o, "SELECT id, class_id FROM appointments WHERE type = 'class_session'")).toEqual(['a3|', 'a4|']);
    // CASCADE: pure children go with their parent
    await c.execute("DELETE FROM appointments WHERE id = 'a1'");
    expect(await ids(o, "SELECT client_id FROM appointment_clients WHERE appointment_id = 'a1'")).toEqual([]);
    await c.execute("DELETE FROM packages WHERE id = 'p1'");
    expect(await ids(o, 'SELECT package_id FROM package_services')).toEqual([]);
    await c.execute("DELETE FROM appointment_series WHERE id = 'sr1'");
    expect(await ids(o, 'SELECT series_id FROM appointment_series_exceptions')).toEqual([]);
    // c1's last link went with a1: now it can go
    await c.execute("DELETE FROM clients WHERE id = 'c1'");
    expect(await ids(o, 'SELECT id FROM clients')).toEqual(['c2']);
  });
});
