/**
 * Differential test: every operation runs against the stock @libsql/client
 * (its local sqlite3 driver, on one temp file) and the fast client (on
 * another), and the results - ResultSets field by field, rows as arrays, as
 * objects and as observable properties, errors by class, message and codes -
 * must be identical. Then the same for Drizzle on top of each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient, type ResultSet } from '@libsql/client';
import { eq, relations, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { blob, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFastFileClient } from '../src/fast-file-client';
import { migrate } from '../src/migrate';
import { openNodeClient } from '../src/node';

let dir: string;
const opened: Client[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kairos-fast-client-'));
});

afterEach(() => {
  for (const c of opened.splice(0)) c.close();
  rmSync(dir, { recursive: true, force: true });
});

async function stockClient(name = 'stock', intMode?: 'number' | 'bigint' | 'string'): Promise<Client> {
  const c = createClient({ url: `file:${join(dir, `${name}.db`)}`, intMode });
  opened.push(c);
  // what openNodeClient does for the stock driver
  await c.execute('PRAGMA journal_mode=WAL');
  await c.execute('PRAGMA synchronous=NORMAL');
  await c.execute('PRAGMA busy_timeout=5000');
  return c;
}

function fastClient(name = 'fast', options: Parameters<typeof createFastFileClient>[1] = {}): Client {
  const c = createFastFileClient(`file:${join(dir, `${name}.db`)}`, options);
  opened.push(c);
  return c;
}

async function pair(intMode?: 'number' | 'bigint' | 'string') {
  return { stock: await stockClient('stock', intMode), fast: fastClient('fast', { intMode }) };
}

// ---------------------------------------------------------------------------
// Normalising results and errors into plain, comparable data.

function plain(v: unknown): unknown {
  if (v instanceof ArrayBuffer) return { ArrayBuffer: [...new Uint8Array(v)] };
  if (typeof v === 'bigint') return { bigint: String(v) };
  if (v instanceof Uint8Array) return { [v.constructor.name]: [...v] };
  if (v instanceof Date) return { Date: v.toISOString() };
  if (Array.isArray(v)) return v.map(plain);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

/**
 * What code can observe of a row: its length, each index's value and that it
 * is not enumerable, and the enumerable, writable column names in order. (The
 * fast client keeps `length` and the indices on a per-statement prototype, so
 * own property descriptors are not compared.)
 */
function describeRow(row: object) {
  const r = row as Record<string | number, unknown>;
  const len = r.length as number;
  const isEnumerable = (k: string | number) => Object.prototype.propertyIsEnumerable.call(row, k);
  return {
    length: len,
    lengthEnumerable: isEnumerable('length'),
    indices: Array.from({ length: len }, (_, i) => [plain(r[i]), isEnumerable(i)]),
    named: Object.keys(row).map((k) => {
      const d = Object.getOwnPropertyDescriptor(row, k);
      return [k, plain(r[k]), d?.enumerable, d?.writable, d?.configurable];
    }),
  };
}

function snapshot(rs: ResultSet) {
  return {
    class: typeof rs.toJSON,
    columns: rs.columns,
    columnTypes: rs.columnTypes,
    rowsAffected: rs.rowsAffected,
    lastInsertRowid: plain(rs.lastInsertRowid),
    lastInsertRowidType: typeof rs.lastInsertRowid,
    rowsAsArrays: rs.rows.map((r) => plain(Array.prototype.slice.call(r))),
    rowsAsObjects: rs.rows.map((r) => plain({ ...r })),
    rowKeys: rs.rows.map((r) => Object.keys(r)),
    rowDescriptors: rs.rows.map(describeRow),
    isArray: rs.rows.map((r) => Array.isArray(r)),
    json: JSON.stringify(rs),
    ownKeys: Object.keys(rs),
  };
}

function errorShape(e: unknown) {
  const err = e as Error & { code?: string; extendedCode?: string; rawCode?: number; statementIndex?: number };
  return {
    name: err?.name,
    class: err?.constructor?.name,
    message: err?.message,
    code: err?.code,
    extendedCode: err?.extendedCode,
    rawCode: err?.rawCode,
    statementIndex: err?.statementIndex,
    cause: (err?.cause as Error | undefined)?.constructor?.name,
  };
}

async function outcome(p: Promise<unknown>) {
  try {
    const v = await p;
    if (Array.isArray(v)) return { ok: v.map((x) => (isResultSet(x) ? snapshot(x) : plain(x))) };
    return { ok: isResultSet(v) ? snapshot(v) : plain(v) };
  } catch (e) {
    return { err: errorShape(e) };
  }
}

