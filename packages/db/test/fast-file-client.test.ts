import { describe, expect, it } from 'vitest';
import { outcome, SCHEMA, same, snapshot, tempClients } from './support/differential';

const { stockClient, fastClient, pair } = tempClients();

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
