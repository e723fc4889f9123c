import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLocal } from '../src/shared/zoned';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { prng } from './support/prng';

/**
 * Net income by day (issue 27) is summed from the trigger-kept hourly rollup (analytics_income_hours) when the
 * zone's offsets and changes fall on whole hours, else from the payments. Either way each local day's income must
 * equal its payments (vouchers left out) read straight from the ledger: payments at random instants of a year,
 * many near midnight and the DST changes, read back in zones on the hour (with and without DST) and off it.
 */
let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
});
afterAll(() => h.close());

describe('net income by day from the hourly rollup', () => {
  it('equals the payments of each local day, in zones on the hour and off it', async () => {
    const o = await registerOwner(h);
    const bid = o.user.business.id;
    const rnd = prng(27);
    const base = Date.UTC(2026, 0, 1);
    const taken: { at: number; amount: number; method: string }[] = [];
    for (let i = 0; i < 400; i++) {
      const day = Math.floor(rnd() * 330);
      // Near a midnight somewhere (UTC −4 … +10:30) half of the time, anywhere in the day otherwise.
      const at =
        base +
        day * 86_400_000 +
        (rnd() < 0.5 ? Math.floor(rnd() * 86_400_000) : (Math.floor(rnd() * 30) - 10) * 1_800_000 + Math.floor(rnd() * 60_000));
      const method = rnd() < 0.15 ? 'gift_voucher' : rnd() < 0.5 ? 'cash' : 'card_payment';
      const amount = 1 + Math.floor(rnd() * 5000);
      taken.push({ at, amount, method });
    }
    await h.db.run(sql`PRAGMA foreign_keys = OFF`);
    for (const [i, p] of taken.entries())
      await h.db.run(sql`INSERT INTO payments (id, business_id, checkout_id, kind, type, method, amount, currency, taken_at,
          voucher_id, created_at)
        VALUES (${`p${i}`}, ${bid}, ${`k${i}`}, 'payment', 'standalone', ${p.method}, ${p.amount}, 'GBP', ${p.at},
          ${p.method === 'gift_voucher' ? 'v' : null}, 0)`);
    await h.db.run(sql`PRAGMA foreign_keys = ON`);
    for (const tz of ['Europe/London', 'Europe/Kyiv', 'America/New_York', 'Asia/Kolkata', 'Australia/Adelaide', 'UTC']) {
      await h.db.run(sql`UPDATE businesses SET timezone = ${tz} WHERE id = ${bid}`);
      const want = new Map<string, number>();
      for (const p of taken) {
        if (p.method === 'gift_voucher') continue;
        const d = toLocal(p.at, tz).date;
        if (d >= '2026-01-01' && d <= '2026-11-30') want.set(d, (want.get(d) ?? 0) + p.amount);
      }
      const res = await o.client.get('/api/v1/payments/net-income?start_date=2026-01-01&end_date=2026-11-30&period=day');
      expect(res.status, tz).toBe(200);
      const got = new Map<string, number>(
        (res.body.data.periods as { start: string; income: number }[])
          .filter((p) => p.income !== 0)
          .map((p) => [p.start, p.income]),
      );
      expect(got, tz).toEqual(want);
      expect(res.body.data.income, tz).toBe([...want.values()].reduce((a, b) => a + b, 0));
    }
  });
});
