import { packageServices, packages } from '@kairos/db';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Lines, records } from '../src/core/records';
import { createCallerFactory, router } from '../src/core/trpc';
import { buildContext } from '../src/http/context';
import { packageDetail } from '../src/offerings/packages/detail';
import { serviceLines } from '../src/offerings/packages/lines';
import { packageOutput, toPackage } from '../src/offerings/packages/output';
import { restProcedures } from '../src/rest/procedures';
import { nameKeys } from '../src/shared/collation';
import { type PackageInput, packageInput } from '../src/shared/offerings-schemas';
import { type Harness, makeHarness } from './support/harness';
import { owner, service } from './support/offerings';

/**
 * The records builders (core/records) on a real database: an area picks the
 * builders it offers; `lines` are written in the same batch as their record
 * (all or nothing); `detail` answers with the lines in a fixed number of queries.
 */
const r = records({
  table: packages,
  area: 'packages',
  rest: 'probe-packages',
  feature: 'packages',
  input: packageInput,
  output: packageOutput,
  toOutput: toPackage,
  searchColumns: [packages.search],
  orderBy: (t) => [asc(t.sort_key), asc(t.id)],
  prepare: (d, ctx) => ({ name: d.name, price: d.price, currency: ctx.business.currency, ...nameKeys(d.name) }),
});

/** Lines whose second row points at a service that does not exist: the foreign key refuses it. */
const broken: Lines<PackageInput> = {
  write: (ctx, id, input) => [
    ...serviceLines.write(ctx, id, input),
    ctx.db.insert(packageServices).values({ package_id: id, service_id: 'missing', quantity: 1, business_id: ctx.businessId }),
  ],
  drop: serviceLines.drop,
};

/** A ledger-style area: no update and no destroy. */
const probe = router({
  list: r.list(),
  get: r.get({ detail: packageDetail }),
  create: r.create({ lines: serviceLines, detail: packageDetail }),
  createBroken: r.create({ lines: broken, detail: packageDetail }),
  archive: r.archive({ detail: packageDetail }),
  restore: r.restore({ detail: packageDetail }),
});
const brokenUpdate = router({ update: r.update({ lines: broken, detail: packageDetail }) });

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

async function setup() {
  const o = await owner(h);
  const cookie = [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const app = new (await import('hono')).Hono();
  let ctx: Awaited<ReturnType<typeof buildContext>> | undefined;
  app.get('/', async (hc) => {
    ctx = await buildContext(hc, h.deps, false);
    return hc.text('');
  });
  await app.request('http://localhost/', { headers: { cookie, 'x-locale': 'en' } });
  const c = ctx as NonNullable<typeof ctx>;
  const svc = async (name: string) => (await o.client.post('/api/v1/services', service(name))).body.data.id as string;
  return { ...o, probe: createCallerFactory(probe)(c), update: createCallerFactory(brokenUpdate)(c), svc };
}

const rowsOf = (h: Harness) => h.db.select().from(packages);
const linesOf = (h: Harness, id: string) => h.db.select().from(packageServices).where(eq(packageServices.package_id, id));

describe('records builders', () => {
  it('create writes the record and its lines in one batch: a failing line leaves nothing behind', async () => {
    const s = await setup();
    const cut = await s.svc('Cut');
    await expect(s.probe.createBroken({ name: 'Broken', services: [{ service_id: cut }], price: 100 })).rejects.toThrow();
    expect(await rowsOf(h)).toEqual([]);
    expect(await h.db.select().from(packageServices)).toEqual([]);
    // Control: the same record with good lines is written, and answered with its lines.
    const made = await s.probe.create({ name: 'Fine', services: [{ service_id: cut, quantity: 2 }], price: 100 });
    expect(made.services).toMatchObject([{ service_id: cut, quantity: 2, name: 'Cut' }]);
    expect(await linesOf(h, made.id)).toHaveLength(1);
  });

  it('update replaces the lines in the same batch: a failing line keeps the record and its old lines', async () => {
    const s = await setup();
    const cut = await s.svc('Cut');
    const beard = await s.svc('Beard');
    const made = await s.probe.create({ name: 'Cuts', services: [{ service_id: cut, quantity: 3 }], price: 100 });
    await expect(
      s.update.update({ id: made.id, name: 'Renamed', services: [{ service_id: beard }], price: 200 }),
    ).rejects.toThrow();
    expect((await rowsOf(h)).map((p) => [p.name, p.price])).toEqual([['Cuts', 100]]);
    expect((await linesOf(h, made.id)).map((l) => [l.service_id, l.quantity])).toEqual([[cut, 3]]);
  });

  it('an area offers only the builders it picks: a ledger-style record has no update or permanent delete', () => {
    expect(Object.keys(probe._def.procedures).sort()).toEqual(['archive', 'create', 'createBroken', 'get', 'list', 'restore']);
    const paths = restProcedures(probe).map((p) => `${p.rest.method} ${p.rest.path}`);
    expect(paths).toContain('DELETE /api/v1/probe-packages/{id}');
    expect(paths).not.toContain('DELETE /api/v1/probe-packages/{id}/permanent');
    expect(paths.filter((p) => p.startsWith('PUT /api/v1/probe-packages/{id}') && !p.endsWith('/restore'))).toEqual([]);
  });

  it('archive and restore answer with the detail (the record and its lines)', async () => {
    const s = await setup();
    const cut = await s.svc('Cut');
    const made = await s.probe.create({ name: 'Cuts', services: [{ service_id: cut }], price: 100 });
    const archived = await s.probe.archive({ id: made.id });
    expect(archived).toMatchObject({ archived_at: expect.any(String), services: [{ name: 'Cut' }], sales: [] });
    expect(await s.probe.archive({ id: made.id })).toEqual(archived);
    expect(await s.probe.restore({ id: made.id })).toMatchObject({ archived_at: null, services: [{ name: 'Cut' }] });
  });

  it('a package answers with its lines in a fixed number of queries, however many lines it has', async () => {
    const s = await setup();
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) ids.push(await s.svc(name));
    let calls = 0;
    const { execute, batch } = h.client;
    h.client.execute = ((...a: Parameters<typeof execute>) => {
      calls++;
      return execute.apply(h.client, a);
    }) as typeof execute;
    h.client.batch = ((...a: Parameters<typeof batch>) => {
      calls++;
      return batch.apply(h.client, a);
    }) as typeof batch;
    const counted = async (fn: () => Promise<unknown>) => {
      calls = 0;
      await fn();
      return calls;
    };
    const body = (n: number) => ({
      name: `${n} services`,
      services: ids.slice(0, n).map((service_id) => ({ service_id })),
      price: 100,
    });
    let one = '';
    let six = '';
    const create1 = await counted(async () => {
      one = (await s.client.post('/api/v1/packages', body(1))).body.data.id;
    });
    const create6 = await counted(async () => {
      six = (await s.client.post('/api/v1/packages', body(6))).body.data.id;
    });
    expect(create6).toBe(create1);
    const get1 = await counted(() => s.client.get(`/api/v1/packages/${one}`));
    const get6 = await counted(() => s.client.get(`/api/v1/packages/${six}`));
    expect((await s.client.get(`/api/v1/packages/${six}`)).body.data.services).toHaveLength(6);
    expect(get6).toBe(get1);
    const update1 = await counted(() => s.client.put(`/api/v1/packages/${one}`, body(1)));
    const update6 = await counted(() => s.client.put(`/api/v1/packages/${six}`, body(6)));
    expect(update6).toBe(update1);
  });
});
