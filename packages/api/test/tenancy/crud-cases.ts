import { expect } from 'vitest';
import type { Cases, TenancyWorld } from './world';

interface CrudArea {
  /** tRPC router name and REST segment. */
  area: string;
  rest: string;
  /** A valid create body; `marker` is a text field whose value must never leak. */
  sample: (marker: string) => Record<string, unknown>;
  marker: string;
}

/**
 * The seven list-and-form procedures of an area, attacked by A with B's ids:
 * reads answer NOT_FOUND or omit B's rows, writes change nothing of B's.
 */
export function crudSeed(spec: CrudArea) {
  return async (t: TenancyWorld) => {
    const live = await t.b.client.post(`/api/v1/${spec.rest}`, spec.sample(`Secret ${spec.marker}`));
    const old = await t.b.client.post(`/api/v1/${spec.rest}`, spec.sample(`Old ${spec.marker}`));
    if (live.status !== 200 || old.status !== 200)
      throw new Error(`seed ${spec.area}: ${JSON.stringify(live.body)} ${JSON.stringify(old.body)}`);
    t.ids[`${spec.area}.live`] = live.body.data.id;
    t.ids[`${spec.area}.archived`] = old.body.data.id;
    await t.b.client.del(`/api/v1/${spec.rest}/${old.body.data.id}`);
    // A's own rows: the positive control that A's reads work at all (an empty or failed answer must not pass).
    const mine = await t.a.client.post(`/api/v1/${spec.rest}`, spec.sample(`Mine ${spec.marker}`));
    const mineOld = await t.a.client.post(`/api/v1/${spec.rest}`, spec.sample(`Mine archived ${spec.marker}`));
    if (mine.status !== 200 || mineOld.status !== 200) throw new Error(`seed A ${spec.area}: ${JSON.stringify(mine.body)}`);
    t.ids[`${spec.area}.a.live`] = mine.body.data.id;
    t.ids[`${spec.area}.a.archived`] = mineOld.body.data.id;
    await t.a.client.del(`/api/v1/${spec.rest}/${mineOld.body.data.id}`);
  };
}

export function crudCases(t: TenancyWorld, spec: CrudArea): Cases {
  const base = `/api/v1/${spec.rest}`;
  const live = () => t.ids[`${spec.area}.live`] as string;
  const archived = () => t.ids[`${spec.area}.archived`] as string;
  const liveUnchanged = async () => {
    const res = await t.b.client.get(`${base}/${live()}`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.data)).toContain(`Secret ${spec.marker}`);
    expect(res.body.data.archived_at).toBeNull();
  };
  return {
    [`${spec.area}.list`]: async () => {
      const active = await t.a.client.get(`${base}?per_page=100`);
      const old = await t.a.client.get(`${base}?archived=1&is_lite=1`);
      expect(active.status).toBe(200);
      expect(old.status).toBe(200);
      const activeIds = active.body.data.map((r: { id: string }) => r.id);
      const oldIds = old.body.map((r: { id: string }) => r.id);
      expect(activeIds).toContain(t.ids[`${spec.area}.a.live`]);
      expect(oldIds).toContain(t.ids[`${spec.area}.a.archived`]);
      expect([...activeIds, ...oldIds]).not.toContain(live());
      expect([...activeIds, ...oldIds]).not.toContain(archived());
      for (const body of [active.body, old.body]) {
        expect(JSON.stringify(body)).not.toContain(`Secret ${spec.marker}`);
        expect(JSON.stringify(body)).not.toContain(`Old ${spec.marker}`);
      }
    },
    [`${spec.area}.get`]: async () => {
      await t.notFoundForA('GET', `${base}/${live()}`);
      expect((await t.a.client.query(`${spec.area}.get`, { id: live() })).body.error.data.code).toBe('NOT_FOUND');
      const own = await t.a.client.get(`${base}/${t.ids[`${spec.area}.a.live`]}`);
      expect(own.status).toBe(200);
      expect(JSON.stringify(own.body.data)).toContain(`Mine ${spec.marker}`);
    },
    [`${spec.area}.create`]: async () => {
      const res = await t.a.client.post(base, { ...spec.sample('Mine'), business_id: t.b.user.business.id });
      expect(res.status).toBe(200);
      const bList = await t.b.client.get(`${base}?per_page=100`);
      expect(bList.body.data.map((r: { id: string }) => r.id)).not.toContain(res.body.data.id);
    },
    [`${spec.area}.update`]: async () => {
      await t.notFoundForA('PUT', `${base}/${live()}`, spec.sample('Hacked'));
      expect(
        (await t.a.client.mutate(`${spec.area}.update`, { id: live(), ...spec.sample('Hacked') })).body.error.data.code,
      ).toBe('NOT_FOUND');
      await liveUnchanged();
    },
    [`${spec.area}.archive`]: async () => {
      await t.notFoundForA('DELETE', `${base}/${live()}`);
      await liveUnchanged();
    },
    [`${spec.area}.restore`]: async () => {
      await t.notFoundForA('PUT', `${base}/${archived()}/restore`);
      expect((await t.b.client.get(`${base}/${archived()}`)).body.data.archived_at).not.toBeNull();
    },
    [`${spec.area}.destroy`]: async () => {
      await t.notFoundForA('DELETE', `${base}/${archived()}/permanent`);
      expect((await t.b.client.get(`${base}/${archived()}`)).status).toBe(200);
    },
  };
}
