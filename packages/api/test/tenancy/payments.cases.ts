import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

const service = (name: string) => ({
  name,
  type: 'single',
  parts: [{ title: name, duration_minutes: 30, type: 'block' }],
  colour: '#2563eb',
  price: 3000,
});

async function ok(res: { status: number; body: { data: unknown } }, what: string) {
  if (res.status !== 200) throw new Error(`seed ${what}: ${res.status} ${JSON.stringify(res.body)}`);
  // biome-ignore lint/suspicious/noExplicitAny: seed answers are read loosely
  return res.body.data as any;
}

/** B: a past appointment paid in part by card, an unpaid sale, a sold gift voucher. A: the same, its own (positive controls). */
export async function seed(t: TenancyWorld) {
  for (const [who, o, clientId] of [
    ['b', t.b, t.bClientId],
    ['a', t.a, null],
  ] as const) {
    const c = o.client;
    const client =
      clientId ?? (await ok(await c.post('/api/v1/clients', { first_name: 'Mine', last_name: 'Payer' }), 'client')).id;
    const svc = (await ok(await c.post('/api/v1/services', service(who === 'b' ? 'Secret Pay Cut' : 'Own Pay Cut')), 'service'))
      .id;
    const appt = await ok(
      await c.post('/api/v1/appointments', {
        type: 'appointment',
        service_id: svc,
        client_ids: [client],
        date: '2026-11-20',
        start_time: '10:00',
        allow_overlap: true,
      }),
      'appointment',
    );
    const product = (await ok(await c.post('/api/v1/products', { name: `${who} lotion`, price: 900 }), 'product')).id;
    const sale = await ok(
      await c.post('/api/v1/sales', { client_id: client, lines: [{ kind: 'product', item_id: product }] }),
      'sale',
    );
    const gv = (
      await ok(
        await c.post('/api/v1/gift-voucher', {
          name: `${who} card`,
          kind: 'amount',
          amount: 5000,
          price: 5000,
          colour: '#2563eb',
        }),
        'voucher',
      )
    ).id;
    const sold = await ok(
      await c.post('/api/v1/sales', { client_id: client, lines: [{ kind: 'gift_voucher', item_id: gv }] }),
      'voucher sale',
    );
    const paid = await ok(
      await c.post('/api/v1/payments', {
        items: [{ appointment_id: appt.id, client_id: client }],
        payments: [{ method: 'card_payment', amount: who === 'b' ? 1000 : 700 }],
      }),
      'payment',
    );
    t.ids[`pay.${who}.client`] = client;
    t.ids[`pay.${who}.appt`] = appt.id;
    t.ids[`pay.${who}.sale`] = sale.id;
    t.ids[`pay.${who}.code`] = sold.vouchers[0].code;
    t.ids[`pay.${who}.payment`] = paid.payments[0].id;
    t.ids[`pay.${who}.checkout`] = paid.checkout_id;
  }
}

/** B's payment is as it was: not refunded, not voided, and its appointment still has 2000 to pay. */
async function bUntouched(t: TenancyWorld) {
  const p = await t.b.client.get(`/api/v1/payments/${t.ids['pay.b.payment']}`);
  expect(p.body.data).toMatchObject({ amount: 1000, refunded: 0, voided: false });
  const a = await t.b.client.get(`/api/v1/appointments/${t.ids['pay.b.appt']}`);
  expect(a.body.data.left_to_pay).toBe(2000);
  const stats = await t.b.client.get('/api/v1/payments/statistic');
  // By card: other areas' seeds (analytics) also pay B in cash.
  expect(stats.body.data.by_method).toContainEqual({ method: 'card_payment', amount: 1000, count: 1 });
  expect(stats.body.data).toMatchObject({ refunds: 0, vouchers_redeemed: 0 });
}

/** A list of A's answers none of B's rows and holds A's own. */
async function listHoldsOnlyA(t: TenancyWorld, path: string, own: string | null) {
  const res = await t.a.client.get(path);
  expect(res.status).toBe(200);
  const text = JSON.stringify(res.body);
  for (const key of ['pay.b.payment', 'pay.b.appt', 'pay.b.sale', 'pay.b.client', 'pay.b.checkout'])
    expect(text).not.toContain(t.ids[key]);
  if (own) expect(text).toContain(t.ids[own]);
}

