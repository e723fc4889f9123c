import { apiTokens, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueApiToken } from '../src/core/api-tokens';
import { restProcedures } from '../src/rest/procedures';
import { appRouter } from '../src/router';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness({ BUILD_HASH: 'abc123' });
});
afterEach(() => h.close());

describe('REST adapter', () => {
  it('answers { data, message } with the message in the caller language', async () => {
    const { client } = await registerOwner(h);
    client.setLocale('uk');
    const res = await client.put('/api/v1/user/profile', { first_name: 'Олена', last_name: 'Коваль', locale: 'uk' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Профіль оновлено.');
    expect(res.body.data).toMatchObject({ first_name: 'Олена', last_name: 'Коваль' });
  });

  it('an unknown /api route is 404 ROUTE_NOT_FOUND', async () => {
    const res = await h.client_().get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'This route does not exist.' });
  });

  it('invalid JSON is a 422 validation error, not a 500', async () => {
    const c = h.client_();
    await c.get('/api/csrf-cookie');
    const res = await c.request('POST', '/api/login', '{not json');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  it('a body over 2 MiB is refused with 413', async () => {
    const c = h.client_();
    const res = await c.post('/api/login', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('publishes an OpenAPI document covering every REST procedure, and a reference page', async () => {
    const doc = (await h.client_().get('/api/v1/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    for (const p of restProcedures(appRouter)) {
      expect(doc.paths[p.rest.path]?.[p.rest.method.toLowerCase()]?.operationId).toBe(p.path);
    }
    expect(doc.paths['/api/register'].post.requestBody.content['application/json'].schema.required).toContain('email');
    const page = await h.client_().get('/api/v1/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(String(page.body)).toContain('/api/v1/user');
  });

  it('health and version', async () => {
    expect((await h.client_().get('/healthz')).body).toEqual({ status: 'ok', version: 'abc123' });
    const v = await h.client_().get('/version.json');
    expect(v.body).toEqual({ hash: 'abc123' });
    expect(v.headers.get('cache-control')).toBe('no-store');
  });
});

describe('bearer tokens for API users', () => {
  async function apiUser() {
    const { user, client } = await registerOwner(h);
    await h.db.update(users).set({ is_api_user: true }).where(eq(users.id, user.id));
    const { id, token } = await issueApiToken(h.db, user.id, 'integration');
    await client.post('/api/logout');
    return { user, id, token };
  }

  it('authenticate REST calls without cookies or CSRF', async () => {
    const { user, token } = await apiUser();
    const c = h.client_();
    c.bearer = token;
    const me = await c.get('/api/v1/user');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: user.id, is_api_user: true });
    const put = await c.put('/api/v1/user/profile', { first_name: 'Api', last_name: 'User', locale: 'en' });
    expect(put.status).toBe(200);
  });

  it('only the hash is stored', async () => {
    const { id, token } = await apiUser();
    const row = await h.db.query.apiTokens.findFirst({ where: eq(apiTokens.id, id) });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('a revoked or unknown token is 401', async () => {
    const { id, token } = await apiUser();
    await h.db.update(apiTokens).set({ revoked_at: h.clock.now }).where(eq(apiTokens.id, id));
    const c = h.client_();
    c.bearer = token;
    expect((await c.get('/api/v1/user')).status).toBe(401);
    c.bearer = 'kairos_unknown';
    expect((await c.get('/api/v1/user')).status).toBe(401);
  });

  it('are not accepted on tRPC (the web app uses cookies)', async () => {
    const { token } = await apiUser();
    const c = h.client_();
    c.bearer = token;
    const res = await c.query('auth.viewer');
    expect(res.body.result.data).toBeNull();
  });
});

describe('file downloads keep their translated names', () => {
  it('sends an ASCII fallback and the UTF-8 name (RFC 6266), with nothing that breaks the header', async () => {
    const { contentDisposition } = await import('../src/core/download');
    expect(contentDisposition('клієнти-2026-11-24.csv')).toBe(
      `attachment; filename="_______-2026-11-24.csv"; filename*=UTF-8''${encodeURIComponent('клієнти-2026-11-24.csv')}`,
    );
    const evil = contentDisposition('a"b\r\nX-Evil: 1/..\\c.csv');
    expect(evil).not.toMatch(/[\r\n]/);
    expect(evil.split('"').length).toBe(3);
    expect(evil).toContain("filename*=UTF-8''a_b__X-Evil%3A%201_.._c.csv");
  });
});
