/**
 * Documents in workerd (Miniflare 4): the main Worker answers the download, its RENDER service binding hands
 * the drawing to the render Worker (wrangler.render.toml), both the bundles `wrangler deploy` would upload.
 * Proves an invoice PDF and the spreadsheet exports and import come through main Worker → binding → render
 * Worker, and that the render Worker draws the same bytes as the Node runtime (render/local.ts in-process).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localRenderer } from '@kairos/api/render';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absorb, cookieHeader, ORIGIN, QUEUED, RENDER_WORKER, startWorker, type TestWorker } from './support';

const hasPdfToText = spawnSync('pdftotext', ['-v']).status === 0;
if (!hasPdfToText && process.env.CI) throw new Error('pdftotext is missing: CI installs poppler-utils (.ci/run)');

let started: TestWorker | undefined;
let mf: Miniflare;
const dir = mkdtempSync(join(tmpdir(), 'kairos-render-test-'));
const jar = new Map<string, string>();

beforeAll(async () => {
  started = await startWorker({ ...QUEUED, render: true });
  ({ mf } = started);
}, 90_000);

afterAll(async () => {
  await started?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const headers = (): Record<string, string> => ({
  'content-type': 'application/json',
  accept: 'application/json',
  'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
  cookie: cookieHeader(jar),
});
const post = (path: string, body: unknown) =>
  mf.dispatchFetch(`${ORIGIN}${path}`, { method: 'POST', headers: headers(), body: JSON.stringify(body) });
const get = (path: string) => mf.dispatchFetch(`${ORIGIN}${path}`, { headers: headers() });
const bytesOf = async (res: { arrayBuffer(): Promise<ArrayBuffer> }) => new Uint8Array(await res.arrayBuffer());
const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b;

function pdfText(bytes: Uint8Array): string {
  const file = join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** The render Worker as Miniflare exposes it (its typings resolve to nothing here; see worker.test.ts). */
const renderWorker = async () =>
  (await mf.getWorker(RENDER_WORKER)) as unknown as { fetch(url: string, init: RequestInit): Promise<Response> };

