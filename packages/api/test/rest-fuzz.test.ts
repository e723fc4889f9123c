import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../src/core/log';
import { restProcedures } from '../src/rest/procedures';
import { appRouter } from '../src/router';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/** Lone surrogates → U+FFFD, as a browser does before it percent-encodes a URL (encodeURIComponent throws on them). */
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * Issue 9: random content types, bytes, JSON, forms and multipart bodies sent
 * over real HTTP to every REST route with an input (and to tRPC) never get a
 * 5xx, always get a JSON error body, and never log an internal error.
 * FUZZ_RUNS=<n> scales the number of cases by n/1000 (default: 1,300 requests).
 */
const scale = Number(process.env.FUZZ_RUNS ?? 1000) / 1000;
const runs = (n: number) => Math.max(1, Math.round(n * scale));

let h: Harness;
let server: ServerType;
let base = '';
let cookie = '';
let xsrf = '';
let ids: string[] = [];
let slug = '';
const errors = vi.spyOn(log, 'error');

beforeAll(async () => {
  h = await makeHarness();
  const o = await registerOwner(h);
  slug = o.user.business.slug;
  const client = (await o.client.post('/api/v1/clients', { first_name: 'Emma', last_name: 'Brown' })).body.data.id;
  const service = (
    await o.client.post('/api/v1/services', {
      name: 'Cut',
      type: 'single',
      parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
      colour: '#2563eb',
      price: 3000,
    })
  ).body.data.id;
  ids = [client, service, 'x', '1', `${service}_2026-12-01`];
  cookie = [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  xsrf = decodeURIComponent(o.client.cookies.get('XSRF-TOKEN') ?? '');
  server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

// Logging out or changing the password would end the session the other cases use.
const routes = restProcedures(appRouter)
  .filter((p) => p.input && !/logout|password/.test(p.path))
  .map((p) => ({ method: p.rest.method, path: p.rest.path }));
const writes = routes.filter((r) => r.method === 'POST' || r.method === 'PUT');
const reads = routes.filter((r) => r.method === 'GET' || r.method === 'DELETE');

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
  'date',
  'from',
  'to',
  'start_time',
  'service_id',
  'client_ids',
  'client_ids[]',
  'accepted_methods',
  'default_method',
  'notes',
  'birthday',
  'video_meeting_url',
  'type',
  'parts',
  'name',
  'price',
  'locale',
  'format',
  'file_name',
  'content_base64',
  'search',
  'page',
  'id',
  '__proto__',
  'constructor',
  '',
];
const field = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 }));
const dateLike = fc
  .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  dateLike,
  fc.constantFrom('javascript:alert(1)', 'https://example.com', '=1+1', 'cash', 'appointment', 'csv', 'Secret123'),
);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.jsonValue({ maxDepth: 3 }));
const object = fc.dictionary(field, value, { maxKeys: 8 });
const entries = fc.array(fc.tuple(field, text), { maxLength: 8 });

/** Percent-encodes, sometimes badly ("%", "%zz", a cut UTF-8 sequence). */
const encode = (s: string, broken: number) =>
  broken === 0 ? encodeURIComponent(s) : broken === 1 ? `${encodeURIComponent(s)}%` : `${encodeURIComponent(s)}%E0%A4%zz`;
const urlencoded = fc
  .tuple(entries, fc.integer({ min: 0, max: 2 }))
  .map(([list, broken]) => list.map(([k, v]) => `${encode(k, broken)}=${encode(v, broken)}`).join('&'));