function isResultSet(v: unknown): v is ResultSet {
  return v !== null && typeof v === 'object' && 'rows' in v && 'columns' in v && 'rowsAffected' in v;
}

/** Runs `op` on both clients, in turn, and expects identical outcomes; returns the fast one. */
async function same(clients: { stock: Client; fast: Client }, op: (c: Client) => Promise<unknown>) {
  const a = await outcome(op(clients.stock));
  const b = await outcome(op(clients.fast));
  expect(b).toEqual(a);
  return b;
}

const SCHEMA = `CREATE TABLE vals (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL UNIQUE,
  n INTEGER,
  f REAL,
  t TEXT,
  b BLOB,
  flag INTEGER,
  at INTEGER,
  anything
)`;

describe('fast client vs @libsql/client (differential)', () => {
  it('creates, inserts every value type with positional and named args, and selects identically', async () => {
    const c = await pair();
    await same(c, (x) => x.execute(SCHEMA));
    const values: [string, unknown[]][] = [
      ['null', [null, null, null, null, null, null, null, null]],
      ['int', [42, 1.5, 'plain', new Uint8Array([1, 2, 3]), true, new Date(1_700_000_000_123), -7, 0]],
      [
        'maxSafe',
        [Number.MAX_SAFE_INTEGER, -0.25, 'Привіт, світе! Ґанок, їжак, є', new Uint8Array([]), false, new Date(0), 3n, 1e300],
      ],
      ['bigintArg', [123n, 2.5e-8, '', new Uint8Array([0, 255, 128]).buffer, true, new Date(-1000), 'text in any', 1.0]],
    ];
    for (const [label, v] of values) {
      await same(c, (x) =>
        x.execute({
          sql: 'INSERT INTO vals (label, n, f, t, b, flag, at, anything) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          args: [label, ...v] as never,
        }),
      );
    }
    // named args with every prefix style
    await same(c, (x) =>
      x.execute({
        sql: 'INSERT INTO vals (label, n, t, flag, at, b) VALUES (:label, @n, $t, :flag, :at, :b)',
        args: {
          label: 'named',
          ':n': -123456789,
          '@t': 'кирилиця',
          $flag: false,
          at: new Date('2026-01-02T03:04:05.678Z'),
          b: new Uint8Array([9]),
        },
      }),
    );
    await same(c, (x) => x.execute('INSERT INTO vals (label, n) VALUES (?, ?)', ['shortForm', 5]));
    await same(c, (x) => x.execute('SELECT * FROM vals ORDER BY id'));
    await same(c, (x) =>
      x.execute({
        sql: 'SELECT id, label AS name, n * 2 AS doubled, typeof(f) AS tf, length(b) AS lb FROM vals WHERE id > ?',
        args: [1],
      }),
    );
    await same(c, (x) => x.execute('SELECT count(*), sum(n), group_concat(label) FROM vals'));
    await same(c, (x) => x.execute('SELECT * FROM vals WHERE 0')); // no rows, columns still known
    await same(c, (x) => x.execute("SELECT 1 AS a, 2 AS a, 3 AS length, 4 AS '0', 5 AS '__proto__', NULL AS b")); // odd names
    // an integer past 2^53 with intMode "number": a RangeError on read in both
    await same(c, (x) => x.execute({ sql: 'INSERT INTO vals (label, n) VALUES (?, ?)', args: ['huge', 2n ** 60n] }));
    await same(c, (x) => x.execute("SELECT n FROM vals WHERE label = 'huge'"));
    // argument errors
    await same(c, (x) => x.execute({ sql: 'SELECT ?', args: [Number.NaN] }));
    await same(c, (x) => x.execute({ sql: 'SELECT ?', args: [2n ** 64n] }));
    await same(c, (x) => x.execute({ sql: 'SELECT ?', args: [undefined as never] }));
    await same(c, (x) => x.execute({ sql: 'SELECT ? AS a, ? AS b', args: [1] })); // missing arg binds NULL
  });

  it.each(['bigint', 'string'] as const)('returns integers identically with intMode %s', async (intMode) => {
    const c = await pair(intMode);
    await same(c, (x) => x.execute(SCHEMA));
    await same(c, (x) =>
      x.execute({ sql: 'INSERT INTO vals (label, n, flag, f) VALUES (?, ?, ?, ?)', args: ['a', 2n ** 62n, true, 1.5] }),
    );
    await same(c, (x) => x.execute('SELECT * FROM vals'));
  });

  it('updates and deletes with and without RETURNING (rowsAffected, lastInsertRowid)', async () => {
    const c = await pair();
    await same(c, (x) => x.execute(SCHEMA));
    for (const label of ['a', 'b', 'c'])
      await same(c, (x) => x.execute({ sql: 'INSERT INTO vals (label, n) VALUES (?, 1)', args: [label] }));
    await same(c, (x) => x.execute({ sql: 'INSERT INTO vals (label, n) VALUES (?, 2) RETURNING id, label', args: ['d'] }));
    await same(c, (x) => x.execute({ sql: 'UPDATE vals SET n = n + 10 WHERE n = ?', args: [1] }));
    await same(c, (x) => x.execute({ sql: 'UPDATE vals SET t = ? WHERE id >= ? RETURNING *', args: ['updated', 2] }));
    await same(c, (x) => x.execute('UPDATE vals SET t = NULL WHERE 0 RETURNING id'));
    await same(c, (x) => x.execute({ sql: 'DELETE FROM vals WHERE label = ?', args: ['a'] }));
    await same(c, (x) => x.execute({ sql: 'DELETE FROM vals WHERE label = ? RETURNING label', args: ['b'] }));
    await same(c, (x) => x.execute('INSERT INTO vals (label) VALUES (?) ON CONFLICT (label) DO NOTHING', ['c']));
    await same(c, (x) => x.execute('PRAGMA table_info(vals)'));
    await same(c, (x) => x.execute('SELECT * FROM vals ORDER BY id'));
  });

  it('reports SQL errors identically, keeping the SQLite message', async () => {
    const c = await pair();
    await same(c, (x) => x.execute('CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE)'));
    await same(c, (x) => x.execute("INSERT INTO users (email) VALUES ('a@b.c')"));
    const dup = await same(c, (x) => x.execute("INSERT INTO users (email) VALUES ('a@b.c')"));
    expect(JSON.stringify(dup)).toContain('UNIQUE constraint failed: users.email');
    await same(c, (x) => x.execute('SELEC nonsense'));
    await same(c, (x) => x.execute('SELECT * FROM missing_table'));
    await same(c, (x) => x.execute('INSERT INTO users (email) VALUES (NULL)'));
    // the failed statements left nothing behind and the clients still work
    await same(c, (x) => x.execute("INSERT INTO users (email) VALUES ('x@y.z') RETURNING *"));
    await same(c, (x) => x.execute('SELECT * FROM users'));
  });

  it('batch: all results, or nothing written when a statement fails halfway', async () => {
    const c = await pair();
    await same(c, (x) => x.execute('CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE)'));
    await same(c, (x) =>
      x.batch(
        [
          "INSERT INTO users (email) VALUES ('one@x')",
          { sql: 'INSERT INTO users (email) VALUES (?) RETURNING id', args: ['two@x'] },
          ['INSERT INTO users (email) VALUES (?)', ['three@x']],
          'SELECT * FROM users ORDER BY id',
        ],
        'write',
      ),
    );
    const failed = await same(c, (x) =>
      x.batch(
        [
          "INSERT INTO users (email) VALUES ('four@x')",
          "UPDATE users SET email = 'changed@x' WHERE id = 1",
          "INSERT INTO users (email) VALUES ('two@x')", // UNIQUE violation
          "INSERT INTO users (email) VALUES ('five@x')",
        ],
        'write',
      ),
    );
    expect(failed).toMatchObject({ err: { class: 'LibsqlBatchError', statementIndex: 2 } });
    expect((failed as { err: { message: string } }).err.message).toContain('UNIQUE constraint failed: users.email');
    await same(c, (x) => x.execute('SELECT * FROM users ORDER BY id')); // nothing of the failed batch
    await same(c, (x) => x.batch(['SELECT count(*) AS n FROM users'], 'read'));
    await same(c, (x) => x.batch(['SELECT count(*) AS n FROM users'])); // default: deferred
    await same(c, (x) => x.batch(["INSERT INTO users (email) VALUES ('ro@x')"], 'read')); // write in a read-only batch
    await same(c, (x) => x.batch([], 'write'));
    await same(c, (x) => x.batch(['SELECT 1'], 'bogus' as never));
    // a statement that ends the transaction itself
    await same(c, (x) => x.batch(["INSERT INTO users (email) VALUES ('six@x')", 'ROLLBACK', 'SELECT 1'], 'write'));
    await same(c, (x) => x.execute('SELECT count(*) AS n FROM users'));
  });

  it('interactive transactions: commit, rollback, close, and use after the end', async () => {
    const c = await pair();
    await same(c, (x) => x.execute('CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE)'));
    await same(c, async (x) => {
      const tx = await x.transaction('write');
      const log: unknown[] = [tx.closed];
      log.push(snapshot(await tx.execute("INSERT INTO users (email) VALUES ('committed@x') RETURNING id")));
      log.push((await tx.batch(['SELECT count(*) AS n FROM users', { sql: 'SELECT ? AS p', args: [1] }])).map(snapshot));
      await tx.executeMultiple("INSERT INTO users (email) VALUES ('multi@x'); UPDATE users SET email = upper(email);");
      await tx.commit();
      log.push(tx.closed);
      log.push(await outcome(tx.execute('SELECT 1')));
      log.push(await outcome(tx.commit()));
      log.push(await outcome(tx.rollback()));
      tx.close();
      return log;
    });
    await same(c, async (x) => {
      const tx = await x.transaction(); // default mode: write
      await tx.execute("INSERT INTO users (email) VALUES ('rolled-back@x')");
      const inside = snapshot(await tx.execute('SELECT email FROM users ORDER BY id'));
      await tx.rollback();
      return [inside, tx.closed, await outcome(tx.execute('SELECT 1'))];
    });
    await same(c, async (x) => {
      const tx = await x.transaction('deferred');
      await tx.execute("INSERT INTO users (email) VALUES ('closed@x')");
      tx.close(); // rolls back
      return [tx.closed, await outcome(tx.rollback())];
    });
    await same(c, async (x) => {
      const tx = await x.transaction('read');
      const r: unknown[] = [snapshot(await tx.execute('SELECT count(*) AS n FROM users'))];
      r.push(await outcome(tx.execute("INSERT INTO users (email) VALUES ('nope@x')")));
      await tx.commit();
      return r;
    });
    await same(c, async (x) => {
      const tx = await x.transaction('write');
      const dup = await outcome(tx.execute("INSERT INTO users (email) VALUES ('COMMITTED@X')")); // error, tx stays open
      const r = [dup, tx.closed];
      await tx.execute("INSERT INTO users (email) VALUES ('after-error@x')");
      r.push(await outcome(tx.batch(["INSERT INTO users (email) VALUES ('b1@x')", "INSERT INTO users (email) VALUES ('b1@x')"])));
      await tx.commit();
      return r;
    });
    await same(c, async (x) => {
      // the transaction ended by a statement: commit then fails, rollback too (as in the stock client)
      const tx = await x.transaction('write');
      await tx.execute("INSERT INTO users (email) VALUES ('ended@x')");
      await tx.execute('COMMIT');
      return [tx.closed, await outcome(tx.commit()), await outcome(tx.rollback()), await outcome(tx.execute('SELECT 1'))];
    });
    await same(c, (x) => x.execute('SELECT * FROM users ORDER BY id'));
    // the client is usable afterwards (the connection went back)
    await same(c, (x) => x.execute("INSERT INTO users (email) VALUES ('later@x')"));
  });

  it('executeMultiple, migrate, sync-free statements and a BEGIN left open by execute', async () => {
    const c = await pair();
    await same(c, (x) =>
      x.executeMultiple(`
        CREATE TABLE a (id INTEGER PRIMARY KEY, v TEXT);
        CREATE INDEX a_v ON a (v);
        INSERT INTO a (v) VALUES ('x'), ('y'), ('ж');
      `),
    );
    await same(c, (x) => x.execute('SELECT * FROM a ORDER BY id'));
    await same(c, (x) => x.executeMultiple('INSERT INTO a (v) VALUES (1); SELECT nonsense FROM;'));
    await same(c, (x) => x.execute('SELECT count(*) FROM a'));
    await same(c, (x) => x.executeMultiple("BEGIN; INSERT INTO a (v) VALUES ('left open');")); // rolled back on return
    await same(c, (x) => x.execute('SELECT count(*) FROM a'));
    await same(c, (x) => x.execute('BEGIN')); // ditto: a plain execute never leaves a transaction open
    await same(c, (x) => x.execute("INSERT INTO a (v) VALUES ('autocommitted')"));
    await same(c, (x) => x.execute('ROLLBACK'));
    await same(c, (x) => x.execute('SELECT count(*) FROM a'));
    await same(c, (x) =>
      x.migrate([
        'CREATE TABLE b (id INTEGER PRIMARY KEY, a_id INTEGER REFERENCES a(id))',
        { sql: 'INSERT INTO b (a_id) VALUES (?)', args: [999] }, // FK off during migrate
        'SELECT * FROM b',
      ]),
    );
    await same(c, (x) => x.migrate(['CREATE TABLE c (id INTEGER PRIMARY KEY)', 'INSERT INTO nowhere VALUES (1)']));
    await same(c, (x) => x.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"));
    await same(c, (x) => x.execute('PRAGMA foreign_keys'));
    await same(c, (x) => x.execute({ sql: 'INSERT INTO b (a_id) VALUES (?)', args: [12345] })); // FK on again
  });

  it('pragmas: foreign keys on, WAL, synchronous NORMAL, busy_timeout as openNodeClient sets them', async () => {
    const c = await pair();
    for (const p of ['foreign_keys', 'journal_mode', 'synchronous', 'busy_timeout'])
      await same(c, (x) => x.execute(`PRAGMA ${p}`));
    const fast = (await c.fast.execute('PRAGMA journal_mode')).rows[0]!;
    expect(fast[0]).toBe('wal');
    expect((await c.fast.execute('PRAGMA busy_timeout')).rows[0]![0]).toBe(5000);
    expect((await c.fast.execute('PRAGMA synchronous')).rows[0]![0]).toBe(1);
  });

  it('statement cache: schema changes, rolled-back DDL and LRU eviction keep results right', async () => {
    const stock = await stockClient();
    const fast = fastClient('fast', { statementCacheSize: 3 });
    const c = { stock, fast };
    await same(c, (x) => x.execute('CREATE TABLE s (id INTEGER PRIMARY KEY, a TEXT)'));
    await same(c, (x) => x.execute("INSERT INTO s (a) VALUES ('1')"));
    await same(c, (x) => x.execute('SELECT * FROM s'));
    await same(c, (x) => x.execute('ALTER TABLE s ADD COLUMN b INTEGER DEFAULT 7'));
    await same(c, (x) => x.execute('SELECT * FROM s'));
    await same(c, (x) => x.execute('ALTER TABLE s RENAME COLUMN a TO renamed'));
    await same(c, (x) => x.execute('SELECT * FROM s'));
    await same(c, (x) => x.execute('SELECT s.* FROM s'));
    // DDL inside a transaction that is rolled back: the cached column list must follow
    await same(c, async (x) => {
      const tx = await x.transaction('write');
      await tx.execute('ALTER TABLE s ADD COLUMN c TEXT');
      const inside = snapshot(await tx.execute('SELECT * FROM s'));
      await tx.rollback();
      return inside;
    });
    await same(c, (x) => x.execute('SELECT * FROM s'));
    // same width, other names: only the cache clear on rollback can catch this one
    await same(c, async (x) => {
      const tx = await x.transaction('write');
      await tx.execute('ALTER TABLE s RENAME COLUMN b TO in_tx');
      const inside = snapshot(await tx.execute('SELECT * FROM s'));
      await tx.rollback();
      return inside;
    });
    await same(c, (x) => x.execute('SELECT * FROM s'));
    await same(c, (x) =>
      x.batch(['ALTER TABLE s RENAME COLUMN b TO in_batch', 'SELECT * FROM s', 'INSERT INTO nowhere VALUES (1)'], 'write'),
    );
    await same(c, (x) => x.execute('SELECT * FROM s'));
    await same(c, (x) =>
      x.batch(['ALTER TABLE s ADD COLUMN d TEXT', 'SELECT * FROM s', 'INSERT INTO nowhere VALUES (1)'], 'write'),
    );
    await same(c, (x) => x.execute('SELECT * FROM s'));
    await same(c, (x) => x.executeMultiple('DROP TABLE s; CREATE TABLE s (x TEXT, y TEXT, z TEXT);'));
    await same(c, (x) => x.execute('SELECT * FROM s'));
    // more distinct statements than the cache holds, repeatedly
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 6; i++) {
        await same(c, (x) => x.execute({ sql: `INSERT INTO s (x, y) VALUES (?, '${i}')`, args: [`r${round}`] }));
        await same(c, (x) => x.execute({ sql: `SELECT count(*) AS n${i} FROM s WHERE y = ?`, args: [String(i)] }));
      }
    }
    await same(c, (x) => x.execute('SELECT * FROM s ORDER BY rowid'));
  });

  it('close: later calls fail the same way', async () => {
    const c = await pair();
    c.stock.close();
    c.fast.close();
    expect(c.fast.closed).toBe(c.stock.closed);
    await same(c, (x) => x.execute('SELECT 1'));
    await same(c, (x) => x.batch(['SELECT 1']));
    await same(c, (x) => x.transaction());
  });
});

