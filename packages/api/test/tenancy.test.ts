import { businesses, outboxMessages, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restProcedures } from '../src/rest/procedures';
import { appRouter } from '../src/router';
import { type Harness, makeHarness, PASSWORD, registerOwner, uniqueEmail } from './support/harness';

/**
 * Tenancy: no business can read or change another's data, through tRPC or
 * REST. Every procedure must appear below, either as public (with the reason)
 * or with a cross-tenant case; a new procedure fails this file until it does.
 */
const PUBLIC: Record<string, string> = {
  'auth.register': 'creates a new account',
  'auth.registerAffiliate': 'creates a new account',
  'auth.login': 'starts a session',
  'auth.logout': 'ends the caller’s own session only',
  'auth.forgotPassword': 'answers the same for every address',
  'auth.resetPassword': 'needs the emailed single-use token',
  'auth.verifyEmail': 'needs the emailed single-use token',
  'auth.viewer': 'returns null without a session',
  'system.outbox': 'dev only; closed in production and with provider keys',
};

type Owner = Awaited<ReturnType<typeof registerOwner>>;
let h: Harness;
let a: Owner;
let b: Owner;
/** A client of business B that A must never see or touch. */
let bClientId: string;
let bArchivedId: string;

beforeAll(async () => {
  h = await makeHarness();
  a = await registerOwner(h, { business_name: 'Alpha' });
  b = await registerOwner(h, { business_name: 'Beta' });
  bClientId = (
    await b.client.post('/api/v1/clients', { first_name: 'Secret', last_name: 'Client', email: 'secret@beta.example' })
  ).body.data.id;
  bArchivedId = (await b.client.post('/api/v1/clients', { first_name: 'Old', last_name: 'Secret' })).body.data.id;
  await b.client.del(`/api/v1/clients/${bArchivedId}`);
});

/** B's client, read straight from the database: unchanged after every attempt. */
async function bClientUnchanged() {
  const res = await b.client.get(`/api/v1/clients/${bClientId}`);
  expect(res.body.data).toMatchObject({ first_name: 'Secret', last_name: 'Client', archived_at: null });
}
async function notFoundForA(method: string, path: string, body?: unknown) {
  const res = await a.client.request(method, path, body);
  expect(res.status).toBe(404);
  expect(res.body.code).toBe('NOT_FOUND');
}
afterAll(() => h.close());

