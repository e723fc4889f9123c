import { AppError } from '../core/errors';
import type { Table } from '../core/files';
import type { InvoicePdfData } from '../pdf/invoice-pdf-types';

/** One cell of a workbook: typed (text is a string cell, never a formula). */
export type SheetCell = string | number | boolean | null;

/** One worksheet: a bold header row, then the rows. `name` (at most 31 characters) names the tab. */
export interface Sheet {
  name?: string;
  headers: string[];
  rows: SheetCell[][];
}

/**
 * What makes the documents users download (invoice PDFs, XLSX and CSV exports) and reads the spreadsheets they
 * upload (client imports). Everything it takes and gives is plain JSON-safe data, so it can run in this process
 * (the Node runtime: render/local.ts) or in another Worker behind a service binding (the Cloudflare Worker:
 * render/remote.ts), which keeps the PDF and spreadsheet libraries (about 600 KiB gzip) out of the Worker that
 * answers requests. Either way the bytes are the same: the same code (render/local.ts) draws them.
 */
export interface Renderer {
  invoicePdf(data: InvoicePdfData): Promise<Uint8Array>;
  workbook(sheets: Sheet[]): Promise<Uint8Array>;
  /** UTF-8 CSV with a BOM, formula-like cells quoted (render/tables.ts `toCsv`). */
  csv(table: Table): Promise<Uint8Array>;
  /** An uploaded CSV or XLSX as rows of trimmed strings; null when it is neither. */
  readTable(fileName: string, bytes: Uint8Array): Promise<string[][] | null>;
}

let configured: Renderer | null = null;

/**
 * Gives the areas their renderer, from the top (the runtime that assembles the app: apps/edge node-runtime.ts
 * renders in-process, the Worker's runtime.ts calls its RENDER binding). `null` leaves documents unavailable.
 */
export function configureRenderer(renderer: Renderer | null): void {
  configured = renderer;
}

/** The configured renderer; without one, a document answers RENDER_UNAVAILABLE (503, translated). */
export function renderer(): Renderer {
  if (!configured) throw new AppError('RENDER_UNAVAILABLE');
  return configured;
}
