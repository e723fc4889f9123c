import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

const invoice = (name: string, clientId?: string) => ({
  ...(clientId ? { client_id: clientId } : {}),
  bill_to_name: name,
  bill_to_email: 'victim@beta.example',
  date: '2026-11-22',
  lines: [{ description: `${name} work`, quantity: 1, unit_price: 5000 }],
});

/** B's invoices: one issued, one sent (with B's client), and B's settings. */
export async function seed(t: TenancyWorld) {
  await t.b.client.put('/api/v1/invoices/settings', { prefix: 'B-', colour: '#123456', due_days: 7, bank_details: 'B bank' });
  t.ids['invoices.b.issued'] = (await t.b.client.post('/api/v1/invoices', invoice('Secret Invoice'))).body.data.id;
  const sent = (await t.b.client.post('/api/v1/invoices', invoice('Secret Sent', t.bClientId))).body.data.id;
  await t.b.client.post(`/api/v1/invoices/${sent}/send`);
  t.ids['invoices.b.sent'] = sent;
}

async function bInvoice(t: TenancyWorld, key: string) {
  return (await t.b.client.get(`/api/v1/invoices/${t.ids[key]}`)).body.data;
}

/** Another business's invoice (and client) reads as NOT_FOUND everywhere; A's own calls work (positive controls). */
export const cases = (t: TenancyWorld): Cases => ({
  'invoices.list': async () => {
    await t.a.client.post('/api/v1/invoices', invoice('Mine Invoice'));
    const list = await t.a.client.get(`/api/v1/invoices?per_page=100&client_id=${t.bClientId}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
    const all = JSON.stringify((await t.a.client.get('/api/v1/invoices?per_page=100')).body);
    expect(all).toContain('Mine Invoice');
    expect(all).not.toContain('Secret');
  },
  'invoices.get': async () => {
    await t.notFoundForA('GET', `/api/v1/invoices/${t.ids['invoices.b.issued']}`);
    const own = (await t.a.client.post('/api/v1/invoices', invoice('Mine Get'))).body.data.id;
    expect((await t.a.client.get(`/api/v1/invoices/${own}`)).status).toBe(200);
  },
  'invoices.create': async () => {
    // B's client on A's invoice is NOT_FOUND; nothing is written.
    await t.notFoundForA('POST', '/api/v1/invoices', invoice('Sneaky', t.bClientId));
    const all = JSON.stringify((await t.a.client.get('/api/v1/invoices?per_page=100')).body);
    expect(all).not.toContain('Sneaky');
    expect((await t.a.client.post('/api/v1/invoices', invoice('Mine Create'))).status).toBe(200);
  },
  'invoices.update': async () => {
    await t.notFoundForA('PUT', `/api/v1/invoices/${t.ids['invoices.b.issued']}`, invoice('Hijack'));
    const own = (await t.a.client.post('/api/v1/invoices', invoice('Mine Update'))).body.data.id;
    await t.notFoundForA('PUT', `/api/v1/invoices/${own}`, invoice('Mine Update', t.bClientId));
    expect((await bInvoice(t, 'invoices.b.issued')).bill_to_name).toBe('Secret Invoice');
    expect((await t.a.client.put(`/api/v1/invoices/${own}`, invoice('Mine Updated'))).status).toBe(200);
  },
  'invoices.destroy': async () => {
    await t.notFoundForA('DELETE', `/api/v1/invoices/${t.ids['invoices.b.issued']}`);
    expect((await bInvoice(t, 'invoices.b.issued')).status).toBe('issued');
    const own = (await t.a.client.post('/api/v1/invoices', invoice('Mine Delete'))).body.data.id;
    expect((await t.a.client.del(`/api/v1/invoices/${own}`)).status).toBe(200);
  },
  'invoices.send': async () => {
    await t.notFoundForA('POST', `/api/v1/invoices/${t.ids['invoices.b.issued']}/send`);
    expect((await bInvoice(t, 'invoices.b.issued')).status).toBe('issued');
    const own = (await t.a.client.post('/api/v1/invoices', invoice('Mine Send'))).body.data.id;
    expect((await t.a.client.post(`/api/v1/invoices/${own}/send`)).status).toBe(200);
  },
  'invoices.resend': async () => {
    const before = await bInvoice(t, 'invoices.b.sent');
    await t.notFoundForA('POST', `/api/v1/invoices/${t.ids['invoices.b.sent']}/resend`);
    expect((await bInvoice(t, 'invoices.b.sent')).sent_at).toBe(before.sent_at);
  },
  'invoices.cancel': async () => {
    await t.notFoundForA('POST', `/api/v1/invoices/${t.ids['invoices.b.sent']}/cancel`);
    expect((await bInvoice(t, 'invoices.b.sent')).status).toBe('sent');
    const own = (await t.a.client.post('/api/v1/invoices', invoice('Mine Cancel'))).body.data.id;
    expect((await t.a.client.post(`/api/v1/invoices/${own}/cancel`)).status).toBe(200);
  },
  'invoices.pdf': async () => {
    await t.notFoundForA('GET', `/api/v1/invoices/${t.ids['invoices.b.sent']}/pdf`);
  },
  'invoices.settings.get': async () => {
    const mine = await t.a.client.get('/api/v1/invoices/settings');
    expect(mine.status).toBe(200);
    expect(mine.body.data.prefix).toBe('INV-');
    expect(mine.body.data.bank_details).not.toBe('B bank');
  },
  'invoices.settings.update': async () => {
    await t.a.client.put('/api/v1/invoices/settings', {
      prefix: 'HACK-',
      colour: '#000000',
      due_days: 1,
      business_id: t.b.user.business.id,
    });
    expect((await t.b.client.get('/api/v1/invoices/settings')).body.data).toMatchObject({ prefix: 'B-', colour: '#123456' });
  },
});
