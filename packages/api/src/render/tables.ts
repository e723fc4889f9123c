/** Pure-JS CSV and XLSX, so import and export run on Node and in workerd alike (the renderer's: render/local.ts). */
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import writeXlsxFile from 'write-excel-file/universal';
import type { Table } from '../core/files';
import type { Sheet } from './port';

/**
 * A text cell a spreadsheet would run as a formula (OWASP CSV injection):
 * it starts with = + - @, a tab or a carriage return. Papa's own default
 * pattern misses such a cell when it spans lines, hence ours.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** The quote `toCsv` put in front of such a cell, taken off again on import. */
const ADDED_QUOTE = /^'(?=[=+\-@\t\r])/;

/**
 * CSV with a BOM so Excel opens UTF-8 (Cyrillic) correctly. Every text cell
 * (headers too) that could start a formula gets a leading single quote, so
 * "=HYPERLINK(…)", "+1+1" or a phone number "+380…" is shown as text, never run.
 */
export function toCsv(t: Table): string {
  const data = t.rows.map((r) => r.map((c) => (c === null ? '' : c)));
  return `\uFEFF${Papa.unparse({ fields: t.headers, data }, { escapeFormulae: FORMULA_START })}`;
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b;

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    // Older Excel saves Ukrainian CSV as Windows-1251.
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

const cellText = (c: unknown): string => {
  if (c === null || c === undefined) return '';
  if (c instanceof Date) return c.toISOString().slice(0, 10);
  return String(c).replace(ADDED_QUOTE, '').trim();
};

/**
 * Reads an uploaded CSV (comma or semicolon, UTF-8 or Windows-1251) or XLSX
 * into rows of trimmed strings. Throws when it is neither.
 */
export async function readTable(fileName: string, bytes: Uint8Array): Promise<string[][]> {
  const rows: string[][] = [];
  if (isZip(bytes) || /\.xlsx$/i.test(fileName)) {
    const sheet = await readSheet(bytes.slice().buffer as ArrayBuffer);
    for (const r of sheet) rows.push(r.map(cellText));
  } else {
    const parsed = Papa.parse<string[]>(decodeText(bytes), { skipEmptyLines: 'greedy' });
    for (const r of parsed.data) rows.push(r.map(cellText));
  }
  return rows.filter((r) => r.some((c) => c !== ''));
}

/**
 * XLSX from sheets: a bold header row, then typed cells (text is a string cell, never a formula, so a client
 * called "=HYPERLINK(…)" stays text in Excel, LibreOffice and Numbers). One unnamed sheet when it has no name.
 */
export async function writeWorkbook(sheets: Sheet[]): Promise<Uint8Array> {
  const data = sheets.map((s) => [
    s.headers.map((h) => ({ value: h, fontWeight: 'bold' as const })),
    ...s.rows.map((r) => r.map((c) => ({ value: c ?? undefined }))),
  ]);
  const [only] = sheets;
  const input =
    sheets.length === 1 && only && only.name === undefined
      ? data[0]
      : sheets.map((s, i) => ({ sheet: (s.name ?? `Sheet${i + 1}`).slice(0, 31), data: data[i] }));
  const blob = await writeXlsxFile(input as never).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
