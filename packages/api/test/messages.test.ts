import { messages } from '@kairos/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClientMessage, queueClientMessage } from '../src/mail/client-messages';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/** GET /user/messages: the business's log of client messages, newest first, filtered and paged. */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const PATH = '/api/v1/user/messages';
type Item = { client_name: string; type: string; channel: string; status: string; body_preview: string; created_at: string };

async function world() {
  const o = await registerOwner(h, { timezone: 'Europe/Kyiv' });
  const add = async (first_name: string) =>
    (await o.client.post('/api/v1/clients', { first_name, last_name: 'Brown', email: `${first_name}@x.example` })).body.data
      .id as string;
  const ann = await add('Ann');
  const bob = await add('Bob');
  const send = (client_id: string, m: Partial<ClientMessage>) =>
    queueClientMessage(
      h.deps,
      o.user.business.id,
      { client_id, channel: 'email', type: 'reminder', to: 'x@x.example', subject: 'S', text: 'T', ...m },
      h.clock.now,
    );
  return { ...o, ann, bob, send };
}

const list = async (o: Awaited<ReturnType<typeof world>>, q = '') => {
  const res = await o.client.get(`${PATH}${q}`);
  expect(res.status).toBe(200);
  return { items: res.body.data as Item[], ...(res.body.meta as { total: number; last_page: number; page: number }) };
};

describe('the message log', () => {
  it('lists newest first with the client, status and credits; filters by type, channel, status and client', async () => {
    const o = await world();
    await o.send(o.ann, { text: 'first' });
    h.advance(60_000);
    await o.send(o.bob, { type: 'booking', text: 'second' });
    h.advance(60_000);
    await o.send(o.ann, { channel: 'sms', to: '+447700900123', text: 'third', subject: undefined });
    await h.drain();
    const all = await list(o);
    expect(all.total).toBe(3);
    expect(all.items.map((i) => i.body_preview)).toEqual(['third', 'second', 'first']);
    expect(all.items[0]).toMatchObject({
      client_name: 'Ann Brown',
      channel: 'sms',
      type: 'reminder',
      status: 'sent',
      credits: 1,
    });
    expect((await list(o, '?type=booking')).items.map((i) => i.body_preview)).toEqual(['second']);
    expect((await list(o, '?channel=sms')).items.map((i) => i.body_preview)).toEqual(['third']);
    expect((await list(o, `?client_id=${o.ann}`)).items.map((i) => i.body_preview)).toEqual(['third', 'first']);
    expect((await list(o, '?status=error')).total).toBe(0);
    expect((await list(o, '?status=sent')).total).toBe(3);
  });

  it('filters by days in the business time zone and pages', async () => {
    const o = await world();
    // 2026-11-22 23:30 in Kyiv is 21:30 UTC: still the 22nd for the owner.
    h.clock.now = new Date('2026-11-22T21:30:00Z');
    await o.send(o.ann, { text: 'late on the 22nd' });
    h.clock.now = new Date('2026-11-22T22:30:00Z'); // 00:30 on the 23rd in Kyiv
    await o.send(o.ann, { text: 'early on the 23rd' });
    expect((await list(o, '?from=2026-11-22&to=2026-11-22')).items.map((i) => i.body_preview)).toEqual(['late on the 22nd']);
    expect((await list(o, '?from=2026-11-23')).items.map((i) => i.body_preview)).toEqual(['early on the 23rd']);
    for (let i = 0; i < 3; i++) await o.send(o.bob, { text: `more ${i}` });
    const page = await list(o, '?per_page=2&page=3');
    expect(page).toMatchObject({ total: 5, last_page: 3, page: 3 });
    expect(page.items.map((i) => i.body_preview)).toEqual(['late on the 22nd']);
  });

  it('refuses bad filters with field errors, and shows no other business’s messages', async () => {
    const o = await world();
    const other = await registerOwner(h);
    await o.send(o.ann, { text: 'mine' });
    const bad = await o.client.get(`${PATH}?type=spam&from=2026-02-30`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'type']);
    expect((await other.client.get(PATH)).body.meta.total).toBe(0);
    expect((await other.client.get(`${PATH}?client_id=${o.ann}`)).body.meta.total).toBe(0);
    expect(await h.db.select().from(messages)).toHaveLength(1);
  });
});
