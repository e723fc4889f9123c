import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import type { AnyRouter } from '@trpc/server';
import type { Context, Hono } from 'hono';
import type { Ctx } from '../core/context';
import { downloadHeaders } from '../core/download';
import { toPublicError } from '../core/errors';
import { type FileOut, fromBase64 } from '../core/files';
import { isFrozenWhole } from '../core/frozen-output';
import { fieldLabel, translateKey } from '../shared/validation';
import { readRequestInput } from './body';
import { type RestProcedure, restProcedures } from './procedures';

const toHonoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function liteRequested(c: Context): boolean {
  const v = c.req.query('is_lite');
  return v === '1' || v === 'true';
}

/**
 * Mounts every procedure with `meta.rest` as a REST route, from the same
 * procedure and schemas the web app calls over tRPC. Bodies follow docs/product/appointments.md:
 * `{ data, message }`; lists put their rows in `data`; `is_lite` answers the
 * plain array; errors are `{ message, code, errors? }` with the catalogue's status.
 */
export function mountRest(app: Hono, router: AnyRouter, context: (c: Context) => Promise<Ctx>) {
  // Static segments before parameters: /clients/import-template must not be read as /clients/{id}.
  const ordered = restProcedures(router).sort((a, b) => paramCount(a.rest.path) - paramCount(b.rest.path));
  for (const p of ordered) {
    app.on(p.rest.method, toHonoPath(p.rest.path), async (c) => {
      const ctx = await context(c);
      let input: unknown;
      if (p.input) {
        const read = await readRequestInput(c, p.rest.method);
        if (!read.ok) return c.json(unreadable(read.problems, ctx.locale), 422);
        input = { ...read.value, ...c.req.param() };
      }
      try {
        const result = await p.call(ctx, p.input ? input : undefined);
        if (p.rest.file) return fileResponse(result as FileOut);
        return c.body(jsonBody(result, p, ctx, liteRequested(c)), 200, JSON_HEADERS);
      } catch (e) {
        const err = toPublicError(e, input, ctx.locale);
        const headers = err.retryAfter ? { 'Retry-After': String(err.retryAfter) } : undefined;
        const body = { message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) };
        return c.json(body, err.status as 400, headers);
      }
    });
  }
}

const paramCount = (path: string) => (path.match(/\{/g) ?? []).length;

/** A body that could not be read (malformed, wrong type, a field given twice): 422 with the catalogue's message. */
function unreadable(problems: Record<string, string>, locale: Locale) {
  const errors: Record<string, string[]> = {};
  for (const [field, key] of Object.entries(problems)) {
    errors[field] = [translateKey(key, { field: field === '_' ? '' : fieldLabel([field], locale) }, locale)];
  }
  return { message: m.error_validation_error({}, { locale }), code: 'VALIDATION_ERROR', errors };
}

/** A procedure's file output as a download (core/download.ts: attachment, sandboxed, nosniff). */
function fileResponse(f: FileOut): Response {
  const bytes = fromBase64(f.content_base64);
  return new Response(bytes.buffer as ArrayBuffer, {
    headers: downloadHeaders({ name: f.file_name, type: f.mime_type, size: bytes.byteLength }),
  });
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/**
 * The JSON text of the REST envelope of a procedure's result. A result frozen whole (core/frozen-output.ts: a page
 * or viewer answered again from the session cache) cannot change, so its text is kept with it, per procedure,
 * lite flag and language (all that `envelope` reads besides the result), and goes away with it.
 */
const texts = new WeakMap<object, Map<string, string>>();
function jsonBody(result: unknown, p: RestProcedure, ctx: Ctx, lite: boolean): string {
  if (!isFrozenWhole(result)) return JSON.stringify(envelope(result, p, ctx, lite));
  let known = texts.get(result as object);
  if (!known) {
    known = new Map();
    texts.set(result as object, known);
  }
  const key = `${p.path}\n${lite ? 1 : 0}\n${ctx.locale}`;
  let text = known.get(key);
  if (text === undefined) {
    text = JSON.stringify(envelope(result, p, ctx, lite));
    known.set(key, text);
  }
  return text;
}

/** `{ data }` or `{ data, meta }` (and perhaps a message): already in the REST shape. */
export const isDataShaped = (keys: string[]) =>
  keys.includes('data') && keys.every((k) => k === 'data' || k === 'meta' || k === 'message');

function envelope(result: unknown, p: RestProcedure, ctx: Ctx, lite: boolean): unknown {
  let message = p.rest.message ? translateKey(p.rest.message, {}, ctx.locale) : null;
  if (result && typeof result === 'object' && !Array.isArray(result)) {
    const r = result as Record<string, unknown>;
    if (typeof r.message === 'string') message = r.message;
    const keys = Object.keys(r);
    if (keys.length === 1 && typeof r.message === 'string') return { data: null, message: r.message };
    if (Array.isArray(r.items)) {
      if (lite) return r.items;
      const { items, ...meta } = r;
      return { data: items, meta, message };
    }
    // An output that is already `{ data, meta? }` (the billing and marketing contracts) is not wrapped twice.
    if (isDataShaped(keys)) return { data: r.data ?? null, ...(r.meta !== undefined ? { meta: r.meta } : {}), message };
  }
  if (lite && Array.isArray(result)) return result;
  return { data: result ?? null, message };
}
