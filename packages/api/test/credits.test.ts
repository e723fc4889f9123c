import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { businesses, createDb, creditEntries, type Db, migrate, users } from '@kairos/db';
import { openNodeClient } from '@kairos/db/node';
import { createClient } from '@libsql/client';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { creditsFor } from '../src/credits/cost';
import { balance, balances, grant, spend } from '../src/credits/ledger';
import { CREDIT_REASONS } from '../src/shared/credits-schemas';

/**
 * The credit ledger on real databases: an in-memory one (as the API tests use),
 * a file through the fast client (the Node runtime) and a file through the stock
 * client, whose pool runs concurrent statements on several connections.
 */
const NOW = new Date('2026-11-22T10:00:00.000Z');
const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const f of cleanup.splice(0)) f();
});

async function open(kind: 'memory' | 'fast' | 'stock'): Promise<Db> {
  let client: Awaited<ReturnType<typeof openNodeClient>>;
  if (kind === 'memory') client = createClient({ url: ':memory:' });
  else {
    const dir = mkdtempSync(join(tmpdir(), 'kairos-credits-'));
    const url = `file:${join(dir, 'c.db')}`;
    client = kind === 'fast' ? await openNodeClient(url) : createClient({ url });
    if (kind === 'stock') await client.execute('PRAGMA journal_mode=WAL');
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  }
  cleanup.unshift(() => client.close());
  await migrate(client);
  return createDb(client);
}

async function business(db: Db, id = crypto.randomUUID()): Promise<string> {
  const owner = crypto.randomUUID();
  await db.insert(users).values({ id: owner, email: `${owner}@x.test`, password_hash: 'h', first_name: 'O', last_name: 'W' });
  await db
    .insert(businesses)
    .values({ id, owner_user_id: owner, name: 'B', slug: id, timezone: 'Europe/Kyiv', currency: 'UAH', region: 'UK' });
  return id;
}

const sumOf = async (db: Db, businessId: string, channel: 'sms' | 'email') =>
  Number(
    (
      await db
        .select({ s: sql<number>`coalesce(sum(${creditEntries.delta}), 0)` })
        .from(creditEntries)
        .where(sql`${creditEntries.business_id} = ${businessId} AND ${creditEntries.channel} = ${channel}`)
    )[0]?.s,
  );

