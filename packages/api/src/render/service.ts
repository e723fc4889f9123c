import { fromBase64, MIME, type Table } from '../core/files';
import { log } from '../core/log';
import type { InvoicePdfData } from '../pdf/invoice-pdf-types';
import type { Renderer, Sheet } from './port';
import { RENDER_PATHS } from './protocol';

const failure = (status: number, error: string) => Response.json({ error }, { status });
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';
const document = (bytes: Uint8Array, type: string) =>
  new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } });

/** Each path's answer from the request's JSON body; a bad body answers 400. */
const HANDLERS: Record<string, (body: Record<string, unknown>, r: Renderer) => Promise<Response>> = {
  [RENDER_PATHS.invoicePdf]: async (body, r) =>
    document(await r.invoicePdf(body as unknown as InvoicePdfData), 'application/pdf'),
  [RENDER_PATHS.workbook]: async (body, r) =>
    Array.isArray(body.sheets)
      ? document(await r.workbook(body.sheets as Sheet[]), MIME.xlsx)
      : failure(400, 'sheets is not a list'),
  [RENDER_PATHS.csv]: async (body, r) =>
    Array.isArray(body.headers) && Array.isArray(body.rows)
      ? document(await r.csv(body as unknown as Table), MIME.csv)
      : failure(400, 'headers and rows are not lists'),
  [RENDER_PATHS.readTable]: async (body, r) =>
    typeof body.file_name === 'string' && typeof body.content_base64 === 'string'
      ? Response.json({ rows: await r.readTable(body.file_name, fromBase64(body.content_base64)) })
      : failure(400, 'file_name and content_base64 are not strings'),
};

/**
 * The render Worker's answer to one request of render/protocol.ts, made by `renderer` (the local one). A bad
 * request answers 400/404/405, a render that throws 500 `{ error }`; the stack goes to the log only.
 */
export async function renderResponse(request: Request, renderer: Renderer): Promise<Response> {
  const path = new URL(request.url).pathname;
  const handle = HANDLERS[path];
  if (!handle) return failure(404, 'unknown document');
  if (request.method !== 'POST') return failure(405, 'POST only');
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return failure(400, 'the body is not JSON');
  }
  if (!isObject(body)) return failure(400, 'the body is not an object');
  try {
    return await handle(body, renderer);
  } catch (error) {
    log.error('[render] failed', { path, error });
    return failure(500, `render failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
