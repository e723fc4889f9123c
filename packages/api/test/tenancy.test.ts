import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restProcedures } from '../src/rest/procedures';
import { appRouter } from '../src/router';
import { BOOKING_PUBLIC } from './tenancy/booking-public';
import { VERIFICATION_PUBLIC } from './tenancy/verification-public';
import type { Cases, TenancyWorld } from './tenancy/world';
import { makeWorld } from './tenancy/world';

/**
 * Tenancy: no business can read or change another's data, through tRPC or
 * REST. Every procedure must appear either as public (with the reason) or in
 * an area's `tenancy/<area>.cases.ts`; a new procedure fails this file until it does.
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
  'system.outboxAttachment': 'dev only, like system.outbox (NOT_FOUND while the outbox is closed)',
  ...BOOKING_PUBLIC,
  ...VERIFICATION_PUBLIC,
};

import { AREAS as modules } from './tenancy/areas';

let world: TenancyWorld;
const CROSS_TENANT: Cases = {};
const lazy = (path: string) => () => (CROSS_TENANT[path] as () => Promise<void>)();
const declared = new Set<string>();
for (const mod of Object.values(modules)) {
  // Collect names now (for describe.each); bind to the world in beforeAll.
  for (const name of Object.keys(mod.cases(new Proxy({} as TenancyWorld, { get: () => undefined })))) declared.add(name);
}

beforeAll(async () => {
  world = await makeWorld();
  for (const mod of Object.values(modules)) {
    await mod.seed?.(world);
    Object.assign(CROSS_TENANT, mod.cases(world));
  }
});
afterAll(() => world.h.close());

const all = Object.keys(appRouter._def.procedures);
const protectedProcedures = all.filter((p) => !(p in PUBLIC));
const rest = new Map(restProcedures(appRouter).map((p) => [p.path, p]));
const typeOf = (path: string) =>
  (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]?._def.type;

describe('tenancy coverage', () => {
  it('every procedure is either public with a reason or has a cross-tenant case', () => {
    expect(protectedProcedures.filter((p) => !declared.has(p))).toEqual([]);
    expect([...declared].filter((p) => !all.includes(p))).toEqual([]);
  });
});

describe.each(protectedProcedures)('%s', (path) => {
  it('refuses an unauthenticated tRPC call with UNAUTHENTICATED', async () => {
    const anon = world.h.client_();
    const res = typeOf(path) === 'query' ? await anon.query(path) : await anon.mutate(path, {});
    expect(res.status).toBe(401);
    expect(res.body.error.data.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unauthenticated REST call with 401 (where exposed)', async () => {
    const p = rest.get(path);
    if (!p) return;
    const anon = world.h.client_();
    const url = p.rest.path.replace(/\{\w+\}/g, 'x');
    const res = await anon.request(p.rest.method, url, p.rest.method === 'GET' ? undefined : {});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('never reaches another business', lazy(path));
});