/** The render Worker called directly, as the binding calls it. */
async function renderDirect(path: string, body: unknown): Promise<Uint8Array> {
  const worker = await renderWorker();
  const res = await worker.fetch(`https://render.invalid${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const english: Parameters<typeof localRenderer.invoicePdf>[0] = {
  locale: 'en',
  number: 'INV-0042',
  date: '2026-11-24',
  due_date: '2026-12-08',
  status: 'issued',
  currency: 'GBP',
  total: 10650,
  paid: 0,
  colour: '#7c3aed',
  business: { name: 'Bloom Studio', lines: ['1 High Street', 'London SW1A 1AA'] },
  bill_to: { name: 'Emma Brown', email: null, address: null },
  lines: [{ description: 'Haircut', quantity: 3, unit_price: 3550, amount: 10650 }],
  bank_details: 'Sort code 00-00-00, account 12345678',
  notes: null,
  footer: null,
};

describe('documents through the RENDER service binding (workerd)', () => {
  it('signs up an owner', async () => {
    absorb(jar, await mf.dispatchFetch(`${ORIGIN}/api/csrf-cookie`));
    const reg = await post('/api/register', {
      first_name: 'Emma',
      last_name: 'Stone',
      business_name: 'Stone Studio',
      email: 'emma@render.test',
      password: 'Secret123',
      password_confirmation: 'Secret123',
      locale: 'en',
    });
    expect(reg.status, await reg.clone().text()).toBe(200);
    absorb(jar, reg);
    const client = await post('/api/v1/clients', { first_name: 'Mia', last_name: 'Lee', email: 'mia@example.com' });
    expect(client.status, await client.clone().text()).toBe(200);
  }, 30_000);

  it.skipIf(!hasPdfToText)(
    'downloads an invoice PDF drawn by the render Worker',
    async () => {
      const created = await post('/api/v1/invoices', {
        bill_to_name: 'Emma Brown',
        date: '2026-11-22',
        locale: 'en',
        lines: [{ description: 'Haircut and styling', quantity: 2, unit_price: 3550 }],
      });
      expect(created.status, await created.clone().text()).toBe(200);
      const { id, number } = ((await created.json()) as { data: { id: string; number: string } }).data;
      const res = await get(`/api/v1/invoices/${id}/pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(`${number}.pdf`);
      const bytes = await bytesOf(res);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const text = pdfText(bytes);
      expect(text).toContain(number);
      expect(text).toContain('Emma Brown');
      expect(text).toContain('Haircut and styling');
    },
    30_000,
  );

  it('exports the clients as XLSX and CSV, and imports an XLSX, through the render Worker', async () => {
    const xlsx = await post('/api/v1/clients/export', { format: 'xlsx' });
    expect(xlsx.status, await xlsx.clone().text()).toBe(200);
    const book = await bytesOf(xlsx);
    expect(isZip(book)).toBe(true);
    expect(await localRenderer.readTable('clients.xlsx', book)).toEqual(
      expect.arrayContaining([expect.arrayContaining(['Mia', 'Lee', 'mia@example.com'])]),
    );

    const csv = await post('/api/v1/clients/export', { format: 'csv' });
    expect(csv.status).toBe(200);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(csv));
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('Mia,Lee');

    // The import reads the upload in the render Worker too.
    const upload = await localRenderer.workbook([
      { headers: ['First name', 'Last name', 'Email'], rows: [['Ann', 'Kay', 'ann@example.com']] },
    ]);
    let b64 = '';
    for (const byte of upload) b64 += String.fromCharCode(byte);
    const imported = await post('/trpc/clients.import', { file_name: 'new.xlsx', content_base64: btoa(b64) });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const list = (await (await get('/api/v1/clients?per_page=100')).json()) as { data: { first_name: string }[] };
    expect(list.data.map((c) => c.first_name).sort()).toEqual(['Ann', 'Mia']);
  }, 30_000);

  it('exports everything the business owns as one workbook', async () => {
    const res = await get('/api/v1/user/export-information');
    expect(res.status, await res.clone().text()).toBe(200);
    const book = await bytesOf(res);
    expect(isZip(book)).toBe(true);
    expect(await localRenderer.readTable('everything.xlsx', book)).toEqual(
      expect.arrayContaining([expect.arrayContaining(['name', 'Stone Studio'])]),
    );
  }, 30_000);

  it('draws the same bytes as the Node runtime', async () => {
    expect(await renderDirect('/invoice-pdf', english)).toEqual(await localRenderer.invoicePdf(english));
    const sheets = [
      {
        name: 'Clients',
        headers: ['Name', 'Visits'],
        rows: [
          ['=HYPERLINK("x")', 3],
          ['Олена', null],
        ],
      },
    ];
    // An XLSX is a zip whose entries carry the time they were written: the same sheets, the same size.
    const [inWorkerd, inNode] = [await renderDirect('/workbook', { sheets }), await localRenderer.workbook(sheets)];
    expect(inWorkerd.length).toBe(inNode.length);
    expect(await localRenderer.readTable('a.xlsx', inWorkerd)).toEqual(await localRenderer.readTable('a.xlsx', inNode));
    const table = { headers: ['Name', 'Phone'], rows: [['Ann', '+380501234567']] };
    expect(await renderDirect('/csv', table)).toEqual(await localRenderer.csv(table));
  });

  it('answers a bad request to the render Worker with a 4xx and no stack', async () => {
    const worker = await renderWorker();
    const res = await worker.fetch('https://render.invalid/workbook', { method: 'POST', body: '{"sheets": 1}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'sheets is not a list' });
    const unknown = await worker.fetch('https://render.invalid/nope', { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
  });
});
