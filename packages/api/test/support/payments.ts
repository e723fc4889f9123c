import type { Harness } from './harness';
import { type Shop, shop } from './sales';

/** Fixtures the payments tests share: a shop (see sales.ts) with a past appointment of the client's. */
export async function till(h: Harness, locale: 'en' | 'uk' = 'en') {
  const s = await shop(h, locale);
  const booked = await book(s, s.cut, '2026-11-20', '10:00');
  return { ...s, apptId: booked };
}

export type Till = Awaited<ReturnType<typeof till>>;

export async function book(s: Shop, serviceId: string, date: string, time: string, extra: Record<string, unknown> = {}) {
  const res = await s.c.post('/api/v1/appointments', {
    type: 'appointment',
    service_id: serviceId,
    client_ids: [s.clientId],
    date,
    start_time: time,
    allow_overlap: true,
    ...extra,
  });
  if (res.status !== 200) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** Sells lines to the shop's client; answers the sale detail. */
export async function sell(s: Shop, lines: unknown[]) {
  const res = await s.c.post('/api/v1/sales', { client_id: s.clientId, lines });
  if (res.status !== 200) throw new Error(`sale failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export const cash = (amount: number, tendered?: number) => ({ method: 'cash', amount, ...(tendered ? { tendered } : {}) });
export const card = (amount: number) => ({ method: 'card_payment', amount });
export const byVoucher = (amount: number, voucher_code: string) => ({ method: 'gift_voucher', amount, voucher_code });