const CROSS_TENANT: Record<string, () => Promise<void>> = {
  'auth.me': async () => {
    const res = await a.client.get('/api/v1/user');
    expect(res.body.data.business.id).toBe(a.user.business.id);
    expect(JSON.stringify(res.body)).not.toContain(b.user.business.id);
  },
  'account.updateProfile': async () => {
    const before = await h.db.query.businesses.findFirst({ where: eq(businesses.id, b.user.business.id) });
    // Smuggled ids are not part of the schema and are dropped; only A's rows change.
    const res = await a.client.put('/api/v1/user/profile', {
      id: b.user.id,
      first_name: 'Mallory',
      last_name: 'X',
      locale: 'en',
      business: { id: b.user.business.id, name: 'Hijacked', slug: 'alpha-new', timezone: 'Europe/London' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.business.id).toBe(a.user.business.id);
    const after = await h.db.query.businesses.findFirst({ where: eq(businesses.id, b.user.business.id) });
    expect(after).toEqual(before);
    const bUser = await h.db.query.users.findFirst({ where: eq(users.id, b.user.id) });
    expect(bUser?.first_name).toBe('Olena');
  },
  'account.updateLocale': async () => {
    await a.client.mutate('account.updateLocale', { locale: 'uk', user_id: b.user.id });
    const bUser = await h.db.query.users.findFirst({ where: eq(users.id, b.user.id) });
    expect(bUser?.locale).toBe('en');
  },
  'account.updatePassword': async () => {
    const res = await a.client.put('/api/v1/user/password', {
      current_password: PASSWORD,
      password: 'Changed123',
      password_confirmation: 'Changed123',
      user_id: b.user.id,
    });
    expect(res.status).toBe(200);
    const login = await h.client_().post('/api/login', { email: b.email, password: PASSWORD });
    expect(login.status).toBe(200);
  },
  'auth.sendVerification': async () => {
    await a.client.post('/api/email/verification-notification', { email: b.email });
    await h.drain();
    const toA = await h.db.select().from(outboxMessages).where(eq(outboxMessages.to, a.email));
    const toB = await h.db.select().from(outboxMessages).where(eq(outboxMessages.to, b.email));
    expect(toA.filter((m) => m.subject === 'Confirm your email address').length).toBe(2);
    expect(toB.filter((m) => m.subject === 'Confirm your email address').length).toBe(1);
  },
  'admin.dashboard': async () => {
    const res = await a.client.get('/api/v1/admin/dashboard');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  },
  'affiliate.dashboard': async () => {
    const res = await a.client.get('/api/v1/affiliate/statistic');
    expect(res.status).toBe(403);
    const aff = h.client_();
    const r = await aff.post('/api/register-affiliate', {
      first_name: 'I',
      last_name: 'P',
      email: uniqueEmail('aff'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    const other = h.client_();
    await other.post('/api/register-affiliate', {
      first_name: 'J',
      last_name: 'Q',
      email: uniqueEmail('aff'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    const mine = await aff.get('/api/v1/affiliate/statistic');
    expect(mine.body.data.code).toBe(r.body.data.affiliate.code);
  },
};

Object.assign(CROSS_TENANT, {
  'clients.list': async () => {
    const all = await a.client.get('/api/v1/clients?per_page=100&search=secret');
    const archived = await a.client.get('/api/v1/clients?archived=1&is_lite=1');
    expect(all.body.data).toEqual([]);
    expect(archived.body).toEqual([]);
  },
  'clients.get': async () => {
    await notFoundForA('GET', `/api/v1/clients/${bClientId}`);
    const viaTrpc = await a.client.query('clients.get', { id: bClientId });
    expect(viaTrpc.body.error.data.code).toBe('NOT_FOUND');
  },
  'clients.create': async () => {
    const res = await a.client.post('/api/v1/clients', {
      first_name: 'Mine',
      last_name: 'Only',
      business_id: b.user.business.id,
    });
    expect(res.status).toBe(200);
    expect((await b.client.get('/api/v1/clients?search=mine')).body.data).toEqual([]);
  },
  'clients.update': async () => {
    await notFoundForA('PUT', `/api/v1/clients/${bClientId}`, { first_name: 'Hacked', last_name: 'X' });
    const viaTrpc = await a.client.mutate('clients.update', { id: bClientId, first_name: 'Hacked', last_name: 'X' });
    expect(viaTrpc.body.error.data.code).toBe('NOT_FOUND');
    await bClientUnchanged();
  },
  'clients.archive': async () => {
    await notFoundForA('DELETE', `/api/v1/clients/${bClientId}`);
    await bClientUnchanged();
  },
  'clients.restore': async () => {
    await notFoundForA('PUT', `/api/v1/clients/${bArchivedId}/restore`);
    expect((await b.client.get(`/api/v1/clients/${bArchivedId}`)).body.data.archived_at).not.toBeNull();
  },
  'clients.destroy': async () => {
    await notFoundForA('DELETE', `/api/v1/clients/${bArchivedId}/permanent`);
    expect((await b.client.get(`/api/v1/clients/${bArchivedId}`)).status).toBe(200);
  },
  'clients.related': async () => {
    for (const t of ['appointments', 'invoices', 'messages', 'payments', 'sales'])
      await notFoundForA('GET', `/api/v1/clients/${t}/${bClientId}`);
  },
  'clients.export': async () => {
    const res = await a.client.mutate('clients.export', { format: 'csv' });
    const text = Buffer.from(res.body.result.data.content_base64, 'base64').toString('utf8');
    expect(text).not.toContain('secret@beta.example');
    const archived = await a.client.mutate('clients.export', { format: 'csv', archived: true });
    expect(Buffer.from(archived.body.result.data.content_base64, 'base64').toString('utf8')).not.toContain('Old');
  },
  'clients.importTemplate': async () => {
    const res = await a.client.get('/api/v1/clients/import-template?format=csv');
    expect(String(res.body)).not.toContain('Secret');
  },
  'clients.import': async () => {
    const before = (await b.client.get('/api/v1/clients?per_page=1')).body.meta.total;
    const file = Buffer.from('First name,Last name\nImported,Person\n').toString('base64');
    expect(
      (
        await a.client.post('/api/v1/user/import-clients', {
          file_name: 'c.csv',
          content_base64: file,
          business_id: b.user.business.id,
        })
      ).status,
    ).toBe(200);
    expect((await b.client.get('/api/v1/clients?per_page=1')).body.meta.total).toBe(before);
  },
});

const all = Object.keys(appRouter._def.procedures);
const protectedProcedures = all.filter((p) => !(p in PUBLIC));
const rest = new Map(restProcedures(appRouter).map((p) => [p.path, p]));

describe('tenancy coverage', () => {
  it('every procedure is either public with a reason or has a cross-tenant case', () => {
    const missing = protectedProcedures.filter((p) => !(p in CROSS_TENANT));
    expect(missing).toEqual([]);
    expect(Object.keys(CROSS_TENANT).filter((p) => !all.includes(p))).toEqual([]);
  });
});

describe.each(protectedProcedures)('%s', (path) => {
  it('refuses an unauthenticated tRPC call with UNAUTHENTICATED', async () => {
    const anon = h.client_();
    const type = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]?._def.type;
    const res = type === 'query' ? await anon.query(path) : await anon.mutate(path, {});
    expect(res.status).toBe(401);
    expect(res.body.error.data.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unauthenticated REST call with 401 (where exposed)', async () => {
    const p = rest.get(path);
    if (!p) return;
    const anon = h.client_();
    const url = p.rest.path.replace(/\{\w+\}/g, 'x');
    const res = await anon.request(p.rest.method, url, p.rest.method === 'GET' ? undefined : {});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('never reaches another business', async () => {
    await CROSS_TENANT[path]?.();
  });
});
