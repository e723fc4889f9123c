import { apiTokens, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditRows, signedInAdmin, signedInAffiliate } from './support/admin';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeEach(async () => {
  h = await makeHarness({}, { authCache: true });
  admin = await signedInAdmin(h);
});

const isApiUser = async (id: string) => (await h.db.query.users.findFirst({ where: eq(users.id, id) }))?.is_api_user;

async function issue(email: string, name = 'Zapier') {
  const res = await admin.client.post('/api/v1/admin/token', { email, name });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; token: string; user_id: string };
}

describe('admin API tokens', () => {
  it('issues a token shown once, makes the owner an API user, and the list never shows the secret', async () => {
    const owner = await registerOwner(h);
    const issued = await issue(owner.email.toUpperCase());
    expect(issued.token).toMatch(/^kairos_/);
    expect(issued.user_id).toBe(owner.user.id);
    expect(await isApiUser(owner.user.id)).toBe(true);
    const row = await h.db.query.apiTokens.findFirst({ where: eq(apiTokens.id, issued.id) });
    expect(row?.token_hash).not.toContain(issued.token.slice(7));
    const list = await admin.client.get('/api/v1/admin/token');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id: issued.id, name: 'Zapier', user: { id: owner.user.id, email: owner.email } });
    expect(JSON.stringify(list.body)).not.toContain(issued.token);
    const usersList = await admin.client.get('/api/v1/admin/api-users');
    expect(usersList.body.data).toEqual([{ id: owner.user.id, email: owner.email, name: 'Olena Koval', live_tokens: 1 }]);
    const [entry] = await auditRows(h);
    expect(entry).toMatchObject({ actor_user_id: admin.id, action: 'api_token.create', target_id: issued.id });
  });

  it('works on REST only, and stops the moment it is revoked (auth cache on)', async () => {
    const owner = await registerOwner(h);
    const issued = await issue(owner.email);
    const api = h.client_();
    api.bearer = issued.token;
    expect((await api.get('/api/v1/clients')).status).toBe(200);
    expect((await api.get('/api/v1/clients')).status).toBe(200);
    // tRPC (the cookie routes) never accepts a bearer token
    expect((await api.query('clients.list', {})).status).toBe(401);
    const revoked = await admin.client.del(`/api/v1/admin/token/${issued.id}`);
    expect(revoked.status).toBe(200);
    const after = await api.get('/api/v1/clients');
    expect(after.status).toBe(401);
    expect((await api.post('/api/v1/clients', { first_name: 'X', last_name: 'Y' })).status).toBe(401);
    const list = await admin.client.get('/api/v1/admin/token');
    expect(list.body.data[0].revoked_at).toBe(h.clock.now.toISOString());
    expect((await admin.client.del(`/api/v1/admin/token/${issued.id}`)).status).toBe(404);
    const [entry] = await auditRows(h);
    expect(entry).toMatchObject({ action: 'api_token.revoke', target_id: issued.id });
  });

  it('the user stays an API user until the last live token is revoked', async () => {
    const owner = await registerOwner(h);
    const one = await issue(owner.email, 'one');
    const two = await issue(owner.email, 'two');
    await admin.client.del(`/api/v1/admin/token/${one.id}`);
    expect(await isApiUser(owner.user.id)).toBe(true);
    await admin.client.del(`/api/v1/admin/token/${two.id}`);
    expect(await isApiUser(owner.user.id)).toBe(false);
    expect((await admin.client.get('/api/v1/admin/api-users')).body.data).toEqual([]);
  });

  it('only an existing owner gets a token; translated field errors', async () => {
    const aff = await signedInAffiliate(h);
    const none = await admin.client.post('/api/v1/admin/token', { email: 'nobody@example.com', name: 'x' });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({
      code: 'API_OWNER_NOT_FOUND',
      errors: { email: ['No business owner has this email or id'] },
    });
    const affiliate = await admin.client.post('/api/v1/admin/token', { user_id: aff.id, name: 'x' });
    expect(affiliate.body.errors).toEqual({ user_id: ['No business owner has this email or id'] });
    const self = await admin.client.post('/api/v1/admin/token', { email: admin.email, name: 'x' });
    expect(self.body.code).toBe('API_OWNER_NOT_FOUND');
    admin.client.setLocale('uk');
    const empty = await admin.client.post('/api/v1/admin/token', { name: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.email).toEqual(['Вкажіть пошту або ідентифікатор власника']);
    expect(empty.body.errors.name).toBeDefined();
    expect(await h.db.select().from(apiTokens)).toEqual([]);
  });

  it('an owner (even an API user) cannot issue or revoke tokens', async () => {
    const owner = await registerOwner(h);
    const issued = await issue(owner.email);
    const api = h.client_();
    api.bearer = issued.token;
    expect((await api.post('/api/v1/admin/token', { email: owner.email, name: 'more' })).status).toBe(403);
    expect((await api.del(`/api/v1/admin/token/${issued.id}`)).status).toBe(403);
    expect((await owner.client.get('/api/v1/admin/token')).status).toBe(403);
    expect((await api.get('/api/v1/clients')).status).toBe(200);
  });
});