describe('fast client: one connection, serialised transactions', () => {
  it('two concurrent transactions both complete without interleaving (the stock client fails the second with SQLITE_BUSY)', async () => {
    const stock = await stockClient();
    await stock.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, owner TEXT, v INTEGER)');
    const held = await stock.transaction('write');
    expect(errorShape(await stock.transaction('write').catch((e) => e))).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(errorShape(await stock.execute("INSERT INTO t (owner) VALUES ('outside')").catch((e) => e))).toMatchObject({
      code: 'SQLITE_BUSY',
    });
    await held.rollback();

    const fast = fastClient();
    await fast.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, owner TEXT, v INTEGER)');
    const order: string[] = [];
    const worker = async (name: string) => {
      const tx = await fast.transaction('write');
      order.push(`${name}:begin`);
      for (let i = 0; i < 5; i++) {
        await tx.execute({ sql: 'INSERT INTO t (owner, v) VALUES (?, ?)', args: [name, i] });
        await new Promise((r) => setTimeout(r, 1)); // give the other one every chance to interleave
      }
      const mine = await tx.execute({ sql: 'SELECT count(*) AS n FROM t WHERE owner = ?', args: [name] });
      order.push(`${name}:commit`);
      if (name === 'B') await tx.rollback();
      else await tx.commit();
      return mine.rows[0]!.n;
    };
    const outside = (async () => {
      await new Promise((r) => setTimeout(r, 2));
      await fast.execute("INSERT INTO t (owner, v) VALUES ('outside', 0)"); // waits for the open transaction
      order.push('outside');
    })();
    const [a, b] = await Promise.all([worker('A'), worker('B'), outside]);
    expect([a, b]).toEqual([5, 5]);
    expect(order).toEqual(['A:begin', 'A:commit', 'B:begin', 'B:commit', 'outside']);
    const rows = (await fast.execute('SELECT owner, count(*) AS n FROM t GROUP BY owner ORDER BY owner')).rows.map((r) => ({
      ...r,
    }));
    expect(rows).toEqual([
      { owner: 'A', n: 5 },
      { owner: 'outside', n: 1 },
    ]);
  });

  it('read-modify-write transactions from many concurrent tasks lose no update', async () => {
    const fast = fastClient();
    await fast.execute('CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)');
    await fast.execute('INSERT INTO counter (id, n) VALUES (1, 0)');
    await Promise.all(
      Array.from({ length: 25 }, async (_, i) => {
        const tx = await fast.transaction('write');
        try {
          const n = Number((await tx.execute('SELECT n FROM counter WHERE id = 1')).rows[0]!.n);
          await new Promise((r) => setTimeout(r, i % 3));
          await tx.execute({ sql: 'UPDATE counter SET n = ? WHERE id = 1', args: [n + 1] });
          await tx.commit();
        } finally {
          tx.close();
        }
      }),
    );
    expect((await fast.execute('SELECT n FROM counter')).rows[0]!.n).toBe(25);
  });

  it('a call that waits on an open transaction too long fails with SQLITE_BUSY instead of hanging', async () => {
    const fast = fastClient('fast', { lockTimeoutMs: 100 });
    await fast.execute('CREATE TABLE t (v INTEGER)');
    const tx = await fast.transaction('write');
    await tx.execute('INSERT INTO t VALUES (1)');
    // e.g. awaiting the outer client from inside its own transaction
    expect(errorShape(await fast.execute('SELECT count(*) FROM t').catch((e) => e))).toMatchObject({ code: 'SQLITE_BUSY' });
    await tx.commit();
    expect((await fast.execute('SELECT count(*) AS n FROM t')).rows[0]!.n).toBe(1);
  });

  it('close() rejects queued calls and ends the open transaction', async () => {
    const fast = fastClient();
    await fast.execute('CREATE TABLE t (v INTEGER)');
    const tx = await fast.transaction('write');
    const queued = fast.execute('INSERT INTO t VALUES (1)');
    fast.close();
    expect(errorShape(await queued.catch((e) => e))).toMatchObject({ code: 'CLIENT_CLOSED' });
    expect(tx.closed).toBe(true);
    expect(errorShape(await tx.commit().catch((e) => e))).toMatchObject({ code: 'TRANSACTION_CLOSED' });
    fast.reconnect();
    expect(fast.closed).toBe(false);
    expect((await fast.execute('SELECT count(*) AS n FROM t')).rows[0]!.n).toBe(0);
  });

  it('works in memory (":memory:" and "file::memory:") and syncs as a no-op', async () => {
    for (const url of [':memory:', 'file::memory:']) {
      const m = createFastFileClient(url);
      opened.push(m);
      await m.execute('CREATE TABLE t (v TEXT)');
      await m.batch([{ sql: 'INSERT INTO t VALUES (?)', args: ['в памʼяті'] }], 'write');
      expect((await m.execute('SELECT v FROM t')).rows[0]!.v).toBe('в памʼяті');
      expect(await m.sync()).toBeUndefined();
    }
  });
});

