import { describe, expect, it } from 'vitest';
import { createFastFileClient } from '../src/fast-file-client';
import { errorShape, tempClients } from './support/differential';

const { track, stockClient, fastClient } = tempClients();

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
      track(m);
      await m.execute('CREATE TABLE t (v TEXT)');
      await m.batch([{ sql: 'INSERT INTO t VALUES (?)', args: ['в памʼяті'] }], 'write');
      expect((await m.execute('SELECT v FROM t')).rows[0]!.v).toBe('в памʼяті');
      expect(await m.sync()).toBeUndefined();
    }
  });
});
