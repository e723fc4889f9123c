import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restProcedures } from '../src/rest/procedures';
import { appRouter } from '../src/router';
import { apiUser, signedInAdmin, signedInAffiliate } from './support/admin';
import type { Client } from './support/client';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/**
 * Every procedure of the admin area (tRPC paths admin.*, adminTools.*, adminNews.*, read from the
 * router, so later ones are included) refuses an owner, an affiliate, an API user (bearer token, REST)
 * and a session an admin opened as an owner: FORBIDDEN, and the database is as it was.
 */
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
const ADMIN_PATHS = Object.keys(procedures).filter((p) => /^admin($|[A-Z.])/.test(p));
/** The one admin-area call made for a non-admin: leaving a signed-in-as session (checked in admin-impersonation). */
const NOT_ADMIN_ONLY = new Set(['admin.returnToAdmin']);
const rest = new Map(restProcedures(appRouter).map((p) => [p.path, p.rest]));

/** Tables whose rows a refused call may touch: sessions, rate limits, queues, and the audit rows of impersonation itself. */
const VOLATILE = new Set(['sessions', 'rate_limits', 'jobs', 'effects', 'outbox_messages', 'assertions']);

let h: Harness;
let victim: string;
let callers: Record<string, { client: Client; bearerOnly?: boolean }>;

async function snapshot(): Promise<string> {
  const tables = await h.client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%migrations%' ORDER BY name",
  );
  const parts: string[] = [];
  for (const { name } of tables.rows as unknown as { name: string }[]) {
    if (VOLATILE.has(name)) continue;
    const where = name === 'audit_log' ? " WHERE action NOT LIKE 'impersonation.%'" : '';
    // A bearer call stamps its token's last use: the only write a refused API user makes.
    const cols = name === 'api_tokens' ? 'id, user_id, name, token_hash, revoked_at' : '*';
    const rows = await h.client.execute(`SELECT ${cols} FROM "${name}"${where} ORDER BY 1`);
    parts.push(name, JSON.stringify(rows.rows));
  }
  return parts.join('\n');
}

beforeAll(async () => {
  h = await makeHarness();
  const admin = await signedInAdmin(h);
  const owner = await registerOwner(h);
  const target = await registerOwner(h, { business_name: 'Victim' });
  victim = target.user.id;
  const affiliate = await signedInAffiliate(h);
  const api = await apiUser(h);
  // An admin signs in as a fresh owner: that browser is the impersonated session.
  const impersonated = await registerOwner(h, { business_name: 'Impersonated' });
  const adminBrowser = await signedInAdmin(h);
  const signed = await adminBrowser.client.post(`/api/v1/admin/user/${impersonated.user.id}`, {});
  expect(signed.body.data).toMatchObject({ id: impersonated.user.id, impersonating: true });
  callers = {
    owner: { client: owner.client },
    affiliate: { client: affiliate.client },
    'API user': { client: api.client, bearerOnly: true },
    'impersonated session': { client: adminBrowser.client },
  };
  // Positive control: the admin reaches them.
  expect((await admin.client.get('/api/v1/admin/dashboard')).status).toBe(200);
});
afterAll(() => h.close());

describe('the admin matrix', () => {
  it('finds the admin area procedures', () => {
    expect(ADMIN_PATHS).toEqual(expect.arrayContaining(['admin.dashboard', 'admin.signInAs', 'admin.deleteUser']));
    expect(ADMIN_PATHS.length).toBeGreaterThan(12);
  });

  describe.each(ADMIN_PATHS.filter((p) => !NOT_ADMIN_ONLY.has(p)))('%s', (path) => {
    it.each(['owner', 'affiliate', 'API user', 'impersonated session'])(
      'refuses the %s with FORBIDDEN and no change',
      async (who) => {
        const { client, bearerOnly } = callers[who] as { client: Client; bearerOnly?: boolean };
        const before = await snapshot();
        const r = rest.get(path);
        if (!bearerOnly) {
          const body = { id: victim, amount: 5, marketing_available: true };
          const res =
            procedures[path]?._def.type === 'query' ? await client.query(path, { id: victim }) : await client.mutate(path, body);
          expect(res.status, `tRPC ${path}`).toBe(403);
          expect(res.body.error.data.code).toBe('FORBIDDEN');
        }
        if (r) {
          const url = r.path.replace(/\{\w+\}/g, victim);
          const res = await client.request(
            r.method,
            url,
            r.method === 'GET' ? undefined : { amount: 5, trial_ends_at: '2030-01-01' },
          );
          expect(res.status, `${r.method} ${url}`).toBe(403);
          expect(res.body.code).toBe('FORBIDDEN');
        }
        expect(await snapshot()).toBe(before);
      },
    );
  });
});
