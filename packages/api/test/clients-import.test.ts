import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toBase64 } from '../src/core/files';
import { toXlsx } from '../src/render/table-file';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n');
const HEADER_EN = ['First name *', 'Last name *', 'Email', 'Phone'];
const people = (n: number) =>
  Array.from({ length: n }, (_, i) => [`Name${i}`, `Surname${i}`, `p${i}@example.com`, `+44770090${String(i).padStart(4, '0')}`]);

async function owner(locale: 'en' | 'uk' = 'en') {
  const o = await registerOwner(h, { locale });
  o.client.setLocale(locale);
  return o.client;
}
const count = async (c: Awaited<ReturnType<typeof owner>>) => (await c.get('/api/v1/clients?per_page=1')).body.meta.total;

describe('client import (docs/product/clients.md)', () => {
  it('imports 250 contacts from CSV in one go', async () => {
    const c = await owner();
    const res = await c.post('/api/v1/user/import-clients', {
      file_name: 'clients.csv',
      content_base64: b64(csv([HEADER_EN, ...people(250)])),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.imported).toBe(250);
    expect(res.body.message).toBe('250 clients imported.');
    expect(await count(c)).toBe(250);
  });

  it('refuses 251 contacts and writes nothing', async () => {
    const c = await owner();
    const res = await c.post('/api/v1/user/import-clients', {
      file_name: 'clients.csv',
      content_base64: b64(csv([HEADER_EN, ...people(251)])),
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'IMPORT_INVALID',
      errors: { file: ['The file has 251 contacts; at most 250 can be imported at once.'] },
    });
    expect(await count(c)).toBe(0);
  });

  it('lists every bad row by row and column, and imports none of the good ones', async () => {
    const c = await owner();
    const rows = [HEADER_EN, ['Ann', 'Lee', 'ann@example.com', ''], ['', 'NoFirst', 'bad-email', '12'], ['Bo', '', '', '']];
    const res = await c.post('/api/v1/user/import-clients', { file_name: 'clients.csv', content_base64: b64(csv(rows)) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'rows.3.first_name': ['Required'],
      'rows.3.email': ['Must be a valid email address'],
      'rows.4.last_name': ['Required'],
    });
    expect(await count(c)).toBe(0);
  });

  it('checks phone numbers once the row is otherwise valid', async () => {
    const c = await owner();
    const res = await c.post('/api/v1/user/import-clients', {
      file_name: 'c.csv',
      content_base64: b64(csv([HEADER_EN, ['A', 'B', '', '12']])),
    });
    expect(res.body.errors).toEqual({ 'rows.2.phone': ['Must be a valid phone number'] });
  });

  it('refuses extra columns by name', async () => {
    const c = await owner();
    const res = await c.post('/api/v1/user/import-clients', {
      file_name: 'c.csv',
      content_base64: b64(
        csv([
          [...HEADER_EN, 'Favourite colour', 'Shoe size'],
          ['A', 'B', '', '', 'red', '5'],
        ]),
      ),
    });
    expect(res.body.errors).toEqual({
      columns: ['These columns are not in the template: Favourite colour, Shoe size. Remove them or use the template.'],
    });
  });

  it('refuses a file without the required columns', async () => {
    const c = await owner('uk');
    const res = await c.post('/api/v1/user/import-clients', {
      file_name: 'c.csv',
      content_base64: b64(csv([['Email'], ['a@b.co']])),
    });
    expect(res.body.errors).toEqual({ columns: ["Бракує обов'язкових стовпців: Ім'я, Прізвище."] });
  });

  it('reads a UTF-8 Ukrainian file with semicolons and a BOM', async () => {
    const c = await owner('uk');
    const text = "\uFEFFІм'я *;Прізвище *;Телефон;Місто\nОлена;Коваль;050 123 45 67;Київ\n";
    const res = await c.post('/api/v1/user/import-clients', { file_name: 'клієнти.csv', content_base64: b64(text) });
    expect(res.status).toBe(200);
    const list = await c.get('/api/v1/clients');
    expect(list.body.data[0]).toMatchObject({ first_name: 'Олена', last_name: 'Коваль', phone: '+380501234567', city: 'Київ' });
  });

  it('reads a Windows-1251 CSV as older Excel saves it', async () => {
    const c = await owner('uk');
    // "Ім'я *,Прізвище *\nТарас,Шевченко" in Windows-1251.
    const cp1251 = Buffer.from([
      0xb2, 0xec, 0x27, 0xff, 0x20, 0x2a, 0x2c, 0xcf, 0xf0, 0xb3, 0xe7, 0xe2, 0xe8, 0xf9, 0xe5, 0x20, 0x2a, 0x0a, 0xd2, 0xe0,
      0xf0, 0xe0, 0xf1, 0x2c, 0xd8, 0xe5, 0xe2, 0xf7, 0xe5, 0xed, 0xea, 0xee,
    ]);
    const res = await c.post('/api/v1/user/import-clients', { file_name: 'old.csv', content_base64: cp1251.toString('base64') });
    expect(res.status).toBe(200);
    expect((await c.get('/api/v1/clients')).body.data[0]).toMatchObject({ first_name: 'Тарас', last_name: 'Шевченко' });
  });

  it('reads an XLSX written by LibreOffice Calc (dates as date cells)', async () => {
    const c = await owner('uk');
    const file = readFileSync(join(import.meta.dirname, 'fixtures', 'libreoffice-clients-uk.xlsx'));
    const res = await c.post('/api/v1/user/import-clients', {
      file_name: 'clients-uk.xlsx',
      content_base64: file.toString('base64'),
    });
    expect(res.body.data?.imported ?? res.body).toBe(3);
    const list = (await c.get('/api/v1/clients?per_page=10')).body.data;
    // the Ukrainian alphabet: Cyrillic before Latin, as Intl.Collator('uk') (shared/collation.ts)
    expect(list.map((x: { last_name: string }) => x.last_name)).toEqual(['Коваль', 'Шевченко', 'Franko']);
    const olena = list.find((x: { first_name: string }) => x.first_name === 'Олена');
    expect(olena).toMatchObject({ email: 'olena@example.com', phone: '+380501234567', birthday: '1990-05-17', city: 'Київ' });
  });

  it('reads an XLSX made from the downloadable template', async () => {
    const c = await owner();
    const tpl = (await c.query('clients.importTemplate', { format: 'xlsx' })).body.result.data;
    expect(tpl.file_name).toBe('clients-template.xlsx');
    const res = await c.post('/api/v1/user/import-clients', { file_name: tpl.file_name, content_base64: tpl.content_base64 });
    expect(res.body.data.imported).toBe(1);
    const bytes = await toXlsx({ headers: HEADER_EN, rows: [['Mia', 'Stone', 'mia@example.com', '+447700900555']] });
    const again = await c.post('/api/v1/user/import-clients', { file_name: 'x.xlsx', content_base64: toBase64(bytes) });
    expect(again.body.data.imported).toBe(1);
  });

  it('refuses a file that is neither CSV nor XLSX', async () => {
    const c = await owner();
    const zipNotXlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]).toString('base64');
    const res = await c.post('/api/v1/user/import-clients', { file_name: 'a.xlsx', content_base64: zipNotXlsx });
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toMatch(/could not be read/);
  });

  it('the template download is in the caller language and marks the 2 required columns', async () => {
    const c = await owner('uk');
    const res = await c.get('/api/v1/clients/import-template?format=csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"; filename\*=UTF-8''.+\.csv$/);
    expect(decodeURIComponent(res.headers.get('content-disposition')?.split("UTF-8''")[1] ?? '')).toBe('шаблон-клієнтів.csv');
    expect((await c.query('clients.importTemplate', { format: 'csv' })).body.result.data.file_name).toBe('шаблон-клієнтів.csv');
    expect(String(res.body).split(/\r?\n/)[0]).toMatch(/^Ім'я \*,Прізвище \*,Електронна пошта,/);
  });
});

/**
 * Issue 25: marketing consent stays off by default, but an import can record it. The `marketing` column
 * (titled in either language) takes yes/no, true/false, 1/0 and так/ні in any case; a blank cell is "not
 * agreed"; anything else is a translated error for that row and nothing is imported.
 */
describe('the marketing column', () => {
  const consentOf = async (c: Awaited<ReturnType<typeof owner>>) =>
    Object.fromEntries(
      ((await c.get('/api/v1/clients?per_page=50')).body.data as { first_name: string; marketing_messages: boolean }[]).map(
        (x) => [x.first_name, x.marketing_messages],
      ),
    );
  const VALUES = ['yes', 'No', 'TRUE', 'false', '1', '0', 'Так', 'ні', ''];

  it('records consent from every accepted spelling in a CSV, blank meaning not agreed', async () => {
    const c = await owner();
    const rows = VALUES.map((v, i) => [`P${i}`, 'Lee', v]);
    const res = await c.post('/api/v1/user/import-clients', {
      file_name: 'c.csv',
      content_base64: b64(csv([['First name', 'Last name', 'Agreed to marketing'], ...rows])),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await consentOf(c)).toEqual({
      P0: true,
      P1: false,
      P2: true,
      P3: false,
      P4: true,
      P5: false,
      P6: true,
      P7: false,
      P8: false,
    });
  });

  it('reads the column from an XLSX, titled in Ukrainian or by its key', async () => {
    const c = await owner('uk');
    const uk = await toXlsx({ headers: ["Ім'я", 'Прізвище', 'Згода на маркетинг'], rows: [['Олена', 'Коваль', 'так']] });
    expect((await c.post('/api/v1/user/import-clients', { file_name: 'a.xlsx', content_base64: toBase64(uk) })).status).toBe(200);
    const key = await toXlsx({ headers: ['first_name', 'last_name', 'marketing'], rows: [['Ann', 'Lee', 'no']] });
    expect((await c.post('/api/v1/user/import-clients', { file_name: 'b.xlsx', content_base64: toBase64(key) })).status).toBe(
      200,
    );
    expect(await consentOf(c)).toEqual({ Олена: true, Ann: false });
  });

  it('refuses any other value with a translated error for its row, importing nothing', async () => {
    for (const [locale, message] of [
      ['en', '“Agreed to marketing” must be yes or no (or true/false, 1/0, так/ні), not “maybe”.'],
      ['uk', '«Згода на маркетинг» має бути «так» або «ні» (або yes/no, true/false, 1/0), а не «maybe».'],
    ] as const) {
      const c = await owner(locale);
      const res = await c.post('/api/v1/user/import-clients', {
        file_name: 'c.csv',
        content_base64: b64(
          csv([
            ['first_name', 'last_name', 'marketing'],
            ['Ann', 'Lee', 'yes'],
            ['Bo', 'Day', 'maybe'],
          ]),
        ),
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'IMPORT_INVALID', errors: { 'rows.3.marketing': [message] } });
      expect(await count(c)).toBe(0);
    }
  });

  it('is in the template (as "no"), and an export imports back with each client’s consent', async () => {
    const c = await owner();
    const tpl = await c.get('/api/v1/clients/import-template?format=csv');
    const [header, example] = String(tpl.body)
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    expect(header?.split(',').at(-1)).toBe('Agreed to marketing');
    expect(example?.split(',').at(-1)).toBe('no');
    const ukTpl = (await (await owner('uk')).query('clients.importTemplate', { format: 'csv' })).body.result.data;
    const ukRows = Buffer.from(ukTpl.content_base64, 'base64').toString('utf8').split(/\r?\n/);
    expect([ukRows[0]?.split(',').at(-1), ukRows[1]?.split(',').at(-1)]).toEqual(['Згода на маркетинг', 'ні']);

    await c.post('/api/v1/clients', { first_name: 'Yes', last_name: 'Person', marketing_messages: true });
    await c.post('/api/v1/clients', { first_name: 'No', last_name: 'Person' });
    const file = (await c.mutate('clients.export', { format: 'xlsx' })).body.result.data;
    const other = await owner();
    const res = await other.post('/api/v1/user/import-clients', {
      file_name: file.file_name,
      content_base64: file.content_base64,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await consentOf(other)).toEqual({ Yes: true, No: false });
  });
});
