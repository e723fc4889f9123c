import type { Harness } from './harness';

/** Fixtures the invoices tests share: an invoice body with two lines, and an invoice's PDF fetched with a client's cookies. */

export const item = (description: string, quantity: number, unit_price: number) => ({ description, quantity, unit_price });

export const body = (overrides: Record<string, unknown> = {}) => ({
  bill_to_name: 'Emma Brown',
  bill_to_email: 'emma@example.com',
  billing_address: '1 High Street\nLondon',
  date: '2026-11-22',
  due_date: '2026-12-06',
  lines: [item('Haircut', 2, 3550), item('Beard trim', 1, 1299)],
  ...overrides,
});

export async function pdfOf(h: Harness, client: { cookies: Map<string, string> }, id: string, locale: 'en' | 'uk' = 'en') {
  const res = await h.app.request(`http://localhost/api/v1/invoices/${id}/pdf`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-locale': locale },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
