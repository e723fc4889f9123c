import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

export const cases = (t: TenancyWorld): Cases => ({
  'clients.list': async () => {
    const all = await t.a.client.get('/api/v1/clients?per_page=100&search=secret');
    const archived = await t.a.client.get('/api/v1/clients?archived=1&is_lite=1');
    expect(all.body.data).toEqual([]);
    expect(archived.body).toEqual([]);
    // A campaign audience naming B's client matches none of B's clients (issue 25's wizard link).
    const audience = encodeURIComponent(JSON.stringify({ client_ids: [t.bClientId] }));
    const linked = await t.a.client.get(`/api/v1/clients?marketing=not_agreed&audience=${audience}`);
    expect(linked.status).toBe(200);
    expect(linked.body.data).toEqual([]);
  },
  'clients.get': async () => {
    await t.notFoundForA('GET', `/api/v1/clients/${t.bClientId}`);
    const viaTrpc = await t.a.client.query('clients.get', { id: t.bClientId });
    expect(viaTrpc.body.error.data.code).toBe('NOT_FOUND');
  },
  'clients.create': async () => {
    const res = await t.a.client.post('/api/v1/clients', {
      first_name: 'Mine',
      last_name: 'Only',
      business_id: t.b.user.business.id,
    });
    expect(res.status).toBe(200);
    expect((await t.b.client.get('/api/v1/clients?search=mine')).body.data).toEqual([]);
  },
  'clients.update': async () => {
    await t.notFoundForA('PUT', `/api/v1/clients/${t.bClientId}`, { first_name: 'Hacked', last_name: 'X' });
    const viaTrpc = await t.a.client.mutate('clients.update', { id: t.bClientId, first_name: 'Hacked', last_name: 'X' });
    expect(viaTrpc.body.error.data.code).toBe('NOT_FOUND');
    await t.bClientUnchanged();
  },
  'clients.archive': async () => {
    await t.notFoundForA('DELETE', `/api/v1/clients/${t.bClientId}`);
    await t.bClientUnchanged();
  },
  'clients.restore': async () => {
    await t.notFoundForA('PUT', `/api/v1/clients/${t.bArchivedId}/restore`);
    expect((await t.b.client.get(`/api/v1/clients/${t.bArchivedId}`)).body.data.archived_at).not.toBeNull();
  },
  'clients.destroy': async () => {
    await t.notFoundForA('DELETE', `/api/v1/clients/${t.bArchivedId}/permanent`);
    expect((await t.b.client.get(`/api/v1/clients/${t.bArchivedId}`)).status).toBe(200);
  },
  'clients.related': async () => {
    for (const type of ['appointments', 'invoices', 'messages', 'payments', 'sales']) {
      await t.notFoundForA('GET', `/api/v1/clients/${type}/${t.bClientId}`);
    }
  },
  'clients.export': async () => {
    await t.a.client.post('/api/v1/clients', { first_name: 'Own', last_name: 'Exported', email: 'own@alpha.example' });
    const res = await t.a.client.mutate('clients.export', { format: 'csv' });
    expect(res.status).toBe(200);
    const text = Buffer.from(res.body.result.data.content_base64, 'base64').toString('utf8');
    expect(text).toContain('own@alpha.example');
    expect(text).not.toContain('secret@beta.example');
    const archived = await t.a.client.mutate('clients.export', { format: 'csv', archived: true });
    expect(Buffer.from(archived.body.result.data.content_base64, 'base64').toString('utf8')).not.toContain('Old');
  },
  'clients.importTemplate': async () => {
    const res = await t.a.client.get('/api/v1/clients/import-template?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/csv/);
    // Positive control: the template's header row is there; none of B's clients is.
    expect(String(res.body)).toMatch(/First name|Ім.я/);
    expect(String(res.body)).not.toContain('Secret');
  },
  'clients.marketingConsent': async () => {
    const mine = (await t.a.client.post('/api/v1/clients', { first_name: 'Own', last_name: 'Consent' })).body.data.id;
    // One of B's ids among A's own: NOT_FOUND, and neither A's nor B's client changes.
    await t.notFoundForA('POST', '/api/v1/clients/marketing-consent', { ids: [mine, t.bClientId], agreed: true });
    const viaTrpc = await t.a.client.mutate('clients.marketingConsent', { ids: [t.bClientId], agreed: true });
    expect(viaTrpc.body.error.data.code).toBe('NOT_FOUND');
    expect((await t.b.client.get(`/api/v1/clients/${t.bClientId}`)).body.data.marketing_messages).toBe(false);
    expect((await t.a.client.get(`/api/v1/clients/${mine}`)).body.data.marketing_messages).toBe(false);
    // Positive control: A's own client alone is recorded.
    const own = await t.a.client.post('/api/v1/clients/marketing-consent', { ids: [mine], agreed: true });
    expect(own.body.data).toMatchObject({ changed: 1 });
  },
  'clients.import': async () => {
    const before = (await t.b.client.get('/api/v1/clients?per_page=1')).body.meta.total;
    const file = Buffer.from('First name,Last name\nImported,Person\n').toString('base64');
    expect(
      (
        await t.a.client.post('/api/v1/user/import-clients', {
          file_name: 'c.csv',
          content_base64: file,
          business_id: t.b.user.business.id,
        })
      ).status,
    ).toBe(200);
    expect((await t.b.client.get('/api/v1/clients?per_page=1')).body.meta.total).toBe(before);
  },
});
