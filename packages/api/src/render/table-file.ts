import { type FileOut, MIME, type Table, toBase64 } from '../core/files';
import { renderer } from './port';

/** XLSX cells are typed: text is written as a string cell, never as a formula, so it needs no quoting. */
export function toXlsx(t: Table): Promise<Uint8Array> {
  return renderer().workbook([{ headers: t.headers, rows: t.rows }]);
}

/** An export as a download, made by the renderer (in-process on Node, the render Worker on Cloudflare). */
export async function tableFile(t: Table, format: 'csv' | 'xlsx', baseName: string): Promise<FileOut> {
  if (format === 'csv') {
    return { file_name: `${baseName}.csv`, mime_type: MIME.csv, content_base64: toBase64(await renderer().csv(t)) };
  }
  return { file_name: `${baseName}.xlsx`, mime_type: MIME.xlsx, content_base64: toBase64(await toXlsx(t)) };
}
