import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
});
afterAll(() => h.close());

describe('analytics: an empty business', () => {
  it('GET /data/statistic answers the whole dashboard with zeros', async () => {
    const o = await registerOwner(h);
    const res = await o.client.get('/api/v1/data/statistic');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      currency: 'GBP',
      today: { date: '2026-11-22', count: 0, items: [] },
      income: { start_date: '2026-11-01', end_date: '2026-11-30', net: 0, count: 0 },
      left_to_pay: { total: 0, appointments: 0, sales: 0 },
      new_clients: { this_month: 0, last_month: 0 },
      last_week: { start_date: '2026-11-09', end_date: '2026-11-15' },
      credits: { sms: expect.any(Number), email: expect.any(Number) },
    });
  });
});
