import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/**
 * Issue 25: lists and exports sort names in the Ukrainian alphabet (Ґ after Г, Є after Е, І and Ї after И; Cyrillic
 * before Latin; case aside), and search treats Г/Ґ, Е/Є, И/І/Ї and case as the same. SQLite's byte order used to
 * put Є, І, Ї and Ґ after Я and Latin before Cyrillic.
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

/** Last names in the order the list must show them. */
const ALPHABETICAL = [
  'Андрієнко',
  'Гончар',
  'Ґудзь',
  'Ельченко',
  'Євтушенко',
  'Жук',
  'Ильченко',
  'Іваненко',
  'іванчук',
  'Їжаченко',
  'Йовенко',
  'Ющенко',
  'Яковенко',
  'Brown',
  'smith',
];
/** A fixed shuffle, so insertion order cannot pass for the sort. */
const SHUFFLED = [7, 13, 2, 10, 0, 14, 4, 11, 8, 1, 12, 5, 9, 3, 6].map((i) => ALPHABETICAL[i] as string);

async function owner() {
  const o = await registerOwner(h, { locale: 'uk' });
  o.client.setLocale('uk');
  return o.client;
}
type Owner = Awaited<ReturnType<typeof owner>>;

async function withClients(c: Owner, lastNames: string[], first = 'Олена') {
  for (const last_name of lastNames) {
    const res = await c.post('/api/v1/clients', { first_name: first, last_name });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

const lastNames = (rows: { last_name: string }[]) => rows.map((r) => r.last_name);

describe('clients sort in the Ukrainian alphabet', () => {
  it('on the list, page by page, and in the picker (lite mode)', async () => {
    const c = await owner();
    await withClients(c, SHUFFLED);
    expect(lastNames((await c.get('/api/v1/clients?per_page=100')).body.data)).toEqual(ALPHABETICAL);
    const pages = [1, 2, 3].map((page) => c.get(`/api/v1/clients?per_page=5&page=${page}`));
    expect((await Promise.all(pages)).flatMap((p) => lastNames(p.body.data))).toEqual(ALPHABETICAL);
    const lite = await c.query('clients.list', { is_lite: true });
    expect(lastNames(lite.body.result.data.items)).toEqual(ALPHABETICAL);
  });

  it('by first name when the last names are the same, case aside', async () => {
    const c = await owner();
    for (const first_name of ['Яна', 'єва', 'Ірина', 'Ганна', 'ґарет', 'Ева']) {
      await c.post('/api/v1/clients', { first_name, last_name: 'Коваль' });
    }
    const names = (await c.get('/api/v1/clients')).body.data.map((r: { first_name: string }) => r.first_name);
    expect(names).toEqual(['Ганна', 'ґарет', 'Ева', 'єва', 'Ірина', 'Яна']);
  });

  it('in the CSV and XLSX exports', async () => {
    const c = await owner();
    await withClients(c, SHUFFLED);
    const csv = (await c.mutate('clients.export', { format: 'csv' })).body.result.data;
    const csvRows = Buffer.from(csv.content_base64, 'base64').toString('utf8').split(/\r?\n/).slice(1).filter(Boolean);
    expect(csvRows.map((r) => r.split(',')[1])).toEqual(ALPHABETICAL);
    const xlsx = (await c.mutate('clients.export', { format: 'xlsx' })).body.result.data;
    const { fromBase64 } = await import('../src/core/files');
    const { readTable } = await import('../src/render/tables');
    const rows = await readTable(xlsx.file_name, fromBase64(xlsx.content_base64));
    expect(rows.slice(1).map((r) => r[1])).toEqual(ALPHABETICAL);
  });

  it('services, products and the other named records too', async () => {
    const c = await owner();
    const names = ['Ясна шкіра', 'Ігрова терапія', 'Ґель-лак', 'Гоління', 'Євро-стрижка', 'Еко-догляд', 'Spa'];
    const sorted = ['Гоління', 'Ґель-лак', 'Еко-догляд', 'Євро-стрижка', 'Ігрова терапія', 'Ясна шкіра', 'Spa'];
    for (const name of names) {
      await c.post('/api/v1/services', {
        name,
        type: 'single',
        parts: [{ title: 'Part', duration_minutes: 30, type: 'block' }],
        colour: '#2563eb',
        price: 1000,
      });
      await c.post('/api/v1/products', { name, price: 1000 });
    }
    const listed = async (path: string) => (await c.get(path)).body.data.map((r: { name: string }) => r.name);
    expect(await listed('/api/v1/services')).toEqual(sorted);
    expect(await listed('/api/v1/products')).toEqual(sorted);
    const exported = (await c.mutate('products.export', { format: 'csv' })).body.result.data;
    const csvRows = Buffer.from(exported.content_base64, 'base64').toString('utf8').split(/\r?\n/).slice(1).filter(Boolean);
    expect(csvRows.map((r) => r.split(',')[0])).toEqual(sorted);
  });
});

describe('search treats Г/Ґ, Е/Є, И/І/Ї and case as the same', () => {
  async function found(c: Owner, search: string) {
    const res = await c.get(`/api/v1/clients?search=${encodeURIComponent(search)}`);
    expect(res.status).toBe(200);
    return res.body.data.map((r: { first_name: string }) => r.first_name);
  }

  it('finds each spelling from any other', async () => {
    const c = await owner();
    for (const first_name of ['Ґнат', 'Гнат', 'Євген', 'Евген', 'Ірина', 'Ирина', 'Їжак', 'Йосип', 'Иосиф', 'Марʼяна']) {
      await c.post('/api/v1/clients', { first_name, last_name: 'Клієнт' });
    }
    expect(await found(c, 'гнат')).toEqual(['Гнат', 'Ґнат']);
    expect(await found(c, 'ҐНАТ')).toEqual(['Гнат', 'Ґнат']);
    // Є finds Є, and Е finds both (and so does Є: a name spelt the Russian way is the same person's)
    expect(await found(c, 'євген')).toEqual(['Евген', 'Євген']);
    expect(await found(c, 'е')).toEqual(expect.arrayContaining(['Евген', 'Євген']));
    expect(await found(c, 'ирина')).toEqual(['Ирина', 'Ірина']);
    expect(await found(c, 'іжак')).toEqual(['Їжак']);
    // Й is a letter of its own
    expect(await found(c, 'йос')).toEqual(['Йосип']);
    expect(await found(c, 'иос')).toEqual(['Иосиф']);
    // the apostrophe as typed on any keyboard, or left out
    for (const typed of ["мар'яна", 'мар’яна', 'маряна', 'МАРʼЯНА']) expect(await found(c, typed)).toEqual(['Марʼяна']);
  });

  it('in the other places that search clients and records', async () => {
    const c = await owner();
    await c.post('/api/v1/clients', { first_name: 'Ґанна', last_name: 'Їжакевич' });
    // marketing opt-outs, income and left to pay search the same folded column (core/list.ts containsText)
    expect((await c.query('clients.list', { search: 'ганна ижакевич' })).body.result.data.items).toHaveLength(1);
    await c.post('/api/v1/services', {
      name: 'Ґель-лак',
      type: 'single',
      parts: [{ title: 'Part', duration_minutes: 30, type: 'block' }],
      colour: '#2563eb',
      price: 1000,
    });
    expect((await c.get(`/api/v1/services?search=${encodeURIComponent('ГЕЛЬ')}`)).body.data).toHaveLength(1);
    const voucher = await c.post('/api/v1/gift-voucher', {
      name: 'Єдиний',
      kind: 'amount',
      amount: 1000,
      price: 1000,
      colour: '#2563eb',
    });
    expect(voucher.status, JSON.stringify(voucher.body)).toBe(200);
    const vouchers = await c.get(`/api/v1/gift-voucher?search=${encodeURIComponent('един')}`);
    expect(vouchers.status, JSON.stringify(vouchers.body)).toBe(200);
    expect(vouchers.body.data).toHaveLength(1);
  });
});
