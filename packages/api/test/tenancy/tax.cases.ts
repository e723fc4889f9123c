import { payments } from '@kairos/db';
import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

/** B has income this year (a payment A must never see in its estimate). */
export async function seed(t: TenancyWorld) {
  const businessId = t.b.user.business.id;
  const currency = (await t.b.client.get('/api/v1/tax/estimate')).body.data.currency as string;
  await t.h.db.insert(payments).values({
    id: 'tax-b-income',
    business_id: businessId,
    checkout_id: 'tax-b-checkout',
    kind: 'payment',
    type: 'standalone',
    method: 'cash',
    amount: 4_321_00,
    currency,
    taken_at: new Date(t.h.clock.now.getTime() - 60_000),
  });
}

export const cases = (t: TenancyWorld): Cases => ({
  'tax.estimate': async () => {
    // A's estimate sums A's ledger only, whatever A asks for; B's still holds its payment.
    const mine = await t.a.client.get(`/api/v1/tax/estimate?business_id=${t.b.user.business.id}`);
    expect(mine.status).toBe(200);
    const { start_date, end_date, income } = mine.body.data;
    const ledger = await t.a.client.get(`/api/v1/payments/statistic?start_date=${start_date}&end_date=${end_date}`);
    expect(income).toBe(ledger.body.data.net);
    const theirs = (await t.b.client.get('/api/v1/tax/estimate')).body.data;
    expect(theirs.income).toBeGreaterThanOrEqual(4_321_00);
  },
});
