import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyDiscount } from '../src/shared/money';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

/**
 * The server stores `discounted_amount` as the amount OFF price × quantity, through the same
 * shared calculation the appointment form shows its total with (`applyDiscount`), so the two agree.
 */
describe('appointment discounts go through the one Money calculation', () => {
  async function booked(price: number, quantity: number, rule: { type: 'percentage' | 'fixed'; value: number }) {
    const { client } = await registerOwner(h, { locale: 'en' });
    const clientId = (await client.post('/api/v1/clients', { first_name: 'Emma', last_name: 'Brown' })).body.data.id as string;
    const service = (
      await client.post('/api/v1/services', {
        name: 'Cut',
        type: 'single',
        parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
        colour: '#2563eb',
        price,
      })
    ).body.data.id as string;
    const discount = (await client.post('/api/v1/discounts', { name: 'Off', ...rule })).body.data.id as string;
    const res = await client.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: service,
      client_ids: [clientId],
      date: '2026-12-15',
      start_time: '10:00',
      quantity,
      discount_id: discount,
    });
    expect(res.status).toBe(200);
    return res.body.data as { price: number; quantity: number; discounted_amount: number; payment_status: string };
  }

  it('a percentage is rounded half up to the minor unit: 10.05 at 50 % takes 5.03 off', async () => {
    const a = await booked(1005, 1, { type: 'percentage', value: 5000 });
    expect(a.discounted_amount).toBe(503);
    expect(a.price * a.quantity - a.discounted_amount).toBe(applyDiscount(1005, { type: 'percentage', value: 5000 }));
  });

  it('a fixed discount takes off at most the whole amount, leaving nothing to pay', async () => {
    const a = await booked(500, 2, { type: 'fixed', value: 1500 });
    expect(a.discounted_amount).toBe(1000);
    expect(a.payment_status).toBe('free');
  });

  it('is exact where a float product would round: 99 × 99,999,948.99 at 99.99 %', async () => {
    const a = await booked(9_999_994_899, 99, { type: 'percentage', value: 9999 });
    expect(a.discounted_amount).toBe(989_900_495_051);
    expect(a.price * a.quantity - a.discounted_amount).toBe(
      applyDiscount(a.price * a.quantity, { type: 'percentage', value: 9999 }),
    );
  });
});
