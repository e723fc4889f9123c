import { expenses } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import type { Ctx } from '../core/context';
import { downloadHeaders } from '../core/download';
import { AppError, publicOf, toPublicError } from '../core/errors';
import { receiptKey } from '../core/file-store';
import { scopeToBusiness } from '../core/tenant';
import { createCallerFactory, gated, router } from '../core/trpc';
import { type AppDeps, buildContext, localeOf } from '../http/context';
import { RECEIPT_MAX_BYTES, type ReceiptType, sniffReceiptType } from '../shared/expenses-schemas';
import { expenseOutput, receiptFileName, toExpense } from './output';
import { dropReceipts, findExpense } from './scope';

/** The receipt routes' path; the app's general 2 MB body limit leaves this POST to its own (5 MB + form overhead). */
export const RECEIPT_PATH = /^\/api\/v1\/expenses\/[^/]+\/receipt\/?$/;
const MULTIPART_ALLOWANCE = 64 * 1024;

interface Upload {
  bytes: Uint8Array;
  type: ReceiptType;
  name: string;
}

/** Bidirectional controls: kept in a file name they make "x\u202Egpj.exe" read as "xexe.jpg". */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** A name safe to keep and show: no folders, no control or bidirectional characters, at most 200 characters. */
function cleanName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? '';
  return [...last]
    .filter((ch) => ch >= ' ' && ch !== '\u007f' && !BIDI_CONTROLS.test(ch))
    .join('')
    .trim()
    .slice(0, 200);
}

/**
 * The uploaded file: a multipart form's `file` field, or the raw request body
 * (name in `X-File-Name`, URI-encoded). Its type is what its first bytes say
 * (JPEG, PNG, WebP, PDF) — never its name or declared type; at most 5 MB.
 */
async function readUpload(c: Context): Promise<Upload> {
  let bytes: Uint8Array;
  let name = '';
  if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.file;
    if (!(file instanceof File)) throw new AppError('RECEIPT_MISSING');
    bytes = new Uint8Array(await file.arrayBuffer());
    name = file.name;
  } else {
    bytes = new Uint8Array(await c.req.arrayBuffer());
    try {
      name = decodeURIComponent(c.req.header('x-file-name') ?? '');
    } catch {
      name = '';
    }
  }
  if (bytes.length === 0) throw new AppError('RECEIPT_MISSING');
  if (bytes.length > RECEIPT_MAX_BYTES) throw new AppError('RECEIPT_TOO_LARGE');
  const type = sniffReceiptType(bytes);
  if (!type) throw new AppError('RECEIPT_TYPE');
  return { bytes, type, name: cleanName(name) };
}

const reader = z.custom<() => Promise<Upload>>((v) => typeof v === 'function');
const idField = z.string().min(1).max(64);

/**
 * The two byte-carrying calls as procedures of a private router (not in the
 * app's router, so not on tRPC): the same guards as every expense procedure
 * (session or bearer, business, plan, read-only for the upload), run before
 * the body is read.
 */
const receipts = router({
  put: gated('expenses', { write: true })
    .input(z.object({ id: idField, read: reader }))
    .output(expenseOutput)
    .mutation(async ({ ctx, input }) => {
      const row = await findExpense(ctx, input.id);
      const store = ctx.services.receipts;
      if (!store) throw new AppError('STORAGE_UNAVAILABLE');
      const upload = await input.read();
      const key = receiptKey(ctx.businessId);
      await store.put(key, upload.bytes, upload.type);
      const values = {
        receipt_key: key,
        receipt_type: upload.type,
        receipt_size: upload.bytes.length,
        receipt_name: upload.name || null,
      };
      try {
        await ctx.db
          .update(expenses)
          .set(values)
          .where(scopeToBusiness(expenses, ctx.businessId, eq(expenses.id, row.id)));
      } catch (e) {
        await dropReceipts(ctx, [key]);
        throw e;
      }
      if (row.receipt_key) await dropReceipts(ctx, [row.receipt_key]);
      return toExpense({ ...row, ...values }, ctx.locale);
    }),
  get: gated('expenses')
    .input(z.object({ id: idField }))
    .query(async ({ ctx, input }) => {
      const row = await findExpense(ctx, input.id);
      if (!row.receipt_key || !row.receipt_type) throw new AppError('NOT_FOUND');
      const store = ctx.services.receipts;
      if (!store) throw new AppError('STORAGE_UNAVAILABLE');
      const file = await store.get(row.receipt_key);
      if (!file) throw new AppError('NOT_FOUND');
      return { bytes: file.bytes, type: row.receipt_type, name: receiptFileName(row.receipt_name, row.receipt_type) };
    }),
});
const callerOf = createCallerFactory(receipts);

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
        const data = await callerOf(ctx).put({ id: c.req.param('id'), read: () => readUpload(c) });
        return c.json({ data, message: m.exp_receipt_saved({}, { locale: ctx.locale }) });
      } catch (e) {
        return failure(c, e, ctx);
      }
    },
  );
  app.get(path, async (c) => {
    const ctx = await buildContext(c, deps, true);
    try {
      const file = await callerOf(ctx).get({ id: c.req.param('id') });
      return new Response(file.bytes.slice().buffer as ArrayBuffer, {
        headers: downloadHeaders({ name: file.name, type: file.type, size: file.bytes.length }),
      });
    } catch (e) {
      return failure(c, e, ctx);
    }
  });
}
