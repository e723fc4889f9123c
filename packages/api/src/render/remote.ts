import { AppError } from '../core/errors';
import { type Table, toBase64 } from '../core/files';
import { log } from '../core/log';
import type { InvoicePdfData } from '../pdf/invoice-pdf-types';
import type { Renderer, Sheet } from './port';
import { RENDER_ORIGIN, RENDER_PATHS } from './protocol';

/** What a service binding offers (Cloudflare's `Fetcher`), kept to the one call used. */
export interface RenderFetcher {
  fetch(input: string, init: { method: 'POST'; headers: Record<string, string>; body: string }): Promise<Response>;
}

/**
 * The renderer of the Worker that answers requests: each document is drawn by the render Worker behind `binding`
 * (wrangler.toml `[[services]] RENDER`). An unreachable binding answers RENDER_UNAVAILABLE, a failed render
 * RENDER_FAILED: translated errors, logged with the detail, never a 500 with a stack.
 */
export function remoteRenderer(binding: RenderFetcher): Renderer {
  async function call(path: string, data: unknown): Promise<Response> {
    let res: Response;
    try {
      res = await binding.fetch(`${RENDER_ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      });
    } catch (error) {
      log.error('[render] the render Worker is unreachable', { path, error });
      throw new AppError('RENDER_UNAVAILABLE');
    }
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 500);
      log.error('[render] the render Worker failed', { path, status: res.status, detail });
      throw new AppError('RENDER_FAILED');
    }
    return res;
  }
  const bytes = async (path: string, data: unknown) => new Uint8Array(await (await call(path, data)).arrayBuffer());
  return {
    invoicePdf: (data: InvoicePdfData) => bytes(RENDER_PATHS.invoicePdf, data),
    workbook: (sheets: Sheet[]) => bytes(RENDER_PATHS.workbook, { sheets }),
    csv: (table: Table) => bytes(RENDER_PATHS.csv, table),
    readTable: async (fileName: string, content: Uint8Array) => {
      const res = await call(RENDER_PATHS.readTable, { file_name: fileName, content_base64: toBase64(content) });
      return ((await res.json()) as { rows: string[][] | null }).rows;
    },
  };
}
