import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromBase64 } from '../src/core/files';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/** Issue 9: the export-everything workbook holds the diary and the offerings too; file names follow one scheme. */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

type Owner = Awaited<ReturnType<typeof registerOwner>>['client'];

async function workbook(c: Owner) {
  const res = await c.query('settings.exportInformation');
  expect(res.status).toBe(200);
  const file = res.body.result.data as { file_name: string; content_base64: string };
  const bytes = fromBase64(file.content_base64);
  const { default: readXlsxFile } = await import('read-excel-file/universal');
  const sheets = await readXlsxFile(bytes.slice().buffer as ArrayBuffer);
  const byName = Object.fromEntries(sheets.map((s) => [s.sheet, s.data]));
  return { file, bytes, names: sheets.map((s) => s.sheet), byName };
}

async function seed(c: Owner) {
  const post = async (path: string, body: unknown) => {
    const res = await c.post(`/api/v1/${path}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as string;
  };
  const olena = await post('clients', { first_name: 'Олена', last_name: 'Коваль', email: 'olena@example.com' });
  const evil = await post('clients', { first_name: '=HYPERLINK("http://evil.example","x")', last_name: '+1+1' });
  const cut = await post('services', {
    name: 'Стрижка',
    type: 'single',
    parts: [{ title: 'Стрижка', duration_minutes: 45, type: 'block' }],
    colour: '#2563eb',
    price: 50000,
  });
  const booked = await post('appointments', {
    type: 'appointment',
    service_id: cut,
    client_ids: [olena, evil],
    date: '2026-12-15',
    start_time: '10:00',
    notes: '@SUM(1+1)',
  });
  await c.put(`/api/v1/appointments/${booked}/status`, { client_id: olena, status: 'attended' });
  const series = await post('appointments', {
    type: 'appointment',
    service_id: cut,
    client_ids: [olena],
    date: '2026-12-07',
    start_time: '08:30',
    recurring: { frequency: 'weekly', end_date: '2026-12-28' },
  });
  await c.del(`/api/v1/appointments/${series.replace(/_\d{4}-\d{2}-\d{2}$/, '_2026-12-14')}?recurring_range=this`);
  const yoga = await post('classes', { name: 'Йога', duration_minutes: 60, price: 20000, spaces: 8, limit_spaces: true });
  await post('appointments', {
    type: 'class_session',
    class_id: yoga,
    date: '2026-12-16',
    start_time: '18:00',
    client_ids: [olena],
  });
  await post('packages', {
    name: 'Пакет стрижок',
    services: [{ service_id: cut, quantity: 5 }],
    price: 200000,
    expiry_months: 6,
  });
  return { booked, seriesId: series.replace(/_\d{4}-\d{2}-\d{2}$/, '') };
}

describe('export information workbook', () => {
  it('has appointments with clients and attendance, series, classes and packages, in the business zone, in Ukrainian', async () => {
    const { client } = await registerOwner(h, { locale: 'uk', timezone: 'Europe/Kyiv' });
    client.setLocale('uk');
    const { booked, seriesId } = await seed(client);
    // 00:30 on 23 November in Kyiv, still the 22nd in UTC.
    h.clock.now = new Date('2026-11-22T22:30:00Z');
    const { file, bytes, names, byName } = await workbook(client);

    expect(file.file_name).toBe('kairos-експорт-2026-11-23.xlsx');
    expect(names).toEqual([
      'Бізнес',
      'Клієнти',
      'Послуги',
      'Локації',
      'Знижки',
      'Записи',
      'Клієнти записів',
      'Повторювані записи',
      'Групові заняття',
      'Пакети',
    ]);
    const appointments = byName.Записи as unknown[][];
    expect(appointments[0]?.slice(0, 5)).toEqual(['ID', 'Тип', 'Дата', 'Початок (Київ)', 'Кінець (Київ)']);
    const row = appointments.find((r) => r[0] === booked) as unknown[];
    expect(row.slice(1, 7)).toEqual(['Запис', '2026-12-15', '10:00', '10:45', 'Стрижка', 'Стрижка']);
    expect(row).toContain('=HYPERLINK("http://evil.example","x") +1+1 (Очікується); Олена Коваль (Відвідано)');
    expect(row).toContain('@SUM(1+1)');
    expect(row).toContain(500);
    // The series' own occurrences are not stored rows; a class session is.
    expect(appointments.filter((r) => r[1] === 'Заняття').map((r) => r.slice(2, 4))).toEqual([['2026-12-16', '18:00']]);

    const attendance = byName['Клієнти записів'] as unknown[][];
    expect(attendance.filter((r) => r[0] === booked).map((r) => [r[4], r[5], r[6]])).toEqual([
      ['=HYPERLINK("http://evil.example","x") +1+1', null, 'Очікується'],
      ['Олена Коваль', 'olena@example.com', 'Відвідано'],
    ]);

    const series = byName['Повторювані записи'] as unknown[][];
    expect(series).toHaveLength(2);
    expect(series[1]?.slice(0, 8)).toEqual([seriesId, 'Запис', 'Щотижня', '2026-12-07', '2026-12-28', '08:30', 45, 'Стрижка']);
    expect(series[1]).toContain('Олена Коваль');
    expect(series[1]).toContain('2026-12-14');

    expect((byName['Групові заняття'] as unknown[][])[1]?.slice(0, 6)).toEqual(['Йога', 60, 200, 'UAH', 8, 'Так']);
    expect((byName.Пакети as unknown[][])[1]?.slice(0, 5)).toEqual(['Пакет стрижок', 'Стрижка × 5', 2000, 'UAH', 6]);

    // Text that looks like a formula is a string cell: no <f> anywhere in the workbook.
    const files = unzipSync(bytes);
    const sheetXml = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/worksheets/'))
      .map(([, data]) => strFromU8(data))
      .join('');
    expect(sheetXml).not.toContain('<f>');
    expect(sheetXml).not.toContain('<f ');
  });

  it('English headers and file name; archived dates in the business zone', async () => {
    const { client } = await registerOwner(h, { locale: 'en', timezone: 'Europe/London' });
    client.setLocale('en');
    const id = (await client.post('/api/v1/classes', { name: 'Pilates', duration_minutes: 50, spaces: 4 })).body.data.id;
    h.clock.now = new Date('2026-07-01T23:30:00Z');
    await client.del(`/api/v1/classes/${id}`);
    const { file, names, byName } = await workbook(client);
    expect(file.file_name).toBe('kairos-export-2026-07-02.xlsx');
    expect(names.slice(5)).toEqual(['Appointments', 'Appointment clients', 'Recurring series', 'Classes', 'Packages']);
    const classes = byName.Classes as unknown[][];
    expect(classes[0]?.at(-1)).toBe('Archived (London)');
    expect(classes[1]?.at(-1)).toBe('2026-07-02 00:30');
  });
});

describe('export file names', () => {
  it("use the caller's language and the business's local date", async () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    const kyiv = await registerOwner(h, { locale: 'uk', timezone: 'Europe/Kyiv' });
    kyiv.client.setLocale('uk');
    const london = await registerOwner(h, { locale: 'en', timezone: 'Europe/London' });
    h.clock.now = instant;
    const uk = (await kyiv.client.mutate('clients.export', { format: 'csv' })).body.result.data;
    expect(uk.file_name).toBe('клієнти-2026-11-23.csv');
    const en = (await london.client.mutate('clients.export', { format: 'xlsx' })).body.result.data;
    expect(en.file_name).toBe('clients-2026-11-22.xlsx');
    const tplUk = (await kyiv.client.query('clients.importTemplate', { format: 'csv' })).body.result.data;
    expect(tplUk.file_name).toBe('шаблон-клієнтів.csv');
    const tplEn = (await london.client.query('clients.importTemplate', { format: 'xlsx' })).body.result.data;
    expect(tplEn.file_name).toBe('clients-template.xlsx');
  });
});
