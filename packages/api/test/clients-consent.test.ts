import { clients } from '@kairos/db';
import { inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/**
 * Issue 25: the owner records marketing consent for selected clients (POST /clients/marketing-consent).
 * Opted-out clients (opt_out) are never changed and are counted as skipped; an id that is not the
 * business's makes the whole call NOT_FOUND with nothing changed; the counts are exact when calls race.
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

type Owner = Awaited<ReturnType<typeof registerOwner>>;
const add = async (o: Owner, first_name: string, fields: Record<string, unknown> = {}) =>
  (await o.client.post('/api/v1/clients', { first_name, last_name: 'Lee', ...fields })).body.data.id as string;
const stateOf = async (ids: string[]) =>
  Object.fromEntries(
    (
      await h.db
        .select({ id: clients.id, m: clients.marketing_messages, o: clients.opt_out })
        .from(clients)
        .where(inArray(clients.id, ids))
    ).map((r) => [r.id, [r.m, r.o]]),
  );
const consent = (o: Owner, ids: string[], agreed: boolean) => o.client.post('/api/v1/clients/marketing-consent', { ids, agreed });

describe('bulk marketing consent', () => {
  it('records agreement for the selected clients, skipping and counting opted-out ones, and withdraws it', async () => {
    const o = await registerOwner(h);
    const ann = await add(o, 'Ann');
    const bob = await add(o, 'Bob', { marketing_messages: true });
    const out = await add(o, 'Out', { opt_out: true });
    const other = await add(o, 'Other');

    const res = await consent(o, [ann, bob, out, ann], true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ changed: 1, unchanged: 1, skipped_opted_out: 1 });
    expect(res.body.message).toBe('1 client marked as agreed to marketing messages. 1 opted-out client was not changed.');
    expect(await stateOf([ann, bob, out, other])).toEqual({
      [ann]: [true, false],
      [bob]: [true, false],
      [out]: [false, true],
      [other]: [false, false],
    });
    // The campaign count sees them at once.
    const count = await o.client.post('/api/v1/marketing/count', { channel: 'sms', filters: { all_clients: true } });
    expect(count.body.data).toMatchObject({ matched: 4, not_agreed: 1, opted_out: 1 });

    o.client.setLocale('uk');
    const back = await consent(o, [ann, bob, out], false);
    expect(back.body.data).toMatchObject({ changed: 2, unchanged: 0, skipped_opted_out: 1 });
    expect(back.body.message).toBe('Згоду на маркетинг відкликано: 2. Відписаних клієнтів не змінено: 1.');
    expect(await stateOf([ann, bob, out])).toEqual({ [ann]: [false, false], [bob]: [false, false], [out]: [false, true] });
  });

  it("refuses another business's id as NOT_FOUND and changes none of the others", async () => {
    const a = await registerOwner(h, { business_name: 'Alpha' });
    const b = await registerOwner(h, { business_name: 'Beta' });
    const mine = await add(a, 'Mine');
    const theirs = await add(b, 'Theirs');
    for (const ids of [
      [mine, theirs],
      [mine, 'no-such-client'],
    ]) {
      const res = await consent(a, ids, true);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect(await stateOf([mine, theirs])).toEqual({ [mine]: [false, false], [theirs]: [false, false] });
  });

  it('checks the input: at least one id, at most 500, and a yes or no', async () => {
    const o = await registerOwner(h);
    expect((await consent(o, [], true)).status).toBe(422);
    expect((await o.client.post('/api/v1/clients/marketing-consent', { ids: ['x'] })).status).toBe(422);
    const many = Array.from({ length: 501 }, (_, i) => `id${i}`);
    expect((await consent(o, many, true)).status).toBe(422);
  });

  it('counts each change exactly once when calls race (REST and a tRPC batch)', async () => {
    const o = await registerOwner(h);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await add(o, `C${i}`));
    const [rest1, rest2, batch] = await Promise.all([
      consent(o, ids, true),
      consent(o, ids, true),
      o.client.post(`/trpc/clients.marketingConsent,clients.marketingConsent?batch=1`, {
        0: { ids, agreed: true },
        1: { ids, agreed: true },
      }),
    ]);
    const results = [rest1.body.data, rest2.body.data, ...batch.body.map((r: { result: { data: unknown } }) => r.result.data)];
    expect(results.reduce((s, r) => s + r.changed, 0)).toBe(20);
    expect(results.reduce((s, r) => s + r.unchanged, 0)).toBe(60);
    expect(Object.values(await stateOf(ids)).every(([m]) => m === true)).toBe(true);
  });

  it('is refused in read-only mode, like every client write', async () => {
    const o = await registerOwner(h);
    const id = await add(o, 'Ann');
    const { subscriptions } = await import('@kairos/db');
    const { eq } = await import('drizzle-orm');
    await h.db
      .update(subscriptions)
      .set({ trial_ends_at: new Date(h.clock.now.getTime() - 1) })
      .where(eq(subscriptions.business_id, o.user.business.id));
    expect((await consent(o, [id], true)).status).toBe(403);
    expect(await stateOf([id])).toEqual({ [id]: [false, false] });
  });
});