const BOUNDARY = 'fuzzb0undary';
const multipart = fc
  .tuple(
    entries,
    fc.constantFrom('ok', 'no-end', 'no-crlf', 'file', 'garbage', 'empty-name'),
    fc.string({ unit: 'binary', maxLength: 30 }),
  )
  .map(([list, shape, junk]) => {
    const part = ([k, v]: [string, string]) => {
      const name = shape === 'empty-name' ? '' : k.replace(/["\r\n]/g, '');
      const file = shape === 'file' ? '; filename="a.txt"\r\nContent-Type: text/plain' : '';
      const gap = shape === 'no-crlf' ? '\r\n' : '\r\n\r\n';
      return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}${gap}${v}\r\n`;
    };
    const body = list.map(part).join('') + (shape === 'no-end' ? '' : `--${BOUNDARY}--\r\n`);
    return shape === 'garbage' ? `${junk}${body}${junk}` : body;
  });

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded',
  `multipart/form-data; boundary=${BOUNDARY}`,
  'multipart/form-data; boundary=other',
  'multipart/form-data',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/xml',
  'application/octet-stream',
  'form',
  '',
];
const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  { weight: 1, arbitrary: fc.stringMatching(/^[ -~]{0,40}$/) },
);
const body: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  object.map((o) => JSON.stringify(o)),
  fc.json({ maxDepth: 3 }),
  fc.tuple(object, fc.nat(200)).map(([o, n]) => JSON.stringify(o).slice(0, n)),
  urlencoded,
  multipart,
  fc.uint8Array({ maxLength: 300 }),
  fc.constant(''),
);
const param = fc.string({ maxLength: 10 });

async function send(method: string, path: string, type: string, payload?: string | Uint8Array) {
  const headers: Record<string, string> = { cookie, 'x-xsrf-token': xsrf, 'x-locale': 'uk' };
  if (type) headers['content-type'] = type;
  const res = await fetch(`${base}${path}`, { method, headers, body: payload as BodyInit | undefined });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

function expectClientError(r: { status: number; type: string; text: string }, what: string) {
  expect(r.status, what).toBeLessThan(500);
  if (r.status < 400 && !r.type.includes('json')) return; // a file download
  expect(r.type, what).toContain('application/json');
  const json = JSON.parse(r.text);
  if (r.status >= 400) {
    const err = json.error ? json.error.data : json;
    expect(typeof err.code, what).toBe('string');
    expect(typeof (json.error?.message ?? json.message), what).toBe('string');
  }
}

const fill = (path: string, pick: (i: number) => string) => {
  let i = 0;
  return path.replace(/\{\w+\}/g, (name) => (name === '{slug}' ? slug : pick(i++)));
};

describe('REST adapter fuzz over HTTP', () => {
  it('random bodies and content types on every POST and PUT route: never a 5xx, always a JSON error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        contentType,
        body,
        fc.nat(10),
        param,
        async (p, type, payload, idIndex, randomId) => {
          const path = fill(p.path, () =>
            idIndex < ids.length ? (ids[idIndex] as string) : encodeURIComponent(wellFormed(randomId)),
          );
          const before = errors.mock.calls.length;
          const r = await send(p.method, path, type, payload);
          expectClientError(r, `${p.method} ${path} ${type} ${String(payload).slice(0, 80)}`);
          expect(errors.mock.calls.length).toBe(before);
        },
      ),
      { numRuns: runs(700) },
    );
  });

  it('random query strings and path values on every GET and DELETE route', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...reads), urlencoded, fc.nat(10), param, async (p, query, idIndex, randomId) => {
        const path = fill(p.path, () =>
          idIndex < ids.length ? (ids[idIndex] as string) : encodeURIComponent(wellFormed(randomId)),
        );
        const before = errors.mock.calls.length;
        const r = await send(p.method, `${path}?${query}`, '');
        expectClientError(r, `${p.method} ${path}?${query}`);
        expect(errors.mock.calls.length).toBe(before);
      }),
      { numRuns: runs(300) },
    );
  });

  it('random methods, inputs and content types on tRPC procedures', async () => {
    const procedures = Object.keys(appRouter._def.procedures).filter((p) => !/logout|password/i.test(p));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...procedures),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        contentType,
        body,
        async (proc, method, type, payload) => {
          const hasBody = method !== 'GET';
          const query = hasBody ? '' : `?input=${encodeURIComponent(typeof payload === 'string' ? wellFormed(payload) : '')}`;
          const before = errors.mock.calls.length;
          const r = await send(method, `/trpc/${proc}${query}`, type, hasBody ? payload : undefined);
          expectClientError(r, `${method} ${proc} ${type}`);
          expect(errors.mock.calls.length).toBe(before);
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