export const cases = (t: TenancyWorld): Cases => ({
  'payments.list': async () => {
    await listHoldsOnlyA(t, '/api/v1/payments', 'pay.a.payment');
    await listHoldsOnlyA(t, `/api/v1/payments?client_id=${t.ids['pay.b.client']}`, null);
  },
  'payments.listAppointment': () => listHoldsOnlyA(t, '/api/v1/payments/appointment', 'pay.a.payment'),
  'payments.listSale': () => listHoldsOnlyA(t, '/api/v1/payments/sale', null),
  'payments.listStandalone': () => listHoldsOnlyA(t, '/api/v1/payments/standalone', null),
  'payments.statistic': async () => {
    const res = await t.a.client.get('/api/v1/payments/statistic');
    expect(res.body.data).toMatchObject({ income: 700, count: 1 });
  },
  'payments.netIncome': async () => {
    const res = await t.a.client.get('/api/v1/payments/net-income?start_date=2026-11-01&end_date=2026-11-30');
    expect(res.body.data).toMatchObject({ income: 700 });
  },
  'payments.leftToPayAppointments': () => listHoldsOnlyA(t, '/api/v1/payments/left-to-pay/appointment', 'pay.a.appt'),
  'payments.leftToPaySales': () => listHoldsOnlyA(t, '/api/v1/payments/left-to-pay/sale', 'pay.a.sale'),
  'payments.leftToPayStatistic': async () => {
    const res = await t.a.client.get('/api/v1/payments/left-to-pay/statistic');
    // A's own: 3000 − 700 on the appointment, 900 and the 5000 voucher sale unpaid.
    expect(res.body.data).toMatchObject({ total: 2300 + 900 + 5000 });
  },
  'payments.leftToPayClient': async () => {
    await t.notFoundForA('GET', `/api/v1/payments/left-to-pay/clients/${t.ids['pay.b.client']}`);
    const own = await t.a.client.get(`/api/v1/payments/left-to-pay/clients/${t.ids['pay.a.client']}`);
    expect(own.body.data).toMatchObject({ total: 2300 + 900 + 5000 });
  },
  'payments.create': async () => {
    const cash = [{ method: 'cash', amount: 100 }];
    await t.notFoundForA('POST', '/api/v1/payments', {
      items: [{ appointment_id: t.ids['pay.b.appt'], client_id: t.ids['pay.b.client'] }],
      payments: cash,
    });
    await t.notFoundForA('POST', '/api/v1/payments', {
      items: [{ appointment_id: t.ids['pay.a.appt'], client_id: t.ids['pay.b.client'] }],
      payments: cash,
    });
    await t.notFoundForA('POST', '/api/v1/payments', { items: [{ sale_id: t.ids['pay.b.sale'] }], payments: cash });
    await t.notFoundForA('POST', '/api/v1/payments', { client_id: t.ids['pay.b.client'], payments: cash });
    // B's voucher code is no code at all for A: nothing is spent.
    const spent = await t.a.client.post('/api/v1/payments', {
      payments: [{ method: 'gift_voucher', amount: 100, voucher_code: t.ids['pay.b.code'] }],
    });
    expect(spent.body.code).toBe('VOUCHER_UNKNOWN');
    await bUntouched(t);
    // Positive control: A pays its own sale.
    const own = await t.a.client.post('/api/v1/payments', {
      items: [{ sale_id: t.ids['pay.a.sale'] }],
      payments: [{ method: 'cash', amount: 100 }],
    });
    expect(own.status).toBe(200);
    await t.a.client.del(`/api/v1/payments/checkout/${own.body.data.checkout_id}`);
  },
  'payments.refund': async () => {
    await t.notFoundForA('POST', `/api/v1/payments/refund/${t.ids['pay.b.payment']}`, { amount: 100 });
    await bUntouched(t);
  },
  'payments.delete': async () => {
    await t.notFoundForA('DELETE', `/api/v1/payments/${t.ids['pay.b.payment']}`);
    await bUntouched(t);
  },
  'payments.deleteCheckout': async () => {
    await t.notFoundForA('DELETE', `/api/v1/payments/checkout/${t.ids['pay.b.checkout']}`);
    await bUntouched(t);
  },
  'payments.get': async () => {
    await t.notFoundForA('GET', `/api/v1/payments/${t.ids['pay.b.payment']}`);
    expect((await t.a.client.get(`/api/v1/payments/${t.ids['pay.a.payment']}`)).status).toBe(200);
  },
});
