import { businesses, createDb, type Db, migrate, users } from '@kairos/db';
import { openNodeClient } from '@kairos/db/node';
import type { Client } from '@libsql/client';
import { createClient as createWebClient } from '@libsql/client/web';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HranaServer, startHranaServer } from '../../../test-support/hrana-server';
import {
  assertion,
  brokenAssertion,
  checkFailed,
  constraintOf,
  foreignKeyFailed,
  mapConstraint,
  uniqueFailed,
} from '../src/core/db-errors';

/**
 * core/db-errors.ts reads the constraint that refused a statement on each way the app reaches a database: the
 * fast file client and the stock @libsql/client on Node, and @libsql/client/web over Hrana (the Worker's client),
 * all through Drizzle, on the real migrated schema.
 */
type Driver = 'fast' | 'stock' | 'web';

async function open(driver: Driver): Promise<{ client: Client; close: () => Promise<void> }> {
  if (driver === 'web') {
    const server: HranaServer = await startHranaServer({ authToken: 't' });
    const client = createWebClient({ url: server.url, authToken: 't' });
    return {
      client,
      close: async () => {
        client.close();
        await server.close();
      },
    };
  }
  const previous = process.env.LIBSQL_DRIVER;
  if (driver === 'stock') process.env.LIBSQL_DRIVER = 'client';
  try {
    const client = await openNodeClient('file::memory:');
    return { client, close: async () => client.close() };
  } finally {
    if (previous === undefined) delete process.env.LIBSQL_DRIVER;
    else process.env.LIBSQL_DRIVER = previous;
  }
}

const T = new Date('2026-11-22T10:00:00.000Z');
const user = (id: string, email: string) => ({
  id,
  email,
  password_hash: 'h',
  first_name: 'A',
  last_name: 'B',
  created_at: T,
  updated_at: T,
});

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (e) {
    return e;
  }
  throw new Error('the statement was not refused');
}

describe.each(['fast', 'stock', 'web'] as const)('the database error mapper (%s client)', (driver) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await open(driver);
    close = opened.close;
    await migrate(opened.client);
    db = createDb(opened.client);
    await db.insert(users).values(user('u1', 'a@x.test'));
  });
  afterAll(async () => close?.());

  it('reads a UNIQUE constraint by table.column and by table', async () => {
    const e = await failure(() => db.insert(users).values(user('u2', 'a@x.test')));
    expect(constraintOf(e)).toEqual({ kind: 'unique', columns: ['users.email'] });
    expect(uniqueFailed(e, 'users.email')).toBe(true);
    expect(uniqueFailed(e, 'users.')).toBe(true);
    expect(uniqueFailed(e, 'users.id')).toBe(false);
    expect(uniqueFailed(e, 'businesses.slug')).toBe(false);
    expect(checkFailed(e, 'users.email')).toBe(false);
    expect(foreignKeyFailed(e)).toBe(false);
    expect(mapConstraint(e, { unique: { 'businesses.slug': 'SLUG', 'users.email': 'EMAIL_TAKEN' } })).toBe('EMAIL_TAKEN');
    expect(mapConstraint(e, { unique: { 'businesses.slug': 'SLUG' }, foreignKey: 'IN_USE' })).toBeNull();
  });

  it('reads a UNIQUE constraint inside a batch', async () => {
    const e = await failure(() =>
      db.batch([db.insert(users).values(user('u3', 'c@x.test')), db.insert(users).values(user('u4', 'c@x.test'))]),
    );
    expect(uniqueFailed(e, 'users.email')).toBe(true);
  });

  it('reads a FOREIGN KEY constraint', async () => {
    const e = await failure(() =>
      db.insert(businesses).values({
        id: 'b1',
        owner_user_id: 'nobody',
        name: 'B',
        slug: 'b',
        timezone: 'Europe/Kyiv',
        currency: 'UAH',
        region: 'UK',
        created_at: T,
        updated_at: T,
      }),
    );
    expect(constraintOf(e)).toEqual({ kind: 'foreign_key' });
    expect(foreignKeyFailed(e)).toBe(true);
    expect(uniqueFailed(e, 'businesses.')).toBe(false);
    expect(mapConstraint(e, { unique: { 'businesses.slug': 'SLUG' }, foreignKey: 'IN_USE' })).toBe('IN_USE');
  });

  it('reads a named CHECK, and an assertion by its rule', async () => {
    const e = await failure(() =>
      db.batch([db.insert(users).values(user('u5', 'e@x.test')), assertion({ db }, 'overpaid', sql`1`)]),
    );
    expect(constraintOf(e)).toEqual({ kind: 'check', name: 'assert_overpaid' });
    expect(brokenAssertion(e)).toBe('overpaid');
    expect(checkFailed(e, 'assert_overpaid')).toBe(true);
    expect(mapConstraint(e, { assertion: { over_refunded: 'NO', overpaid: 'PAYMENT_OVERPAID' } })).toBe('PAYMENT_OVERPAID');
    expect(mapConstraint(e, { check: { assert_overpaid: 'BY_NAME' } })).toBe('BY_NAME');
    // The batch rolled back: the user before the assertion was not kept.
    expect((await db.select().from(users).where(sql`${users.id} = 'u5'`)).length).toBe(0);

    const other = await failure(() => db.run(sql`INSERT INTO assertions (rule) VALUES ('no_such_rule')`));
    expect(checkFailed(other, 'assert_known_rule')).toBe(true);
    expect(brokenAssertion(other)).toBeNull();
  });

  it('lets a batch through when no assertion is broken', async () => {
    await db.batch([db.insert(users).values(user('u6', 'f@x.test')), assertion({ db }, 'sale_changed', sql`0`)]);
    expect((await db.select().from(users).where(sql`${users.id} = 'u6'`)).length).toBe(1);
  });

  it('answers null for anything that is not a constraint', async () => {
    const e = await failure(() => db.run(sql`SELECT * FROM no_such_table`));
    expect(constraintOf(e)).toBeNull();
    expect(mapConstraint(e, { unique: { 'users.email': 'X' }, foreignKey: 'Y' })).toBeNull();
    expect(constraintOf(new Error('network down'))).toBeNull();
    expect(brokenAssertion(undefined)).toBeNull();
  });
});
