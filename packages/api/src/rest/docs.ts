import { errorCatalogue } from '../core/errors';
import type { openApiDocument } from './openapi';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** A readable, dependency-free reference page rendered from the OpenAPI document. */
export function docsPage(doc: ReturnType<typeof openApiDocument>): string {
  const ops: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Record<string, unknown>>)) {
      const schema = JSON.stringify({ parameters: op.parameters, requestBody: op.requestBody, response: op.responses }, null, 2);
      ops.push(
        `<section id="${esc(String(op.operationId))}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3><p>${esc(String(op.summary ?? ''))}</p><details><summary>Schemas</summary><pre>${esc(schema)}</pre></details></section>`,
      );
    }
  }
  // Every parameter a message names is shown as its name in braces ("{amount}"), whatever the message takes.
  const placeholders = new Proxy({}, { get: (_, key) => `{${String(key)}}` }) as never;
  const errors = Object.entries(errorCatalogue())
    .map(
      ([code, e]) =>
        `<tr><td><code>${code}</code></td><td>${e.http}</td><td>${esc(e.message(placeholders, { locale: 'en' }))}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Kairos API reference</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;color:#111827}section{border-top:1px solid #e5e7eb;padding:8px 0}.m{display:inline-block;min-width:64px;font-size:12px;padding:2px 6px;border-radius:4px;color:#fff;background:#6b7280}.get{background:#2563eb}.post{background:#059669}.put{background:#d97706}.delete{background:#dc2626}pre{background:#f9fafb;padding:12px;overflow:auto;font-size:12px}table{border-collapse:collapse}td{border:1px solid #e5e7eb;padding:4px 8px}</style></head><body><h1>Kairos API reference</h1><p>${esc(doc.info.description)}</p><p>Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a></p><h2>Errors</h2><table><tr><th>code</th><th>HTTP</th><th>message (en)</th></tr>${errors}</table><h2>Operations</h2>${ops.join('')}</body></html>`;
}
