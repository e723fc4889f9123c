import { openApiDocument } from '../../src/rest/openapi';
import { appRouter } from '../../src/router';

/**
 * Every error answer a test meets is one the OpenAPI document promises for that operation: the test
 * client (support/client.ts) checks each 4xx from a REST route or a tRPC call (mapped to its REST
 * operation by the procedure path) against the document's responses, so an undocumented code fails
 * the test that produced it. Routes outside the document (auth cookies, webhooks, files) are skipped.
 */
type Operation = { operationId: string; responses: Record<string, { content?: Record<string, { schema: Schema }> }> };
type Schema = { allOf?: { properties?: { code?: { enum?: string[] } } }[] };

let index: { routes: { method: string; re: RegExp; op: Operation }[]; byId: Map<string, Operation> } | undefined;

function build() {
  const doc = openApiDocument(appRouter, 'test') as unknown as { paths: Record<string, Record<string, Operation>> };
  const routes: { method: string; re: RegExp; op: Operation; statics: number }[] = [];
  const byId = new Map<string, Operation>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    const re = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
    const statics = path.split('/').filter((s) => s && !s.startsWith('{')).length;
    for (const [method, op] of Object.entries(ops)) {
      routes.push({ method: method.toUpperCase(), re, op, statics });
      byId.set(op.operationId, op);
    }
  }
  // The adapter mounts static segments first, so a concrete path matches the most specific template.
  routes.sort((a, b) => b.statics - a.statics);
  return { routes, byId };
}

function documented(op: Operation, status: number, code: string): boolean {
  const schema = op.responses[String(status)]?.content?.['application/json']?.schema;
  return !!schema?.allOf?.some((part) => part.properties?.code?.enum?.includes(code));
}

/** Throws when a 4xx answer's status and code are not in the document for the operation that gave it. */
export function assertDocumentedError(method: string, url: string, status: number, body: unknown): void {
  if (status < 400 || status >= 500 || !body || typeof body !== 'object') return;
  index ??= build();
  const path = url.split('?')[0] as string;
  let op: Operation | undefined;
  let code: string | undefined;
  if (path.startsWith('/trpc/')) {
    const procedures = path.slice('/trpc/'.length).split(',');
    if (procedures.length !== 1) return;
    op = index.byId.get(procedures[0] as string);
    code = (body as { error?: { data?: { code?: string; httpStatus?: number } } }).error?.data?.code;
    status = (body as { error?: { data?: { httpStatus?: number } } }).error?.data?.httpStatus ?? status;
  } else {
    op = index.routes.find((r) => r.method === method && r.re.test(path))?.op;
    code = (body as { code?: string }).code;
  }
  if (!op || !code || code === 'ROUTE_NOT_FOUND' || code === 'METHOD_NOT_ALLOWED') return;
  if (!documented(op, status, code)) {
    throw new Error(`OpenAPI: ${op.operationId} answered ${status} ${code}, which its document does not list`);
  }
}