// ---------------------------------------------------------------------------
// Drizzle on top of both.

const authors = sqliteTable('authors', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  score: real('score'),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  avatar: blob('avatar', { mode: 'buffer' }),
  meta: text('meta', { mode: 'json' }).$type<{ tags: string[] }>(),
  big: blob('big', { mode: 'bigint' }),
});
const posts = sqliteTable('posts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  authorId: integer('author_id')
    .notNull()
    .references(() => authors.id),
  title: text('title').notNull(),
});
const authorsRelations = relations(authors, ({ many }) => ({ posts: many(posts) }));
const postsRelations = relations(posts, ({ one }) => ({
  author: one(authors, { fields: [posts.authorId], references: [authors.id] }),
}));
const schema = { authors, posts, authorsRelations, postsRelations };

describe('Drizzle (drizzle-orm/libsql) on both clients', () => {
  it('gives identical results for insert/select/update/delete/returning/batch/transaction/relational queries', async () => {
    const c = await pair();
    const stockDb = drizzle(c.stock, { schema });
    const fastDb = drizzle(c.fast, { schema });
    type Db = typeof fastDb;
    const both = async (op: (db: Db) => Promise<unknown>) => {
      const a = await outcome(op(stockDb));
      const b = await outcome(op(fastDb));
      expect(b).toEqual(a);
      return b;
    };
    await both((db) =>
      db.run(sql`CREATE TABLE authors (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, email TEXT NOT NULL UNIQUE,
        score REAL, active INTEGER NOT NULL DEFAULT 1, created_at INTEGER NOT NULL, avatar BLOB, meta TEXT, big BLOB)`),
    );
    await both((db) =>
      db.run(
        sql`CREATE TABLE posts (id INTEGER PRIMARY KEY AUTOINCREMENT, author_id INTEGER NOT NULL REFERENCES authors(id), title TEXT NOT NULL)`,
      ),
    );
    const t = new Date('2026-11-22T10:00:00.000Z');
    await both((db) =>
      db
        .insert(authors)
        .values([
          {
            name: 'Олена',
            email: 'olena@x',
            score: 4.5,
            createdAt: t,
            avatar: Buffer.from([1, 2, 3]),
            meta: { tags: ['a', 'б'] },
            big: 2n ** 63n - 1n,
          },
          { name: 'Bob', email: 'bob@x', active: false, createdAt: t },
        ])
        .returning(),
    );
    await both((db) => db.insert(authors).values({ name: 'Dup', email: 'bob@x', createdAt: t })); // UNIQUE
    await both((db) => db.insert(authors).values({ name: 'Cy', email: 'cy@x', createdAt: t }).run());
    await both((db) =>
      db.insert(posts).values([
        { authorId: 1, title: 'Перший' },
        { authorId: 1, title: 'Second' },
        { authorId: 2, title: 'Bob’s' },
      ]),
    );
    await both((db) => db.insert(posts).values({ authorId: 999, title: 'orphan' })); // FK
    await both((db) => db.select().from(authors).orderBy(authors.id));
    await both((db) => db.select().from(authors).where(eq(authors.email, 'olena@x')).get());
    await both((db) =>
      db
        .select({ id: authors.id, n: sql<number>`length(${authors.name})` })
        .from(authors)
        .all(),
    );
    await both((db) => db.select().from(authors).values());
    await both((db) =>
      db
        .select({ author: authors.name, post: posts.title })
        .from(posts)
        .innerJoin(authors, eq(posts.authorId, authors.id))
        .orderBy(posts.id),
    );
    await both((db) => db.select().from(posts).leftJoin(authors, eq(posts.authorId, authors.id)).orderBy(posts.id));
    await both((db) => db.all(sql`SELECT * FROM authors ORDER BY id`));
    await both((db) => db.get(sql`SELECT count(*) AS n FROM posts`));
    await both((db) => db.values(sql`SELECT id, email FROM authors ORDER BY id`));
    await both((db) =>
      db
        .update(authors)
        .set({ score: 1.25, active: true })
        .where(eq(authors.id, 2))
        .returning({ id: authors.id, score: authors.score }),
    );
    await both((db) => db.update(authors).set({ name: 'Cyril' }).where(eq(authors.email, 'cy@x')));
    await both((db) => db.delete(authors).where(eq(authors.email, 'cy@x')).returning());
    await both((db) => db.delete(posts).where(eq(posts.title, 'nothing')));
    await both((db) => db.query.authors.findFirst({ where: eq(authors.email, 'olena@x'), with: { posts: true } }));
    await both((db) =>
      db.query.authors.findMany({ columns: { id: true, name: true }, with: { posts: { columns: { title: true } } } }),
    );
    await both((db) =>
      db.query.posts.findFirst({ with: { author: { columns: { email: true } } }, orderBy: (p, { desc }) => [desc(p.id)] }),
    );
    await both((db) =>
      db.batch([
        db.insert(authors).values({ name: 'Batch', email: 'batch@x', createdAt: t }).returning({ id: authors.id }),
        db.update(authors).set({ score: 9 }).where(eq(authors.email, 'batch@x')),
        db.select().from(authors).where(eq(authors.email, 'batch@x')),
        db.query.authors.findFirst({ where: eq(authors.email, 'batch@x') }),
      ]),
    );
    await both((db) =>
      db.batch([
        db.insert(authors).values({ name: 'B2', email: 'b2@x', createdAt: t }),
        db.insert(authors).values({ name: 'B3', email: 'bob@x', createdAt: t }),
      ]),
    );
    await both((db) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(authors).values({ name: 'Tx', email: 'tx@x', createdAt: t }).returning();
        await tx.insert(posts).values({ authorId: row!.id, title: 'in tx' });
        await tx
          .transaction(async (nested) => {
            await nested.insert(posts).values({ authorId: row!.id, title: 'nested, rolled back' });
            nested.rollback();
          })
          .catch(() => undefined);
        return tx.query.authors.findFirst({ where: eq(authors.id, row!.id), with: { posts: true } });
      }),
    );
    await both((db) =>
      db.transaction(async (tx) => {
        await tx.insert(authors).values({ name: 'Gone', email: 'gone@x', createdAt: t });
        throw new Error('abort');
      }),
    );
    await both((db) =>
      db.transaction(async (tx) => {
        await tx.insert(authors).values({ name: 'Gone2', email: 'gone2@x', createdAt: t });
        tx.rollback();
      }),
    );
    await both((db) => db.select().from(authors).orderBy(authors.id));
    await both((db) => db.select().from(posts).orderBy(posts.id));
  });
});

