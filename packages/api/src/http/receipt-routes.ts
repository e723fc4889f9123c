import * as m from '@kairos/i18n/messages';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Ctx } from '../core/context';
import { downloadHeaders } from '../core/download';
import { AppError, publicOf, toPublicError } from '../core/errors';
import { receiptCaller, receiptUpload, type Upload } from '../expenses/receipts';
import { RECEIPT_MAX_BYTES } from '../shared/expenses-schemas';
import { type AppDeps, buildContext, localeOf } from './context';

/** The receipt routes' path; the app's general 2 MB body limit leaves this POST to its own (5 MB + form overhead). */
export const RECEIPT_PATH = /^\/api\/v1\/expenses\/[^/]+\/receipt\/?$/;
const MULTIPART_ALLOWANCE = 64 * 1024;

/**
 * The uploaded file: a multipart form's `file` field, or the raw request body
 * (name in `X-File-Name`, URI-encoded), as expenses/receipts.ts keeps it.
 */
async function readUpload(c: Context): Promise<Upload> {
  if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.file;
    if (!(file instanceof File)) throw new AppError('RECEIPT_MISSING');
    return receiptUpload(new Uint8Array(await file.arrayBuffer()), file.name);
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  let name = '';
  try {
    name = decodeURIComponent(c.req.header('x-file-name') ?? '');
  } catch {
    name = '';
  }
  return receiptUpload(bytes, name);
}

function failure(c: Context, e: unknown, ctx: Ctx) {
  const err = toPublicError(e, undefined, ctx.locale);
  return c.json({ message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) }, err.status as 400);
}

/**
 * POST /api/v1/expenses/{id}/receipt (multipart `file` or the raw bytes; CSRF
 * like every write) and GET /api/v1/expenses/{id}/receipt (the file with its
 * real type, always an `attachment` with a safe file name, sandboxed and `nosniff`: core/download.ts), for
 * the owning business only: another business's expense is NOT_FOUND.
 */
export function mountReceiptRoutes(app: Hono, deps: AppDeps) {
  const path = '/api/v1/expenses/:id/receipt';
  app.post(
    path,
    bodyLimit({
      maxSize: RECEIPT_MAX_BYTES + MULTIPART_ALLOWANCE,
      onError: (c) => {
        const err = publicOf('RECEIPT_TOO_LARGE', localeOf(c));
        return c.json({ message: err.message, code: err.code }, 413);
      },
    }),
    async (c) => {
      const ctx = await buildContext(c, deps, true);
      try {
        const data = await receiptCaller(ctx).put({ id: c.req.param('id'), read: () => readUpload(c) });
        return c.json({ data, message: m.exp_receipt_saved({}, { locale: ctx.locale }) });
      } catch (e) {
        return failure(c, e, ctx);
      }
    },
  );
  app.get(path, async (c) => {
    const ctx = await buildContext(c, deps, true);
    try {
      const file = await receiptCaller(ctx).get({ id: c.req.param('id') });
      return new Response(file.bytes.slice().buffer as ArrayBuffer, {
        headers: downloadHeaders({ name: file.name, type: file.type, size: file.bytes.length }),
      });
    } catch (e) {
      return failure(c, e, ctx);
    }
  });
}
