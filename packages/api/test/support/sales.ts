import { type Harness, registerOwner } from './harness';
import { service } from './offerings';

/** Fixtures the sales tests share: a shop with a client, products, a package and gift vouchers, made through the API. */

type Client = Awaited<ReturnType<typeof registerOwner>>['client'];

async function created(client: Client, path: string, body: unknown): Promise<string> {
  const res = await client.post(path, body);
  if (res.status !== 200) throw new Error(`${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

export async function shop(h: Harness, locale: 'en' | 'uk' = 'en') {
  const o = await registerOwner(h, { locale, timezone: locale === 'en' ? 'Europe/London' : 'Europe/Kyiv' });
  o.client.setLocale(locale);
  const c = o.client;
  const clientId = await created(c, '/api/v1/clients', { first_name: 'Iryna', last_name: 'Bondar' });
  const shampoo = await created(c, '/api/v1/products', { name: 'Shampoo', price: 1250, stock: 5 });
  const comb = await created(c, '/api/v1/products', { name: 'Comb', price: 399 });
  const cut = await created(c, '/api/v1/services', service('Haircut', 3500));
  const beard = await created(c, '/api/v1/services', service('Beard trim', 1500));
  const fiveCuts = await created(c, '/api/v1/packages', {
    name: 'Five cuts',
    services: [
      { service_id: cut, quantity: 5 },
      { service_id: beard, quantity: 2 },
    ],
    price: 15000,
    expiry_months: 6,
  });
  const giftCard = await created(c, '/api/v1/gift-voucher', {
    name: 'Gift card',
    kind: 'amount',
    amount: 5000,
    price: 4500,
    colour: '#2563eb',
    expiry_months: 12,
  });
  const pamper = await created(c, '/api/v1/gift-voucher', {
    name: 'Pamper day',
    kind: 'items',
    included: [
      { type: 'service', id: cut, quantity: 2 },
      { type: 'product', id: shampoo, quantity: 1 },
    ],
    price: 7000,
    colour: '#db2777',
    expiry_date: '2027-03-31',
  });
  return { ...o, c, clientId, shampoo, comb, cut, beard, fiveCuts, giftCard, pamper };
}

export type Shop = Awaited<ReturnType<typeof shop>>;

export const product = (item_id: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
  kind: 'product',
  item_id,
  quantity,
  ...extra,
});
export const pkg = (item_id: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
  kind: 'package',
  item_id,
  quantity,
  ...extra,
});
export const voucher = (item_id: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
  kind: 'gift_voucher',
  item_id,
  quantity,
  ...extra,
});
