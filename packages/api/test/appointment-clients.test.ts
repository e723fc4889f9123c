import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Harness } from './support/harness';
import { makeHarness } from './support/harness';
import { owner, yoga } from './support/offerings';

/** appointments.addClient / removeClient: one client at a time, never losing another tab's change. */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

type Client = Awaited<ReturnType<typeof owner>>['client'];

async function people(c: Client, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(
      (await c.post('/api/v1/clients', { first_name: `Client${String(i).padStart(2, '0')}`, last_name: 'Test' })).body.data.id,
    );
  }
  return ids;
}

async function session(c: Client, cls: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const classId = (await c.post('/api/v1/classes', cls)).body.data.id as string;
  const res = await c.post('/api/v1/appointments', {
    type: 'class_session',
    class_id: classId,
    date: '2026-11-25',
    start_time: '10:00',
    client_ids: [],
    ...extra,
  });
  expect(res.status).toBe(200);
  return res.body.data.id as string;
}

const clientIds = (body: { data: { clients: { id: string }[] } }) => body.data.clients.map((c) => c.id).sort();

describe('adding and removing one client', () => {
  it('30 parallel adds of different clients all stay (REST), and attendance of others is kept', async () => {
    const { client: c } = await owner(h);
    const ids = await people(c, 30);
    const id = await session(c, { ...yoga, spaces: 40, limit_spaces: false });
    const answers = await Promise.all(ids.map((client_id) => c.post(`/api/v1/appointments/${id}/clients`, { client_id })));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const got = await c.get(`/api/v1/appointments/${id}`);
    expect(clientIds(got.body)).toEqual([...ids].sort());

    await c.put(`/api/v1/appointments/${id}/status`, { client_id: ids[0], status: 'attended' });
    const removed = await c.del(`/api/v1/appointments/${id}/clients/${ids[1]}`);
    expect(removed.status).toBe(200);
    expect(clientIds(removed.body)).toEqual(ids.filter((x) => x !== ids[1]).sort());
    const first = removed.body.data.clients.find((x: { id: string }) => x.id === ids[0]);
    expect(first.status).toBe('attended');
  });

  it('a class with 10 spaces takes exactly 10 of 30 parallel adds; the rest are told it is full', async () => {
    const { client: c } = await owner(h);
    const ids = await people(c, 30);
    const id = await session(c, { ...yoga, spaces: 10, limit_spaces: true });
    const answers = await Promise.all(ids.map((client_id) => c.mutate('appointments.addClient', { id, client_id })));
    const ok = answers.filter((a) => a.status === 200);
    const full = answers.filter((a) => a.status === 409);
    expect(ok).toHaveLength(10);
    expect(full).toHaveLength(20);
    expect(full.every((a) => a.body.error.data.code === 'CLASS_SESSION_FULL')).toBe(true);
    const got = await c.get(`/api/v1/appointments/${id}`);
    expect(got.body.data.clients).toHaveLength(10);
  });

  it('adding a client who is already there changes nothing, even on a full session', async () => {
    const { client: c } = await owner(h);
    const ids = await people(c, 2);
    const id = await session(c, { ...yoga, spaces: 1, limit_spaces: true }, { client_ids: [ids[0]] });
    const again = await c.post(`/api/v1/appointments/${id}/clients`, { client_id: ids[0] });
    expect(again.status).toBe(200);
    expect(clientIds(again.body)).toEqual([ids[0]]);
    const more = await c.post(`/api/v1/appointments/${id}/clients`, { client_id: ids[1] });
    expect(more.status).toBe(409);
    expect(more.body.code).toBe('CLASS_SESSION_FULL');
  });

  it('an untouched occurrence of a series: parallel adds share one detached row with the series clients', async () => {
    const { client: c } = await owner(h);
    const ids = await people(c, 12);
    const [regular, ...rest] = ids as [string, ...string[]];
    const series = await session(
      c,
      { ...yoga, spaces: 20, limit_spaces: true },
      { client_ids: [regular], recurring: { frequency: 'weekly', end_date: '2026-12-16' } },
    );
    const occ = series.replace(/_\d{4}-\d{2}-\d{2}$/, '_2026-12-02');
    const answers = await Promise.all(rest.map((client_id) => c.post(`/api/v1/appointments/${occ}/clients`, { client_id })));
    expect(answers.map((a) => a.status)).toEqual(rest.map(() => 200));
    const newId = answers[0]?.body.data.id as string;
    expect(answers.every((a) => a.body.data.id === newId)).toBe(true);
    expect(newId).not.toBe(occ);

    const week = (await c.get('/api/v1/appointments?from=2026-12-02&to=2026-12-02')).body.data;
    expect(week).toHaveLength(1);
    expect(week[0].id).toBe(newId);
    expect(week[0].clients.map((x: { id: string }) => x.id).sort()).toEqual([...ids].sort());
    // The other occurrences keep only the series' client.
    const next = (await c.get('/api/v1/appointments?from=2026-12-09&to=2026-12-09')).body.data;
    expect(next[0].clients.map((x: { id: string }) => x.id)).toEqual([regular]);
  });

  it('removing from an untouched occurrence takes that client off that date only; parallel removes both stick', async () => {
    const { client: c } = await owner(h);
    const ids = await people(c, 3);
    const series = await session(
      c,
      { ...yoga, spaces: 5, limit_spaces: true },
      { client_ids: ids, recurring: { frequency: 'weekly', end_date: '2026-12-16' } },
    );
    const occ = series.replace(/_\d{4}-\d{2}-\d{2}$/, '_2026-12-02');
    const [a, b] = await Promise.all([
      c.del(`/api/v1/appointments/${occ}/clients/${ids[0]}`),
      c.mutate('appointments.removeClient', { id: occ, client_id: ids[1] }),
    ]);
    expect([a?.status, b?.status]).toEqual([200, 200]);
    const day = (await c.get('/api/v1/appointments?from=2026-12-02&to=2026-12-02')).body.data;
    expect(day).toHaveLength(1);
    expect(day[0].clients.map((x: { id: string }) => x.id)).toEqual([ids[2]]);
    const next = (await c.get('/api/v1/appointments?from=2026-12-09&to=2026-12-09')).body.data;
    expect(next[0].clients).toHaveLength(3);
  });

  it('a client who is not on the appointment, or an unknown client, reads as not found', async () => {
    const { client: c } = await owner(h);
    const ids = await people(c, 2);
    const id = await session(c, { ...yoga, spaces: 5 }, { client_ids: [ids[0]] });
    const notOn = await c.del(`/api/v1/appointments/${id}/clients/${ids[1]}`);
    expect(notOn.status).toBe(404);
    expect(notOn.body.code).toBe('NOT_FOUND');
    const unknown = await c.post(`/api/v1/appointments/${id}/clients`, { client_id: 'nope' });
    expect(unknown.status).toBe(404);
    expect(clientIds(await c.get(`/api/v1/appointments/${id}`).then((r) => r.body))).toEqual([ids[0]]);
  });
});
