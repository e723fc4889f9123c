import { invoices, outboxMessages, paymentAllocations, payments, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadScope } from '../src/core/scope';
import { createAutoInvoice } from '../src/invoices/auto';
import { type Harness, makeHarness } from './support/harness';
import { emailsTo } from './support/mail';
import { DAY, owner } from './support/offerings';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const item = (description: string, quantity: number, unit_price: number) => ({ description, quantity, unit_price });
const body = (overrides: Record<string, unknown> = {}) => ({
  bill_to_name: 'Emma Brown',
  bill_to_email: 'emma@example.com',
  billing_address: '1 High Street\nLondon',
  date: '2026-11-22',
  due_date: '2026-12-06',
  lines: [item('Haircut', 2, 3550), item('Beard trim', 1, 1299)],
  ...overrides,
});

async function pdfOf(client: { cookies: Map<string, string> }, id: string, locale: 'en' | 'uk' = 'en') {
  const res = await h.app.request(`http://localhost/api/v1/invoices/${id}/pdf`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-locale': locale },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

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
    const due = await client.post('/api/v1/invoices', body({ due_date: '2026-11-01' }));
    expect(due.body.errors.due_date).toEqual(['Термін оплати не може бути раніше за дату рахунку']);
    expect(await h.db.select().from(invoices)).toHaveLength(0);
  });

  it('20 invoices created at the same moment get 20 distinct, consecutive numbers', async () => {
    const { client } = await owner(h);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.post('/api/v1/invoices', body({ notes: `n${i}` }))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = results.map((r) => r.body.data.number as string).sort();
    expect(new Set(numbers).size).toBe(20);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`));
  });

  it('numbers are per business and the database refuses a duplicate whatever the code does', async () => {
    const a = await owner(h);
    const b = await owner(h);
    expect((await a.client.post('/api/v1/invoices', body())).body.data.number).toBe('INV-0001');
    expect((await b.client.post('/api/v1/invoices', body())).body.data.number).toBe('INV-0001');
    const [row] = await h.db.select().from(invoices).where(eq(invoices.business_id, a.user.business.id));
    const copy = { ...row, id: 'dup-1', seq: 99 } as typeof invoices.$inferInsert;
    await expect(h.db.insert(invoices).values(copy)).rejects.toThrow();
    await expect(h.db.insert(invoices).values({ ...copy, number: 'OTHER-1', seq: row?.seq ?? 1 })).rejects.toThrow();
  });

  it('a prefix that makes the next number clash with an older one is a clear error', async () => {
    const { client } = await owner(h);
    await client.put('/api/v1/invoices/settings', { prefix: 'A-', colour: '#0f766e', due_days: 14 });
    for (let i = 0; i < 10; i++) await client.post('/api/v1/invoices', body());
    // With prefix "A-001" the next (seq 11) is "A-0010011"; an older invoice already carries that number.
    await client.put('/api/v1/invoices/settings', { prefix: 'A-001', colour: '#0f766e', due_days: 14 });
    await h.db.update(invoices).set({ number: 'A-0010011' }).where(eq(invoices.number, 'A-0001'));
    const res = await client.post('/api/v1/invoices', body());
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INVOICE_NUMBER_TAKEN');
    expect(res.body.message).toContain('prefix');
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

  it('sends with the PDF attached in the invoice language, resends, cancels; a cancelled invoice is never sent', async () => {
    const { client } = await owner(h);
    const id = (await client.post('/api/v1/invoices', body({ locale: 'uk', bill_to_name: 'Олена Коваль' }))).body.data.id;
    expect((await client.post(`/api/v1/invoices/${id}/resend`)).body.code).toBe('INVOICE_NOT_SENT');
    const sent = await client.post(`/api/v1/invoices/${id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Invoice sent.');
    expect(sent.body.data).toMatchObject({ status: 'sent', sent_at: h.clock.now.toISOString() });
    const mails = await emailsTo(h, 'emma@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Рахунок INV-0001 від Studio');
    expect(mails[0]?.body_text).toContain('Олена Коваль');
    expect(mails[0]?.body_text).toContain('83,99');
    const [file] = mails[0]?.attachments ?? [];
    expect(file).toMatchObject({ filename: 'рахунок-INV-0001.pdf', content_type: 'application/pdf' });
    expect(atob(file?.content_base64 ?? '').startsWith('%PDF-')).toBe(true);

    expect((await client.post(`/api/v1/invoices/${id}/send`)).body.code).toBe('INVOICE_ALREADY_SENT');
    h.advance(DAY);
    const again = await client.post(`/api/v1/invoices/${id}/resend`);
    expect(again.status).toBe(200);
    expect(again.body.data.sent_at).toBe(h.clock.now.toISOString());
    expect(await emailsTo(h, 'emma@example.com')).toHaveLength(2);

    const cancelled = await client.post(`/api/v1/invoices/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', number: 'INV-0001' });
    for (const action of ['send', 'resend']) {
      const res = await client.post(`/api/v1/invoices/${id}/${action}`);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('INVOICE_CANCELLED');
    }
    expect(await emailsTo(h, 'emma@example.com')).toHaveLength(2);
    expect((await client.post(`/api/v1/invoices/${id}/cancel`)).status).toBe(200);
    expect((await client.del(`/api/v1/invoices/${id}`)).body.code).toBe('INVOICE_NOT_DELETABLE');
    // The next invoice does not take the cancelled one's number.
    expect((await client.post('/api/v1/invoices', body())).body.data.number).toBe('INV-0002');
  });

  it('sending without an email address is a clear, translated error and changes nothing', async () => {
    const { client } = await owner(h, 'uk');
    const id = (await client.post('/api/v1/invoices', body({ bill_to_email: '' }))).body.data.id;
    const res = await client.post(`/api/v1/invoices/${id}/send`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INVOICE_NO_EMAIL');
    expect(res.body.message).toContain('email');
    expect((await client.get(`/api/v1/invoices/${id}`)).body.data.status).toBe('issued');
    await h.drain();
    expect(await h.db.select().from(outboxMessages).where(eq(outboxMessages.subject, 'Рахунок INV-0001 від Studio'))).toEqual([]);
  });

  it('a double click on Send mails once', async () => {
    const { client } = await owner(h);
    const id = (await client.post('/api/v1/invoices', body())).body.data.id;
    const [a, b] = await Promise.all([client.post(`/api/v1/invoices/${id}/send`), client.post(`/api/v1/invoices/${id}/send`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await emailsTo(h, 'emma@example.com')).toHaveLength(1);
  });

  it('deletes only an unsent manual invoice, and never issues its number again', async () => {
    const { client } = await owner(h);
    await client.post('/api/v1/invoices', body());
    const second = (await client.post('/api/v1/invoices', body())).body.data.id;
    const del = await client.del(`/api/v1/invoices/${second}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Invoice deleted.');
    expect((await client.get(`/api/v1/invoices/${second}`)).status).toBe(404);
    expect((await client.get('/api/v1/invoices')).body.data).toHaveLength(1);
    expect((await client.del(`/api/v1/invoices/${second}`)).status).toBe(404);
    expect((await client.post('/api/v1/invoices', body())).body.data.number).toBe('INV-0003');
  });

  it('serves the PDF with the number in its name', async () => {
    const { client } = await owner(h);
    const id = (await client.post('/api/v1/invoices', body())).body.data.id;
    const pdf = await pdfOf(client, id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('invoice-INV-0001.pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    expect(pdf.bytes.length).toBeLessThan(40_000);
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

describe('the dev outbox', () => {
  it('lists an invoice email’s PDF and serves it for download', async () => {
    h.close();
    h = await makeHarness({ DEV_OUTBOX: 'on' });
    const { client } = await owner(h);
    const id = (await client.post('/api/v1/invoices', body())).body.data.id;
    await client.post(`/api/v1/invoices/${id}/send`);
    await h.drain();
    const anon = h.client_();
    const outbox = await anon.query('system.outbox');
    const mail = outbox.body.result.data.messages.find((msg: { to: string }) => msg.to === 'emma@example.com');
    expect(mail.attachments).toEqual([
      { filename: 'invoice-INV-0001.pdf', content_type: 'application/pdf', size: expect.any(Number), downloadable: true },
    ]);
    const file = await anon.query('system.outboxAttachment', { message_id: mail.id, index: 0 });
    expect(file.body.result.data).toMatchObject({ file_name: 'invoice-INV-0001.pdf', mime_type: 'application/pdf' });
    expect(atob(file.body.result.data.content_base64).slice(0, 5)).toBe('%PDF-');
    expect((await anon.query('system.outboxAttachment', { message_id: mail.id, index: 1 })).status).toBe(404);
  });

  it('is closed like the outbox itself', async () => {
    const anon = h.client_();
    expect((await anon.query('system.outboxAttachment', { message_id: 'x', index: 0 })).status).toBe(404);
  });
});

describe('automatic invoices', () => {
  async function cardPayment(businessId: string, clientId: string | null, amount: number, provider: string | null = 'stripe') {
    const id = crypto.randomUUID();
    await h.db.insert(payments).values({
      id,
      business_id: businessId,
      checkout_id: id,
      kind: 'payment',
      type: clientId ? 'appointment' : 'standalone',
      method: 'card_payment',
      amount,
      currency: 'GBP',
      taken_at: h.clock.now,
      client_id: clientId,
      provider,
      provider_ref: provider ? `ch_${id}` : null,
      source: 'online',
    });
    return id;
  }

  it('makes one paid invoice per provider card payment, its allocations as items, idempotently', async () => {
    const o = await owner(h);
    const c = await o.client.post('/api/v1/clients', { first_name: 'Emma', last_name: 'Brown', email: 'emma@example.com' });
    const paymentId = await cardPayment(o.user.business.id, c.body.data.id, 6000);
    await h.db.insert(paymentAllocations).values({
      payment_id: paymentId,
      business_id: o.user.business.id,
      client_id: c.body.data.id,
      amount: 4500,
      currency: 'GBP',
    });
    const scope = await loadScope(h.db, o.user.business.id, h.clock.now);
    await o.client.post('/api/v1/invoices', body());
    const [first, second] = await Promise.all([createAutoInvoice(scope, paymentId), createAutoInvoice(scope, paymentId)]);
    expect(first).toEqual(second);
    expect(first.number).toBe('INV-0002');
    const got = await o.client.get(`/api/v1/invoices/${first.id}`);
    expect(got.body.data).toMatchObject({
      type: 'auto',
      payment_id: paymentId,
      client_id: c.body.data.id,
      bill_to_name: 'Emma Brown',
      bill_to_email: 'emma@example.com',
      total: 6000,
      paid: 6000,
      due: 0,
      date: '2026-11-22',
      locale: 'en',
    });
    expect(got.body.data.lines.map((i: { amount: number }) => i.amount)).toEqual([4500, 1500]);
    expect(got.body.data.lines[1].description).toBe('Payment');
    // An automatic invoice is not edited or deleted by hand; it can be cancelled.
    expect((await o.client.put(`/api/v1/invoices/${first.id}`, body())).body.code).toBe('INVOICE_NOT_EDITABLE');
    expect((await o.client.del(`/api/v1/invoices/${first.id}`)).body.code).toBe('INVOICE_NOT_DELETABLE');
    expect((await o.client.get('/api/v1/invoices?type=auto')).body.data).toHaveLength(1);
  });

  it('refuses a payment that was not taken through a provider, and another business’s payment', async () => {
    const a = await owner(h);
    const b = await owner(h);
    const cash = await cardPayment(a.user.business.id, null, 1000, null);
    const scopeA = await loadScope(h.db, a.user.business.id, h.clock.now);
    await expect(createAutoInvoice(scopeA, cash)).rejects.toMatchObject({ appCode: 'INVOICE_PAYMENT_NOT_ELIGIBLE' });
    const theirs = await cardPayment(b.user.business.id, null, 1000);
    await expect(createAutoInvoice(scopeA, theirs)).rejects.toMatchObject({ appCode: 'NOT_FOUND' });
    expect(await h.db.select().from(invoices)).toHaveLength(0);
  });
});
