/**
 * Files in and out of the API: tables, downloads and base64. Reading and writing CSV and XLSX is the renderer's
 * (render/tables.ts draws them; on Cloudflare in the render Worker, so the request Worker uploads without the
 * spreadsheet libraries).
 */
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
