import { renderInvoicePdf } from '../../src/pdf/invoice-pdf';

/** A Worker that renders the invoice posted to it: bundled by invoices-pdf.test.ts and run in workerd (Miniflare). */
export default {
  async fetch(request: Request): Promise<Response> {
    const bytes = await renderInvoicePdf(await request.json());
    return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': 'application/pdf' } });
  },
};
