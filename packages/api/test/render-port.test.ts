/**
 * The renderer port (render/port.ts): the Worker's remote renderer turns a render Worker it cannot reach, or one
 * that fails, into a translated error (RENDER_UNAVAILABLE 503, RENDER_FAILED 502), never a 500 with a stack; with
 * no renderer configured a document answers RENDER_UNAVAILABLE. The Node runtime's in-process renderer is what
 * the other tests use (support/harness.ts configures it, as apps/edge node-runtime.ts does).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { localRenderer } from '../src/render/local';
import { configureRenderer } from '../src/render/port';
import { type RenderFetcher, remoteRenderer } from '../src/render/remote';
import { renderResponse } from '../src/render/service';
import { makeHarness } from './support/harness';
import { owner } from './support/offerings';

afterEach(() => configureRenderer(localRenderer));

/** A fetcher answering as the render Worker would: the real service handler over the local renderer. */
const inProcessWorker: RenderFetcher = { fetch: (url, init) => renderResponse(new Request(url, init), localRenderer) };

async function invoiceDownload(configure: () => void) {
  const h = await makeHarness();
  const { client } = await owner(h, 'en');
  const created = await client.post('/api/v1/invoices', {
    bill_to_name: 'Emma Brown',
    date: '2026-11-22',
    lines: [{ description: 'Haircut', quantity: 1, unit_price: 3550 }],
    locale: 'en',
  });
  expect(created.status).toBe(200);
  configure();
  return {
    pdf: await client.get(`/api/v1/invoices/${created.body.data.id}/pdf`),
    xlsx: await client.post('/api/v1/clients/export', { format: 'xlsx' }),
  };
}

describe('renderer port', () => {
  it('the remote renderer over the render protocol draws the same bytes as the local one', async () => {
    const remote = remoteRenderer(inProcessWorker);
    const sheets = [{ name: 'A', headers: ['x'], rows: [['=1+1'], [2], [null]] }];
    // An XLSX is a zip whose entries carry the time they were written: the same sheets, the same size.
    const [viaRemote, viaLocal] = [await remote.workbook(sheets), await localRenderer.workbook(sheets)];
    expect(viaRemote.length).toBe(viaLocal.length);
    expect(await localRenderer.readTable('a.xlsx', viaRemote)).toEqual(await localRenderer.readTable('a.xlsx', viaLocal));
    const table = { headers: ['Name'], rows: [['+380501234567']] };
    expect(await remote.csv(table)).toEqual(await localRenderer.csv(table));
    const book = await localRenderer.workbook([{ headers: ['a', 'b'], rows: [['1', 'Олена']] }]);
    expect(await remote.readTable('x.xlsx', book)).toEqual([
      ['a', 'b'],
      ['1', 'Олена'],
    ]);
    expect(await remote.readTable('x.xlsx', new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('a render Worker that cannot be reached answers RENDER_UNAVAILABLE (503), translated', async () => {
    const { pdf, xlsx } = await invoiceDownload(() =>
      configureRenderer(
        remoteRenderer({
          fetch: () => Promise.reject(new Error('Service binding RENDER: no such service')),
        }),
      ),
    );
    for (const res of [pdf, xlsx]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        code: 'RENDER_UNAVAILABLE',
        message: 'Documents (PDFs and spreadsheets) cannot be made right now. Please try again in a minute.',
      });
    }
  });

  it('a render that fails answers RENDER_FAILED (502), translated, without the render Worker’s detail', async () => {
    const { pdf } = await invoiceDownload(() =>
      configureRenderer(
        remoteRenderer({
          fetch: async () => Response.json({ error: 'render failed: TypeError at draw (invoice-pdf.ts:12)' }, { status: 500 }),
        }),
      ),
    );
    expect(pdf.status).toBe(502);
    expect(pdf.body).toEqual({ code: 'RENDER_FAILED', message: 'The document could not be made. Please try again.' });
  });

  it('with no renderer configured a document answers RENDER_UNAVAILABLE', async () => {
    const { pdf } = await invoiceDownload(() => configureRenderer(null));
    expect(pdf.status).toBe(503);
    expect(pdf.body).toMatchObject({ code: 'RENDER_UNAVAILABLE' });
  });

  it('the render service answers a render that throws with 500 and a message, no stack', async () => {
    const throwing = { ...localRenderer, csv: () => Promise.reject(new Error('boom')) };
    const res = await renderResponse(
      new Request('https://render.invalid/csv', { method: 'POST', body: JSON.stringify({ headers: [], rows: [] }) }),
      throwing,
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'render failed: boom' });
  });
});
