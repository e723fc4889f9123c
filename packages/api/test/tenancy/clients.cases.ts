import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

export const cases = (t: TenancyWorld): Cases => ({
  'clients.list': async () => {
    const all = await t.a.client.get('/api/v1/clients?per_page=100&search=secret');
    const archived = await t.a.client.get('/api/v1/clients?archived=1&is_lite=1');
    expect(all.body.data).toEqual([]);
    expect(archived.body).toEqual([]);
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
