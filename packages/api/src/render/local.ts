import { renderInvoicePdf } from '../pdf/invoice-pdf';
import type { Renderer } from './port';
import { readTable, toCsv, writeWorkbook } from './tables';

/**
 * The renderer that works in this process (pdf-lib + fontkit, write-excel-file, read-excel-file, papaparse): the
 * Node runtime's, and what the render Worker (apps/edge/src/render-worker.ts) runs behind the main Worker's RENDER
 * binding.
 */
export const localRenderer: Renderer = {
  invoicePdf: renderInvoicePdf,
  workbook: writeWorkbook,
  csv: async (t) => new TextEncoder().encode(toCsv(t)),
  readTable: (fileName, bytes) => readTable(fileName, bytes).catch(() => null),
};