// ---------------------------------------------------------------------------
// Wiring.

describe('openNodeClient', () => {
  it('uses the fast client for file: URLs, the stock one with LIBSQL_DRIVER=client, and migrates on both', async () => {
    const before = process.env.LIBSQL_DRIVER;
    try {
      delete process.env.LIBSQL_DRIVER;
      const fast = await openNodeClient(`file:${join(dir, 'nested', 'dir', 'app.db')}`);
      opened.push(fast);
      process.env.LIBSQL_DRIVER = 'client';
      const stock = await openNodeClient(`file:${join(dir, 'stock', 'app.db')}`);
      opened.push(stock);
      expect(fast.constructor.name).toBe('FastFileClient');
      expect(stock.constructor.name).toBe('Sqlite3Client');
      const c = { stock, fast };
      await same(c, (x) => migrate(x));
      await same(c, (x) => migrate(x)); // nothing left to apply
      await same(c, (x) =>
        x.execute("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name"),
      );
      await same(c, (x) => x.execute('SELECT tag FROM __migrations ORDER BY tag'));
      for (const p of ['journal_mode', 'synchronous', 'busy_timeout', 'foreign_keys'])
        await same(c, (x) => x.execute(`PRAGMA ${p}`));
    } finally {
      if (before === undefined) delete process.env.LIBSQL_DRIVER;
      else process.env.LIBSQL_DRIVER = before;
    }
  });
});
