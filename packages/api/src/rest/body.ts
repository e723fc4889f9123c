import type { Context } from 'hono';

/**
 * What a REST request carried, read without ever throwing: the input object
 * (query string for GET and DELETE, else the JSON or form body), or the
 * problems found, each a message key by field (`_` for the body as a whole).
 */
export type RequestInput = { ok: true; value: Record<string, unknown> } | { ok: false; problems: Record<string, string> };

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/;
const bad = (field: string, key: string): RequestInput => ({ ok: false, problems: { [field]: key } });

export async function readRequestInput(c: Context, method: string): Promise<RequestInput> {
  if (method === 'GET' || method === 'DELETE') return collect(new URLSearchParams(queryOf(c.req.url)).entries());
  const type = mediaType(c.req.header('content-type'));
  const bytes = await c.req.arrayBuffer();
  if (type === 'multipart/form-data') {
    try {
      const form = await new Response(bytes, { headers: { 'content-type': c.req.header('content-type') ?? '' } }).formData();
      return collect(form.entries());
    } catch {
      return bad('_', 'validation_body_unreadable');
    }
  }
  const text = new TextDecoder().decode(bytes);
  if (type === 'application/x-www-form-urlencoded') return collect(new URLSearchParams(text).entries());
  if (text.trim() === '') return { ok: true, value: {} };
  if (!JSON_TYPE.test(type)) return bad('_', 'validation_body_type');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return bad('_', 'validation_body_json');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return bad('_', 'validation_body_object');
  return { ok: true, value: body as Record<string, unknown> };
}

/** The query of a request's URL, without its "?" (and without a fragment): the search part `new URL` would give. */
export function queryOf(url: string): string {
  const hash = url.indexOf('#');
  const end = hash < 0 ? url.length : hash;
  const start = url.indexOf('?');
  return start < 0 || start > end ? '' : url.slice(start + 1, end);
}

/** "Multipart/Form-Data; boundary=x" → "multipart/form-data". */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Query or form fields → an object. `name[]` collects a list; a plain name
 * given twice is refused rather than silently turned into a list or overwritten.
 */
function collect(entries: Iterable<[string, FormDataEntryValue]>): RequestInput {
  const values = new Map<string, unknown>();
  const lists = new Set<string>();
  const problems: Record<string, string> = {};
  for (const [key, value] of entries) {
    const list = key.endsWith('[]');
    const name = list ? key.slice(0, -2) : key;
    const seen = values.get(name);
    if (list && (seen === undefined || lists.has(name))) {
      lists.add(name);
      values.set(name, [...((seen as unknown[] | undefined) ?? []), value]);
    } else if (seen === undefined) {
      values.set(name, value);
    } else {
      problems[name] = 'validation_duplicate_field';
    }
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  // fromEntries defines own properties: a "__proto__" field stays a field.
  return { ok: true, value: Object.fromEntries(values) };
}
