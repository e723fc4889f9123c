import { afterEach, describe, expect, it } from 'vitest';
import { DRIVERS, type Opened, openClient, rows, upgradeWith } from './support/migration-clients';

/**
 * 0023 keys provider_events by business, provider, provider account and event id (issue 25 M1). On a database with
 * events: each keeps its business and time and gets its business's connected LiqPay / Square account (Stripe rows
 * and events of a provider no longer connected: ''); afterwards two businesses can hold the same event id.
 */
const TAG = '0023_provider_events_by_business';
const T = 1_790_000_000_000;
const SEED = [
  `INSERT INTO users (id, email, password_hash, first_name, last_name, created_at, updated_at)
   VALUES ('u1', 'a@x.test', 'h', 'A', 'A', ${T}, ${T}), ('u2', 'b@x.test', 'h', 'B', 'B', ${T}, ${T})`,
  `INSERT INTO businesses (id, owner_user_id, name, slug, timezone, currency, region, created_at, updated_at)
   VALUES ('b1', 'u1', 'A', 'a', 'Europe/Kyiv', 'UAH', 'UK', ${T}, ${T}),
          ('b2', 'u2', 'B', 'b', 'Europe/London', 'GBP', 'GB', ${T}, ${T})`,
  `INSERT INTO payment_integrations (id, business_id, provider, public_key, secret, hint, created_at, updated_at)
   VALUES ('i1', 'b1', 'liqpay', 'i000001', 's', 'h', ${T}, ${T}),
          ('i2', 'b2', 'square', 'LOC1', 's', 'h', ${T}, ${T}),
          ('i3', 'b2', 'stripe', NULL, 's', 'h', ${T}, ${T})`,
  `INSERT INTO provider_events (provider, event_id, business_id, received_at)
   VALUES ('liqpay', '77:success', 'b1', ${T}), ('square', 'sq1', 'b2', ${T + 1}),
          ('stripe', 'evt_1', 'b2', ${T + 2}), ('square', 'sq-old', 'b1', ${T + 3})`,
];

describe.each(DRIVERS)('migration 0023 on a database with events (%s client)', (driver) => {
  let db: Opened;
  afterEach(async () => db?.close());

  it('backfills each event with its business and account; the same event id can then be two businesses’', async () => {
    db = await openClient(driver);
    expect(await upgradeWith(db.client, TAG, SEED)).toEqual([TAG]);
    expect(
      await rows(
        db.client,
        'SELECT business_id, provider, account, event_id, received_at FROM provider_events ORDER BY received_at',
      ),
    ).toEqual([
      { business_id: 'b1', provider: 'liqpay', account: 'i000001', event_id: '77:success', received_at: T },
      { business_id: 'b2', provider: 'square', account: 'LOC1', event_id: 'sq1', received_at: T + 1 },
      { business_id: 'b2', provider: 'stripe', account: '', event_id: 'evt_1', received_at: T + 2 },
      { business_id: 'b1', provider: 'square', account: '', event_id: 'sq-old', received_at: T + 3 },
    ]);
    await db.client.execute(
      `INSERT INTO provider_events (business_id, provider, account, event_id, received_at) VALUES ('b2', 'liqpay', 'i000002', '77:success', ${T})`,
    );
    await expect(
      db.client.execute(
        `INSERT INTO provider_events (business_id, provider, account, event_id, received_at) VALUES ('b1', 'liqpay', 'i000001', '77:success', ${T})`,
      ),
    ).rejects.toThrow(/UNIQUE|PRIMARY KEY/);
    // Still the business's: deleting it takes its events along.
    await db.client.execute("DELETE FROM payment_integrations WHERE business_id = 'b1'");
    await db.client.execute("UPDATE users SET business_id = NULL WHERE id = 'u1'");
    await db.client.execute("DELETE FROM businesses WHERE id = 'b1'");
    expect(await rows(db.client, "SELECT count(*) AS n FROM provider_events WHERE business_id = 'b1'")).toEqual([{ n: 0 }]);
  });
});
