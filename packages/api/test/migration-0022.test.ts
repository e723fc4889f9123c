import type { Client } from '@libsql/client';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { DRIVERS, type Opened, openClient, rows, upgradeWith } from '../../db/test/support/migration-clients';
import { nameKeys } from '../src/shared/collation';

/**
 * 0022 recomputes every stored sort key and search text in SQL (a migration cannot run the JS), from the keys the
 * old code wrote (its lower-cased names). On a database at 0021 with random names of every kind (Ukrainian, Russian,
 * accented Latin, ß and æ, apostrophes and dashes of every form, digits, №, Greek, an emoji, a no-break space), each
 * row afterwards holds exactly what `nameKeys` writes for it today, on the three clients the app uses.
 */
const TAG = '0022_uk_names';
const T = 1_790_000_000_000;

const CHARS = [
  ...'АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯабвгґдеєжзиіїйклмнопрстуфхцчшщьюя',
  ...'ЁёЫыЭэЪъ',
  ...'AaBbZzÉéÖöÅåÇçŁłØøßÆæŒœ',
  ...`'’ʼ-–— .,()№`,
  '\u00a0',
  ...'0129',
  ...'ΩωΣσ',
  '🙂',
];
const names = (n: number, seed: number) =>
  fc.sample(
    fc.array(fc.constantFrom(...CHARS), { minLength: 1, maxLength: 12 }).map((cs) => cs.join('').trim() || 'x'),
    { numRuns: n, seed },
  );

/** What the code before 0022 stored (clients/output.ts and the records' prepare). */
const oldClientSearch = (f: string, l: string, email: string, phone: string) =>
  [`${f} ${l}`, `${l} ${f}`, email, phone.replace(/\D/g, '')].join(' ').toLowerCase();
const oldSortKey = (text: string) => text.toLocaleLowerCase('uk');

async function seed(client: Client) {
  await client.execute(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, created_at, updated_at) VALUES ('u1', 'o@x.test', 'h', 'O', 'W', ${T}, ${T})`,
  );
  await client.execute(`INSERT INTO businesses (id, owner_user_id, name, slug, timezone, currency, region, created_at, updated_at)
    VALUES ('b1', 'u1', 'Studio', 'studio', 'Europe/Kyiv', 'UAH', 'UK', ${T}, ${T})`);
  const firsts = names(60, 1);
  const lasts = names(60, 2);
  const stmts = firsts.map((f, i) => {
    const l = lasts[i] as string;
    const email = `c${i}@example.com`;
    const phone = `+38050123${String(i).padStart(4, '0')}`;
    return {
      sql: `INSERT INTO clients (id, business_id, first_name, last_name, email, phone, search, sort_key, created_at, updated_at)
        VALUES (?, 'b1', ?, ?, ?, ?, ?, ?, ${T}, ${T})`,
      args: [`c${i}`, f, l, email, phone, oldClientSearch(f, l, email, phone), oldSortKey(`${l} ${f}`)],
    };
  });
  const productNames = names(40, 3);
  for (const [i, name] of productNames.entries()) {
    stmts.push({
      sql: `INSERT INTO products (id, business_id, name, price, currency, sort_key, created_at, updated_at)
        VALUES (?, 'b1', ?, 100, 'UAH', ?, ${T}, ${T})`,
      args: [`p${i}`, name, oldSortKey(name)],
    });
  }
  stmts.push({
    sql: `INSERT INTO locations (id, business_id, title, address_1, city, sort_key, created_at, updated_at)
      VALUES ('l1', 'b1', 'Ґалерея', 'вул. Їжакова, 1', 'Київ', ?, ${T}, ${T})`,
    args: [oldSortKey('Ґалерея вул. Їжакова, 1 Київ')],
  });
  await client.batch(stmts, 'write');
}

describe.each(DRIVERS)('migration 0022 on a database with names (%s client)', (driver) => {
  let db: Opened;
  afterEach(async () => db?.close());

  it('recomputes every sort key and search text as nameKeys writes them', async () => {
    db = await openClient(driver);
    expect(await upgradeWith(db.client, TAG, seed)).toEqual([TAG]);

    const cs = await rows(db.client, 'SELECT first_name, last_name, email, phone, sort_key, search FROM clients');
    expect(cs).toHaveLength(60);
    for (const c of cs) {
      const [f, l, email, phone] = [c.first_name, c.last_name, c.email, c.phone].map(String) as [string, string, string, string];
      const expected = nameKeys(`${l} ${f}`, `${f} ${l} ${l} ${f} ${email} ${phone.replace(/\D/g, '')}`);
      expect({ name: `${l} ${f}`, sort_key: c.sort_key, search: c.search }).toEqual({ name: `${l} ${f}`, ...expected });
    }
    const ps = await rows(db.client, 'SELECT name, sort_key, search FROM products');
    expect(ps).toHaveLength(40);
    for (const p of ps) expect(p).toEqual({ name: p.name, ...nameKeys(String(p.name)) });
    expect(await rows(db.client, 'SELECT sort_key, search FROM locations')).toEqual([nameKeys('Ґалерея вул. Їжакова, 1 Київ')]);
    // the working tables are gone
    expect(await rows(db.client, "SELECT name FROM sqlite_master WHERE name IN ('_collation', '_rekey')")).toEqual([]);
  });
});
