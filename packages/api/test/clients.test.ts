import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queueClientMessage } from '../src/mail/client-messages';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const emma = { first_name: 'Emma', last_name: 'Brown', email: 'Emma@Example.com', phone: '07700 900123' };

describe('clients: the list-and-form pattern', () => {
  it('creates a client with every field; phone to E.164 by the business country, email lowercased', async () => {
    const { client } = await registerOwner(h, { locale: 'en' });
    const res = await client.post('/api/v1/clients', {
      ...emma,
      birthday: '1990-05-17',
      notes: 'Prefers mornings',
      address_1: '1 High Street',
      city: 'London',
      post_code: 'SW1A 1AA',
      billing_address: 'Brown Ltd, 2 Low Street',
      marketing_messages: true,
      sms_reminders: false,
      locations: [{ title: 'Home', address_1: '1 High Street' }, { title: '', address_1: '' }, null],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Client added.');
    expect(res.body.data).toMatchObject({
      email: 'emma@example.com',
      phone: '+447700900123',
      birthday: '1990-05-17',
      marketing_messages: true,
      email_reminders: true,
      sms_reminders: false,
      opt_out: false,
      archived_at: null,
      locations: [{ title: 'Home', address_1: '1 High Street', address_2: null, city: null, post_code: null }],
    });
  });

  it('reads Ukrainian numbers in the Ukrainian variant', async () => {
    const { client } = await registerOwner(h, { locale: 'uk' });
    const res = await client.post('/api/v1/clients', { first_name: 'Олена', last_name: 'Коваль', phone: '050 123 45 67' });
    expect(res.body.data.phone).toBe('+380501234567');
  });

  it('refuses bad input with translated field errors and saves nothing', async () => {
    const { client } = await registerOwner(h);
    client.setLocale('uk');
    const res = await client.post('/api/v1/clients', {
      first_name: '',
      last_name: 'B',
      email: 'not-an-email',
      birthday: '1990-13-45',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      first_name: ["Обов'язкове поле"],
      email: ['Має бути дійсною адресою електронної пошти'],
      birthday: ['Має бути дійсною датою'],
    });
    const bad = await client.post('/api/v1/clients', { first_name: 'A', last_name: 'B', phone: '12' });
    expect(bad.body.errors).toEqual({ phone: ['Має бути дійсним номером телефону'] });
    expect((await client.get('/api/v1/clients')).body.data).toEqual([]);
  });

  it('lists by name with paging, searches names, email and phone digits', async () => {
    const { client } = await registerOwner(h);
    for (const [f, l, e, p] of [
      ['Zoe', 'Adams', 'zoe@example.com', '+447700900001'],
      ['Amy', 'Young', 'amy@example.com', '+447700900002'],
      ['Bob', 'Marley', 'bob@music.org', '+447700900003'],
    ]) {
      await client.post('/api/v1/clients', { first_name: f, last_name: l, email: e, phone: p });
    }
    const page1 = await client.get('/api/v1/clients?per_page=2');
    expect(page1.body.data.map((c: { last_name: string }) => c.last_name)).toEqual(['Adams', 'Marley']);
    expect(page1.body.meta).toEqual({ total: 3, page: 1, per_page: 2, last_page: 2 });
    const page2 = await client.get('/api/v1/clients?per_page=2&page=2');
    expect(page2.body.data.map((c: { last_name: string }) => c.last_name)).toEqual(['Young']);
    const byName = await client.get('/api/v1/clients?search=marl');
    expect(byName.body.data).toHaveLength(1);
    const reversed = await client.get(`/api/v1/clients?search=${encodeURIComponent('adams zo')}`);
    expect(reversed.body.data[0].first_name).toBe('Zoe');
    const byEmail = await client.get('/api/v1/clients?search=music.org');
    expect(byEmail.body.data[0].first_name).toBe('Bob');
    const byPhone = await client.get(`/api/v1/clients?search=${encodeURIComponent('7700 900002')}`);
    expect(byPhone.body.data[0].first_name).toBe('Amy');
    const wildcard = await client.get('/api/v1/clients?search=%25');
    expect(wildcard.body.data).toEqual([]);
    await client.post('/api/v1/clients', { first_name: 'Under_score', last_name: '100%' });
    expect(
      (await client.get('/api/v1/clients?search=under_s')).body.data.map((c: { first_name: string }) => c.first_name),
    ).toEqual(['Under_score']);
    expect((await client.get(`/api/v1/clients?search=${encodeURIComponent('100%')}`)).body.data).toHaveLength(1);
    expect((await client.get('/api/v1/clients?search=under%25s')).body.data).toEqual([]);
  });

  it('is_lite answers a plain array', async () => {
    const { client } = await registerOwner(h);
    await client.post('/api/v1/clients', emma);
    const res = await client.get('/api/v1/clients?is_lite=1');
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body[0].first_name).toBe('Emma');
  });

  it('archive moves a client to the archived list; restore brings it back; permanent delete only from the archive', async () => {
    const { client } = await registerOwner(h);
    const id = (await client.post('/api/v1/clients', emma)).body.data.id;
    const early = await client.del(`/api/v1/clients/${id}/permanent`);
    expect(early.body.code).toBe('ARCHIVE_FIRST');
    const archived = await client.del(`/api/v1/clients/${id}`);
    expect(archived.body.message).toBe('Client archived.');
    expect((await client.get('/api/v1/clients')).body.meta.total).toBe(0);
    expect((await client.get('/api/v1/clients?archived=1')).body.data[0].id).toBe(id);
    await client.put(`/api/v1/clients/${id}/restore`);
    expect((await client.get('/api/v1/clients')).body.data[0].id).toBe(id);
    await client.del(`/api/v1/clients/${id}`);
    expect((await client.del(`/api/v1/clients/${id}/permanent`)).status).toBe(200);
    expect((await client.get(`/api/v1/clients/${id}`)).status).toBe(404);
  });

  it('updates a client', async () => {
    const { client } = await registerOwner(h);
    const id = (await client.post('/api/v1/clients', emma)).body.data.id;
    const res = await client.put(`/api/v1/clients/${id}`, { ...emma, last_name: 'Green', opt_out: true });
    expect(res.body.data).toMatchObject({ last_name: 'Green', opt_out: true });
    expect((await client.get('/api/v1/clients?search=green')).body.data).toHaveLength(1);
  });

  it('lists the messages sent to a client; other related lists exist and are empty until their areas land', async () => {
    const { client, user } = await registerOwner(h);
    const id = (await client.post('/api/v1/clients', emma)).body.data.id;
    const sms = {
      client_id: id,
      channel: 'sms',
      type: 'reminder',
      to: '+447700900123',
      text: 'See you tomorrow at 10:00',
    } as const;
    expect(await queueClientMessage(h.deps, user.business.id, sms, h.clock.now)).toMatchObject({ status: 'queued' });
    await h.drain();
    const msgs = await client.get(`/api/v1/clients/messages/${id}`);
    expect(msgs.body.data).toHaveLength(1);
    expect(msgs.body.data[0]).toMatchObject({
      type: 'sms',
      receiver: '+447700900123',
      body: 'See you tomorrow at 10:00',
      status: 'sent',
    });
    for (const t of ['appointments', 'invoices', 'payments', 'sales']) {
      expect((await client.get(`/api/v1/clients/${t}/${id}`)).body.data).toEqual([]);
    }
  });
});

describe('clients export', () => {
  it('exports CSV with translated headers and a BOM, as a download', async () => {
    const { client } = await registerOwner(h, { locale: 'uk' });
    client.setLocale('uk');
    await client.post('/api/v1/clients', { first_name: 'Олена', last_name: 'Коваль', email: 'olena@example.com' });
    const res = await client.request('POST', '/api/v1/clients/export', { format: 'csv' });
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename=".+-2026-11-22\.csv"; filename\*=UTF-8''.+-2026-11-22\.csv$/,
    );
    // Every REST file (exports, invoice PDFs, the information workbook) is a sandboxed download (core/download.ts).
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const viaTrpc = (await client.mutate('clients.export', { format: 'csv' })).body.result.data;
    expect(viaTrpc.file_name).toBe('клієнти-2026-11-22.csv');
    const bytes = Buffer.from(viaTrpc.content_base64, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = String(res.body).split(/\r?\n/);
    expect(header).toBe(
      'Ім\'я,Прізвище,Електронна пошта,Телефон,Дата народження (РРРР-ММ-ДД),"Адреса, рядок 1","Адреса, рядок 2",Місто,Область,Поштовий індекс,Нотатки,Згода на маркетинг',
    );
    expect(row).toBe('Олена,Коваль,olena@example.com,,,,,,,,,ні');
  });

  it('exports XLSX that reads back', async () => {
    const { client } = await registerOwner(h);
    await client.post('/api/v1/clients', emma);
    const res = await client.mutate('clients.export', { format: 'xlsx' });
    const file = res.body.result.data;
    expect(file.file_name).toBe('clients-2026-11-22.xlsx');
    const { fromBase64 } = await import('../src/core/files');
    const { readTable } = await import('../src/render/tables');
    const rows = await readTable(file.file_name, fromBase64(file.content_base64));
    expect(rows[0]?.slice(0, 4)).toEqual(['First name', 'Last name', 'Email', 'Phone']);
    expect(rows[1]?.slice(0, 4)).toEqual(['Emma', 'Brown', 'emma@example.com', '+447700900123']);
  });

  it('is blocked in read-only mode, like adding', async () => {
    const { client, user } = await registerOwner(h);
    const { subscriptions } = await import('@kairos/db');
    const { eq } = await import('drizzle-orm');
    await h.db
      .update(subscriptions)
      .set({ trial_ends_at: new Date(h.clock.now.getTime() - 1) })
      .where(eq(subscriptions.business_id, user.business.id));
    const res = await client.request('POST', '/api/v1/clients/export', { format: 'csv' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'READ_ONLY', message: 'Your subscription has expired' });
    expect((await client.post('/api/v1/clients', emma)).body.code).toBe('READ_ONLY');
    expect((await client.get('/api/v1/clients')).status).toBe(200);
  });
});
