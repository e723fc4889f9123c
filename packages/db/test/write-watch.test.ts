import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb, onWrites } from '../src/index';
import { openNodeClient } from '../src/node';
import { writtenTables } from '../src/write-watch';

describe('writtenTables', () => {
  it('names the table of each kind of write, quoted or bare, and nothing for a read', () => {
    expect(writtenTables('insert into "appointments" ("id") values (?)')).toEqual(['appointments']);
    expect(writtenTables('INSERT OR IGNORE INTO services (id) VALUES (1)')).toEqual(['services']);
    expect(writtenTables('update "business_settings" set "x" = ? where "business_id" = ?')).toEqual(['business_settings']);
    expect(writtenTables('delete from `online_bookings` where id = ?')).toEqual(['online_bookings']);
    expect(writtenTables('replace into t1 values (1)')).toEqual(['t1']);
    expect(writtenTables('select "updated_at" from "appointments" where "deleted_at" is null')).toEqual([]);
  });
});

async function watched() {
  const client = await openNodeClient('file::memory:');
  await client.execute('create table a (id integer primary key, v text)');
  await client.execute('create table b (id integer primary key)');
  const db = createDb(client);
  const heard: string[][] = [];
  onWrites(db, (tables) => heard.push([...tables].sort()));
  return { client, db, heard };
}

describe('onWrites', () => {
  it('hears an autocommit write after it is done, and not a read or a write that changed nothing', async () => {
    const { client, db, heard } = await watched();
    await db.run(sql`insert into a (id, v) values (1, 'x')`);
    expect(heard).toEqual([['a']]);
    await db.all(sql`select * from a`);
    await db.run(sql`update a set v = 'y' where id = 2`);
    await db.run(sql`insert into a (id, v) values (1, 'z') on conflict do nothing`);
    expect(heard).toEqual([['a']]);
    await db.run(sql`delete from a where id = 1`);
    expect(heard).toEqual([['a'], ['a']]);
    // RETURNING: the local drivers report rowsAffected 0, the rows it answers count.
    await db.all(sql`insert into a (id, v) values (2, 'r') returning id`);
    expect(heard).toEqual([['a'], ['a'], ['a']]);
    await db.all(sql`update a set v = 's' where id = 99 returning id`);
    expect(heard).toEqual([['a'], ['a'], ['a']]);
    client.close();
  });

  it('hears a transaction once, at its commit, and a rolled-back one never', async () => {
    const { client, db, heard } = await watched();
    await db.transaction(async (tx) => {
      await tx.run(sql`insert into a (id, v) values (1, 'x')`);
      await tx.run(sql`insert into b (id) values (1)`);
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([['a', 'b']]);
    await expect(
      db.transaction(async (tx) => {
        await tx.run(sql`insert into b (id) values (2)`);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(heard).toEqual([['a', 'b']]);
    await db.batch([db.run(sql`insert into b (id) values (3)`), db.run(sql`select 1`)]);
    expect(heard).toEqual([['a', 'b'], ['b']]);
    client.close();
  });

  it('stops telling a listener that unsubscribed', async () => {
    const client = await openNodeClient('file::memory:');
    await client.execute('create table a (id integer primary key)');
    const db = createDb(client);
    const heard: string[] = [];
    const off = onWrites(db, (t) => heard.push(...t));
    await db.run(sql`insert into a (id) values (1)`);
    off();
    await db.run(sql`insert into a (id) values (2)`);
    expect(heard).toEqual(['a']);
    client.close();
  });
});
