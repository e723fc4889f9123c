import { classes, clients, discounts, giftVouchers, locations, packages, products, services } from '@kairos/db';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nameKeys, searchKey, sortKey } from '../src/shared/collation';
import { onlineSession, pageBusiness, visitor } from './support/booking-page';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/**
 * Every path that writes a client or a named record stores the keys `nameKeys` computes (a trigger cannot run JS,
 * so each writer must): the form (create, update), the import, the booking page's new client, and each record area.
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const UK = 'АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ';
const letters = [...UK, ...UK.toLowerCase(), ...'AbcÉéXyz', "'", 'ʼ', '-'];
/** Names as a form accepts them: 1-10 of the letters that matter, not starting or ending with a space. */
const names = (n: number, seed: number) =>
  fc.sample(
    fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 10 }).map((cs) => cs.join('')),
    { numRuns: n, seed },
  );

/** The client's stored keys next to what `nameKeys` makes of its row. */
async function clientKeys(businessId: string) {
  const rows = await h.db.select().from(clients).where(eq(clients.business_id, businessId));
  return rows.map((r) => ({
    stored: { sort_key: r.sort_key, search: r.search },
    expected: nameKeys(
      `${r.last_name} ${r.first_name}`,
      `${r.first_name} ${r.last_name} ${r.last_name} ${r.first_name} ${r.email ?? ''} ${r.phone?.replace(/\D/g, '') ?? ''}`,
    ),
  }));
}

function expectKeysKept(rows: Awaited<ReturnType<typeof clientKeys>>, count: number) {
  expect(rows).toHaveLength(count);
  for (const r of rows) expect(r.stored).toEqual(r.expected);
}

const ukCollator = new Intl.Collator('uk', { sensitivity: 'base' });

describe('every write path keeps the client keys', () => {
  it('the form: create and update (random names)', async () => {
    const { client, user } = await registerOwner(h, { locale: 'uk' });
    const firsts = names(20, 1);
    const lasts = names(20, 2);
    const ids: string[] = [];
    for (const [i, first_name] of firsts.entries()) {
      const res = await client.post('/api/v1/clients', { first_name, last_name: lasts[i], email: `c${i}@example.com` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.data.id);
    }
    expectKeysKept(await clientKeys(user.business.id), 20);
    for (const [i, id] of ids.entries()) {
      await client.put(`/api/v1/clients/${id}`, { first_name: lasts[i], last_name: firsts[i], phone: '+380501234567' });
    }
    expectKeysKept(await clientKeys(user.business.id), 20);
  });

  it("the import, and the list's order is Intl.Collator('uk')'s", async () => {
    const { client, user } = await registerOwner(h, { locale: 'uk' });
    const firsts = names(100, 3);
    const lasts = names(100, 4);
    const csv = ['First name,Last name', ...firsts.map((f, i) => `"${f}","${lasts[i]}"`)].join('\n');
    const res = await client.post('/api/v1/user/import-clients', {
      file_name: 'clients.csv',
      content_base64: Buffer.from(csv).toString('base64'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectKeysKept(await clientKeys(user.business.id), 100);
    const listed = (await client.get('/api/v1/clients?per_page=100')).body.data.map(
      (r: { first_name: string; last_name: string }) => `${r.last_name} ${r.first_name}`,
    );
    // each neighbour in order by the collator (equal names, case or accents aside, in either order; ʼ is ')
    const apostrophe = (s: string) => s.replaceAll('ʼ', "'");
    for (let i = 1; i < listed.length; i++) {
      expect(ukCollator.compare(apostrophe(listed[i - 1]), apostrophe(listed[i]))).toBeLessThanOrEqual(0);
    }
  });

  it("the booking page's new client", async () => {
    const a = await pageBusiness(h);
    const { sessionId } = await onlineSession(a, 5);
    const booked = await visitor(h, a.businessId, 'ganna@example.com').post(`/api/v1/online-booking/${a.slug}/bookings`, {
      kind: 'class',
      session_id: sessionId,
      first_name: 'Ґанна',
      last_name: 'Єрмоленко',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const rows = await clientKeys(a.businessId);
    expectKeysKept(rows, 1);
    expect(rows[0]?.stored.search).toContain(searchKey('ганна ермоленко'));
  });
});

describe('every named record area keeps its keys on create and update', () => {
  const PART = [{ title: 'Part', duration_minutes: 30, type: 'block' }];
  const SERVICE = { type: 'single', parts: PART, colour: '#2563eb', price: 1000 };
  const AREAS = [
    { path: 'services', table: services, body: SERVICE },
    { path: 'products', table: products, body: { price: 1000 } },
    { path: 'discounts', table: discounts, body: { type: 'percentage', value: 1000 } },
    { path: 'gift-voucher', table: giftVouchers, body: { kind: 'amount', amount: 1000, price: 1000, colour: '#2563eb' } },
    { path: 'classes', table: classes, body: { spaces: 5 } },
    { path: 'packages', table: packages, body: { price: 1000 } },
  ] as const;

  it.each(AREAS)('$path', async ({ path, table, body: fields }) => {
    const { client } = await registerOwner(h, { locale: 'uk' });
    // a package holds at least one service
    const service = path === 'packages' ? await client.post('/api/v1/services', { ...SERVICE, name: 'Стрижка' }) : null;
    const body = service ? { ...fields, services: [{ service_id: service.body.data.id, quantity: 1 }] } : fields;
    const created = await client.post(`/api/v1/${path}`, { ...body, name: 'Ґель Євро' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as string;
    const keysOf = async () =>
      (await h.db.select({ sort_key: table.sort_key, search: table.search }).from(table).where(eq(table.id, id)))[0];
    expect(await keysOf()).toEqual(nameKeys('Ґель Євро'));
    const updated = await client.put(`/api/v1/${path}/${id}`, { ...body, name: 'Їжа' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await keysOf()).toEqual({ sort_key: sortKey('Їжа'), search: searchKey('Їжа') });
  });

  it('locations, by title, address and city', async () => {
    const { client } = await registerOwner(h, { locale: 'uk' });
    const created = await client.post('/api/v1/locations', { title: 'Ґалерея', address_1: 'вул. Їжакова, 1', city: 'Київ' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [row] = await h.db.select().from(locations).where(eq(locations.id, created.body.data.id));
    expect({ sort_key: row?.sort_key, search: row?.search }).toEqual(nameKeys('Ґалерея вул. Їжакова, 1 Київ'));
  });
});
