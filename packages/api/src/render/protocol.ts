/**
 * How the main Worker asks the render Worker for a document over its service binding (render/remote.ts asks,
 * render/service.ts answers): POST <path> with the JSON data; 200 with the document's bytes, or an error status
 * with `{ error }` (never a stack).
 */
export const RENDER_PATHS = {
  /** InvoicePdfData → application/pdf */
  invoicePdf: '/invoice-pdf',
  /** `{ sheets }` → XLSX */
  workbook: '/workbook',
  /** `{ headers, rows }` → CSV (UTF-8) */
  csv: '/csv',
  /** `{ file_name, content_base64 }` → JSON `{ rows }` (null: neither CSV nor XLSX) */
  readTable: '/read-table',
} as const;

/** The origin the binding is called with (a service binding ignores the host; this one can never resolve). */
export const RENDER_ORIGIN = 'https://render.invalid';
