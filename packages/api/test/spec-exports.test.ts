import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness } from './support/harness';
import { owner } from './support/offerings';

/** docs/product/settings.md's POST /services/export, POST /appointments/export and GET /data/countries. */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const csv = (body: unknown) =>
  Papa.parse<string[]>(String(body).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data as string[][];

describe('POST /services/export', () => {
  it('exports every column of the active services in name order, money in major units, in the caller’s language', async () => {
    const { client } = await owner(h);
    await client.post('/api/v1/services', {
      name: 'Colour',
      type: 'multipart',
      parts: [
        { title: 'Apply', duration_minutes: 30, type: 'block' },
        { title: 'Develop', duration_minutes: 20, type: 'free' },
      ],
      colour: '#0d9488',
      price: 4550,
      online_booking: true,
      deposit: 1000,
      booking_question: 'Any allergies?',
    });
    await client.post('/api/v1/services', {
      name: '=cmd|calc',
      type: 'single',
      parts: [{ title: 'Cut', duration_minutes: 45, type: 'block' }],
      colour: '#2563eb',
      price: 3000,
    });
    const gone = await client.post('/api/v1/services', {
      name: 'Perm',
      type: 'single',
      parts: [{ title: 'Perm', duration_minutes: 90, type: 'block' }],
      colour: '#2563eb',
      price: 9000,
    });
    await client.del(`/api/v1/services/${gone.body.data.id}`);

    const res = await client.post('/api/v1/services/export', { format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('services-2026-11-22.csv');
    const [header, ...rows] = csv(res.body);
    expect(header).toEqual([
      'Name',
      'Type',
      'Parts',
      'Duration (minutes)',
      'Price',
      'Price per hour',
      'Currency',
      'Online booking',
      'Deposit',
      'Booking question',
      "At the client's address",
    ]);
    expect(rows).toEqual([
      ["'=cmd|calc", 'Single', 'Cut 45 min', '45', '30', 'No', 'GBP', 'No', '0', '', 'No'],
      [
        'Colour',
        'Multipart',
        'Apply 30 min + Develop 20 min (free)',
        '50',
        '45.5',
        'No',
        'GBP',
        'Yes',
        '10',
        'Any allergies?',
        'No',
      ],
    ]);
    const archived = csv((await client.post('/api/v1/services/export', { format: 'csv', archived: true })).body);
    expect(archived.slice(1).map((r) => r[0])).toEqual(['Perm']);

    client.setLocale('uk');
    const uk = await client.mutate('services.export', { format: 'xlsx' });
    expect(uk.body.result.data.file_name).toBe('послуги-2026-11-22.xlsx');
    expect(Buffer.from(uk.body.result.data.content_base64, 'base64').subarray(0, 2).toString()).toBe('PK');
  });
});

describe('POST /appointments/export', () => {
  it('exports the diary between two dates with recurring occurrences, times in the business’s zone', async () => {
    const { client } = await owner(h, 'uk');
    const svc = await client.post('/api/v1/services', {
      name: 'Стрижка',
      type: 'single',
      parts: [{ title: 'Стрижка', duration_minutes: 45, type: 'block' }],
      colour: '#2563eb',
      price: 50000,
    });
    const cl = await client.post('/api/v1/clients', { first_name: 'Ґанна', last_name: 'Їжак' });
    await client.post('/api/v1/appointments', {
      type: 'appointment',
      service_id: svc.body.data.id,
      client_ids: [cl.body.data.id],
      date: '2026-12-01',
      start_time: '09:30',
      recurring: { frequency: 'weekly', end_date: '2026-12-29' },
    });
    await client.post('/api/v1/appointments', {
      type: 'blocked',
      title: 'Школа',
      client_ids: [],
      date: '2027-01-05',
      start_time: '08:00',
      duration_minutes: 60,
    });
    const res = await client.post('/api/v1/appointments/export', { from: '2026-12-08', to: '2027-01-05', format: 'csv' });
    expect(res.status).toBe(200);
    const [header, ...rows] = csv(res.body);
    expect(header?.slice(0, 5)).toEqual(['Дата', 'Початок (Europe/Kyiv)', 'Кінець (Europe/Kyiv)', 'Тип', 'Назва']);
    // Four weekly occurrences inside the range (8, 15, 22, 29 December) and the blocked time, in time order.
    expect(rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      ['2026-12-08', '09:30', '10:15'],
      ['2026-12-15', '09:30', '10:15'],
      ['2026-12-22', '09:30', '10:15'],
      ['2026-12-29', '09:30', '10:15'],
      ['2027-01-05', '08:00', '09:00'],
    ]);
    const first = rows[0] as string[];
    expect(first[5]).toBe('Стрижка');
    expect(first[8]).toBe('Ґанна Їжак (Очікується)');
    expect(first[9]).toBe('500');
    expect(first[13]).toBe('UAH');
    expect(first[15]).toBe('500');
    expect(first[17]).toBe('Так');
    expect((rows[4] as string[])[4]).toBe('Школа');
  });

  it('refuses a range over a year or backwards with a translated field error', async () => {
    const { client } = await owner(h, 'uk');
    const long = await client.post('/api/v1/appointments/export', { from: '2026-01-01', to: '2027-01-03' });
    expect(long.status).toBe(422);
    expect(long.body.errors.to).toEqual(['Виберіть не більше 366 днів за раз']);
    const back = await client.post('/api/v1/appointments/export', { from: '2026-12-02', to: '2026-12-01' }, { 'x-locale': 'en' });
    expect(back.status).toBe(422);
    expect(back.body.errors.to).toEqual(['The end date must not be before the start date']);
  });
});

describe('GET /data/countries', () => {
  it('lists the countries phone numbers are read with, Ukraine and the UK first, names in the caller’s language', async () => {
    const { client } = await owner(h, 'uk');
    const uk = (await client.get('/api/v1/data/countries')).body.data as { code: string; name: string; calling_code: string }[];
    expect(uk.length).toBeGreaterThan(200);
    expect(uk.slice(0, 2)).toEqual([
      { code: 'UA', name: 'Україна', calling_code: '+380' },
      { code: 'GB', name: 'Велика Британія', calling_code: '+44' },
    ]);
    const rest = uk.slice(2).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('uk-UA').compare));
    client.setLocale('en');
    const en = (await client.get('/api/v1/data/countries')).body.data as { code: string; name: string }[];
    expect(en.find((c) => c.code === 'PL')?.name).toBe('Poland');
    expect(new Set(en.map((c) => c.code)).size).toBe(en.length);
  });
});
