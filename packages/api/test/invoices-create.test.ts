import { invoices, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { body, item } from './support/invoices';
import { DAY, owner } from './support/offerings';

/** Making invoices: items and totals, defaults from the client and the settings, input checks, edits, plans, read-only mode. */

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('invoices', () => {
  it('creates a numbered manual invoice with its items and total; lists, filters, reads it', async () => {
    const { client } = await owner(h);
    const res = await client.post('/api/v1/invoices', body());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Invoice created.');
    expect(res.body.data).toMatchObject({
      number: 'INV-0001',
      type: 'manual',
      status: 'issued',
      currency: 'GBP',
      total: 2 * 3550 + 1299,
      paid: 0,
      due: 8399,
      colour: '#0f766e',
      locale: 'en',
      sent_at: null,
    });
    expect(res.body.data.lines.map((i: { description: string; amount: number }) => [i.description, i.amount])).toEqual([
      ['Haircut', 7100],
      ['Beard trim', 1299],
    ]);
    const second = await client.post('/api/v1/invoices', body({ bill_to_name: 'Олена Коваль', date: '2026-11-23' }));
    expect(second.body.data.number).toBe('INV-0002');

    const list = await client.get('/api/v1/invoices');
    expect(list.body.data.map((i: { number: string }) => i.number)).toEqual(['INV-0002', 'INV-0001']);
    expect(list.body.meta).toMatchObject({ total: 2, page: 1 });
    expect((await client.get('/api/v1/invoices?search=олена')).body.data.map((i: { number: string }) => i.number)).toEqual([
      'INV-0002',
    ]);
    expect((await client.get('/api/v1/invoices?search=0002')).body.data.map((i: { number: string }) => i.number)).toEqual([
      'INV-0002',
    ]);
    expect((await client.get('/api/v1/invoices?from=2026-11-23&to=2026-11-30')).body.data).toHaveLength(1);
    expect((await client.get('/api/v1/invoices?status=sent')).body.data).toHaveLength(0);
    const one = await client.get(`/api/v1/invoices/${res.body.data.id}`);
    expect(one.body.data).toEqual(res.body.data);
  });

  it('takes name, email and billing address from the client, and defaults from the settings', async () => {
    const { client } = await owner(h);
    const c = await client.post('/api/v1/clients', {
      first_name: 'Olena',
      last_name: 'Koval',
      email: 'olena@example.com',
      billing_address: 'Khreshchatyk 1, Kyiv',
    });
    const saved = await client.put('/api/v1/invoices/settings', {
      prefix: '2026/',
      colour: '#7C3AED',
      footer: 'Koval Studio Ltd',
      bank_details: 'Sort code 00-00-00',
      due_days: 30,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ prefix: '2026/', colour: '#7c3aed', next_number: '2026/0001' });
    const res = await client.post('/api/v1/invoices', {
      client_id: c.body.data.id,
      date: '2026-11-22',
      lines: [item('Massage', 1, 5000)],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      number: '2026/0001',
      client_id: c.body.data.id,
      bill_to_name: 'Olena Koval',
      bill_to_email: 'olena@example.com',
      billing_address: 'Khreshchatyk 1, Kyiv',
      due_date: '2026-12-22',
      colour: '#7c3aed',
      footer: 'Koval Studio Ltd',
      bank_details: 'Sort code 00-00-00',
    });
    // A blank value means none, not the default.
    const bare = await client.post('/api/v1/invoices', body({ footer: '', bank_details: null }));
    expect(bare.body.data).toMatchObject({ number: '2026/0002', footer: null, bank_details: null });
    // The client's invoices tab.
    const tab = await client.get(`/api/v1/clients/invoices/${c.body.data.id}`);
    expect(tab.body.data).toEqual([
      expect.objectContaining({ id: res.body.data.id, title: '2026/0001', status: 'issued', amount: 5000, currency: 'GBP' }),
    ]);
  });

  it('settings default the bank details from the payment settings', async () => {
    const { client } = await owner(h);
    const put = await client.put('/api/v1/user/payment-settings', {
      accepted_methods: ['cash', 'bank_transfer'],
      default_method: 'cash',
      bank_details: 'IBAN GB00 TEST',
    });
    expect(put.status).toBe(200);
    const settings = await client.get('/api/v1/invoices/settings');
    expect(settings.body.data).toMatchObject({
      prefix: 'INV-',
      bank_details: 'IBAN GB00 TEST',
      due_days: 14,
      next_number: 'INV-0001',
    });
  });

  it('refuses bad input with translated field errors and writes nothing', async () => {
    const { client } = await owner(h, 'uk');
    const cases: [Record<string, unknown>, string][] = [
      [body({ lines: [] }), 'lines'],
      [body({ lines: Array.from({ length: 101 }, () => item('x', 1, 1)) }), 'lines'],
      [body({ due_date: '2026-11-01' }), 'due_date'],
      [body({ lines: [item('', 1, 100)] }), 'lines.0.description'],
      [body({ lines: [item('x', 0, 100)] }), 'lines.0.quantity'],
      [body({ lines: [item('x', 1, -1)] }), 'lines.0.unit_price'],
      [body({ bill_to_email: 'not-an-email' }), 'bill_to_email'],
      [body({ bill_to_name: '' }), 'bill_to_name'],
      [body({ colour: 'red' }), 'colour'],
      [body({ date: '2026-02-30' }), 'date'],
    ];
    for (const [input, field] of cases) {
      const res = await client.post('/api/v1/invoices', input);
      expect(res.status, field).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    // A missing name is reported together with the lines' errors, not only once they are right.
    const both = await client.post('/api/v1/invoices', body({ bill_to_name: '', lines: [item('', 1, 100)] }));
    expect(Object.keys(both.body.errors).sort()).toEqual(['bill_to_name', 'lines.0.description']);
    const due = await client.post('/api/v1/invoices', body({ due_date: '2026-11-01' }));
    expect(due.body.errors.due_date).toEqual(['Термін оплати не може бути раніше за дату рахунку']);
    expect(await h.db.select().from(invoices)).toHaveLength(0);
  });

  it('edits an unsent manual invoice (number kept) and refuses once it is sent', async () => {
    const { client } = await owner(h);
    const id = (await client.post('/api/v1/invoices', body())).body.data.id;
    const edited = await client.put(`/api/v1/invoices/${id}`, body({ lines: [item('Colour', 3, 4000)], notes: 'Thanks' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ number: 'INV-0001', total: 12000, notes: 'Thanks' });
    expect(edited.body.data.lines).toHaveLength(1);
    await client.post(`/api/v1/invoices/${id}/send`);
    const refused = await client.put(`/api/v1/invoices/${id}`, body());
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INVOICE_NOT_EDITABLE');
    expect((await client.get(`/api/v1/invoices/${id}`)).body.data).toMatchObject({ total: 12000, status: 'sent' });
  });

  it('invoicing is for business and premium plans; a lite owner is told which plan has it', async () => {
    const o = await owner(h);
    await h.db
      .update(subscriptions)
      .set({ plan_name: 'Lite', trial_ends_at: new Date(h.clock.now.getTime() - DAY) })
      .where(eq(subscriptions.business_id, o.user.business.id));
    for (const res of [await o.client.get('/api/v1/invoices'), await o.client.post('/api/v1/invoices', body())]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'FEATURE_NOT_IN_PLAN', message: 'This feature is available only on business plan' });
    }
  });

  it('read-only mode refuses creating and sending', async () => {
    const o = await owner(h);
    const id = (await o.client.post('/api/v1/invoices', body())).body.data.id;
    await h.db
      .update(subscriptions)
      .set({ plan_name: 'Business', trial_ends_at: new Date(h.clock.now.getTime() - DAY), has_incomplete_payment: true })
      .where(eq(subscriptions.business_id, o.user.business.id));
    expect((await o.client.post('/api/v1/invoices', body())).body.code).toBe('READ_ONLY');
    expect((await o.client.post(`/api/v1/invoices/${id}/send`)).body.code).toBe('READ_ONLY');
    expect((await o.client.get(`/api/v1/invoices/${id}`)).status).toBe(200);
  });
});