describe('credit ledger', () => {
  it('grants and spends per channel; the balance is the sum of the entries', async () => {
    const db = await open('memory');
    const b = await business(db);
    expect(await balances(db, b)).toEqual({ sms: 0, email: 0 });
    expect(await grant(db, { businessId: b, channel: 'sms', amount: 5, reason: 'trial_grant', now: NOW })).toBe(5);
    expect(
      await grant(db, { businessId: b, channel: 'sms', amount: 100, reason: 'purchase', referenceId: 'pay_1', now: NOW }),
    ).toBe(105);
    expect(
      await spend(db, { businessId: b, channel: 'sms', amount: 3, reason: 'message', referenceId: 'msg_1', now: NOW }),
    ).toEqual({
      status: 'spent',
      balance: 102,
      seq: 3,
    });
    expect(await grant(db, { businessId: b, channel: 'email', amount: 5, reason: 'trial_grant', now: NOW })).toBe(5);
    expect(await balances(db, b)).toEqual({ sms: 102, email: 5 });
    expect(await balance(db, b, 'sms')).toBe(await sumOf(db, b, 'sms'));
    const entries = await db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.business_id, b))
      .orderBy(creditEntries.channel, creditEntries.seq);
    expect(entries.map((e) => [e.channel, e.seq, e.delta, e.balance, e.reason])).toEqual([
      ['email', 1, 5, 5, 'trial_grant'],
      ['sms', 1, 5, 5, 'trial_grant'],
      ['sms', 2, 100, 105, 'purchase'],
      ['sms', 3, -3, 102, 'message'],
    ]);
  });

  it('refuses a spend the balance does not cover and writes nothing', async () => {
    const db = await open('memory');
    const b = await business(db);
    await grant(db, { businessId: b, channel: 'sms', amount: 2, reason: 'trial_grant', now: NOW });
    expect(await spend(db, { businessId: b, channel: 'sms', amount: 3, reason: 'message', referenceId: 'm', now: NOW })).toEqual({
      status: 'insufficient',
      balance: 2,
    });
    expect(
      await spend(db, { businessId: b, channel: 'email', amount: 1, reason: 'message', referenceId: 'm', now: NOW }),
    ).toEqual({
      status: 'insufficient',
      balance: 0,
    });
    expect(await db.select().from(creditEntries).where(eq(creditEntries.business_id, b))).toHaveLength(1);
  });

  it('takes a retried spend (same message) and a repeated purchase (same payment) once', async () => {
    const db = await open('memory');
    const b = await business(db);
    const pay = { businessId: b, channel: 'sms', amount: 10, reason: 'purchase', referenceId: 'pay_1', now: NOW } as const;
    expect(await grant(db, pay)).toBe(10);
    expect(await grant(db, pay)).toBe(10);
    const send = { businessId: b, channel: 'sms', amount: 2, reason: 'message', referenceId: 'msg_1', now: NOW } as const;
    expect((await spend(db, send)).status).toBe('spent');
    expect(await spend(db, send)).toEqual({ status: 'already_spent', balance: 8 });
    // the refund of that message is its own entry
    expect(await grant(db, { ...send, reason: 'refund' })).toBe(10);
  });

  it('keeps each business to its own balance', async () => {
    const db = await open('memory');
    const [a, b] = [await business(db), await business(db)];
    await grant(db, { businessId: a, channel: 'sms', amount: 4, reason: 'trial_grant', now: NOW });
    expect(await spend(db, { businessId: b, channel: 'sms', amount: 1, reason: 'message', now: NOW })).toMatchObject({
      status: 'insufficient',
    });
    expect(await balances(db, a)).toEqual({ sms: 4, email: 0 });
  });

  it('the database itself refuses an entry that would leave a negative balance', async () => {
    const db = await open('memory');
    const b = await business(db);
    await expect(
      db
        .insert(creditEntries)
        .values({ business_id: b, channel: 'sms', seq: 1, delta: -1, balance: -1, reason: 'admin_adjustment' }),
    ).rejects.toThrow();
  });

  describe.each(['memory', 'fast', 'stock'] as const)('under concurrency (%s)', (kind) => {
    it('50 parallel spends of 1 on a balance of 10: exactly 10 succeed, never below 0', async () => {
      const db = await open(kind);
      const b = await business(db);
      await grant(db, { businessId: b, channel: 'sms', amount: 10, reason: 'purchase', now: NOW });
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          spend(db, { businessId: b, channel: 'sms', amount: 1, reason: 'message', referenceId: `msg_${i}`, now: NOW }),
        ),
      );
      expect(results.filter((r) => r.status === 'spent')).toHaveLength(10);
      expect(results.filter((r) => r.status === 'insufficient')).toHaveLength(40);
      expect(await balance(db, b, 'sms')).toBe(0);
      expect(await sumOf(db, b, 'sms')).toBe(0);
      const seqs = (await db.select({ seq: creditEntries.seq }).from(creditEntries).where(eq(creditEntries.business_id, b))).map(
        (r) => r.seq,
      );
      expect(seqs.sort((x, y) => x - y)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    });
  });
});

describe('creditsFor', () => {
  it('counts SMS parts (160 GSM / 70 Unicode characters, then 153 / 67) and one credit per email', () => {
    expect(creditsFor('email', 'x'.repeat(5000))).toBe(1);
    expect(creditsFor('sms', 'a'.repeat(160))).toBe(1);
    expect(creditsFor('sms', 'a'.repeat(161))).toBe(2);
    expect(creditsFor('sms', '{'.repeat(80))).toBe(1); // extension characters count twice
    expect(creditsFor('sms', '{'.repeat(81))).toBe(2);
    expect(creditsFor('sms', 'я'.repeat(70))).toBe(1);
    expect(creditsFor('sms', 'я'.repeat(71))).toBe(2);
    expect(creditsFor('sms', 'я'.repeat(134))).toBe(2);
    expect(creditsFor('sms', '😀'.repeat(35))).toBe(1);
    expect(creditsFor('sms', '😀'.repeat(36))).toBe(2);
  });

  it("the screens' list of reasons is the ledger's, in both directions", () => {
    expect([...CREDIT_REASONS].sort()).toEqual([...creditEntries.reason.enumValues].sort());
  });
});
