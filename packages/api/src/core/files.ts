import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import writeXlsxFile from 'write-excel-file/universal';

/** Pure-JS CSV and XLSX, so import and export run on Node and in workerd alike. */
export type Cell = string | number | boolean | null;
export interface Table {
  headers: string[];
  rows: Cell[][];
}

export interface FileOut {
  file_name: string;
  mime_type: string;
  content_base64: string;
}

export const MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export function fromBase64(b64: string): Uint8Array {
  const bin = atob(b64.replace(/^data:[^,]*,/, '').replace(/\s/g, ''));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

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

/** XLSX cells are typed: text is written as a string cell, never as a formula, so it needs no quoting. */
export async function toXlsx(t: Table): Promise<Uint8Array> {
  const data = [
    t.headers.map((h) => ({ value: h, fontWeight: 'bold' as const })),
    ...t.rows.map((r) => r.map((c) => ({ value: c ?? undefined }))),
  ];
  const blob = await writeXlsxFile(data as never).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

export async function tableFile(t: Table, format: 'csv' | 'xlsx', baseName: string): Promise<FileOut> {
  if (format === 'csv') {
    return { file_name: `${baseName}.csv`, mime_type: MIME.csv, content_base64: toBase64(new TextEncoder().encode(toCsv(t))) };
  }
  return { file_name: `${baseName}.xlsx`, mime_type: MIME.xlsx, content_base64: toBase64(await toXlsx(t)) };
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
