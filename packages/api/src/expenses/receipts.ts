import { expenses } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { receiptKey } from '../core/file-store';
import { scopeToBusiness } from '../core/tenant';
import { createCallerFactory, gated, router } from '../core/trpc';
import { RECEIPT_MAX_BYTES, type ReceiptType, sniffReceiptType } from '../shared/expenses-schemas';
import { expenseOutput, receiptFileName, toExpense } from './output';
import { dropReceipts, findExpense } from './scope';

/**
 * An expense's receipt file: what an upload must be and the two byte-carrying calls. The HTTP routes that carry
 * the bytes (POST/GET /api/v1/expenses/{id}/receipt) are http/receipt-routes.ts.
 */
export interface Upload {
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
 * An uploaded file as kept: its type is what its first bytes say (JPEG, PNG, WebP, PDF), never its name or
 * declared type; at most 5 MB.
 */
export function receiptUpload(bytes: Uint8Array, name: string): Upload {
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
        await dropReceipts(store, [key]);
        throw e;
      }
      if (row.receipt_key) await dropReceipts(store, [row.receipt_key]);
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
/** The receipt calls for one request's context (the HTTP routes build it). */
export const receiptCaller = createCallerFactory(receipts);
