import { afterEach, describe, expect, it } from 'vitest';
import { type Migration, migrate } from '../src/migrate';
import { DRIVERS, type Opened, openClient, rows } from './support/migration-clients';

/**
 * The migration runner: each migration in one transaction with foreign keys
 * off (switched outside it), rolled back if it would leave a broken key, and
 * every client checked to enforce keys afterwards. Through each client the app uses.
 */
const parentAndChild: Migration = {
  tag: '0001_parent_child',
  statements: [
    'CREATE TABLE p (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL)',
    'CREATE TABLE c (id TEXT PRIMARY KEY NOT NULL, p_id TEXT NOT NULL REFERENCES p(id) ON DELETE CASCADE)',
  ],
};

/** The rebuild SQLite needs to change a table: with keys on, `DROP TABLE p` would cascade into c. */
const rebuildParent: Migration = {
  tag: '0002_rebuild_parent',
  statements: [
    'CREATE TABLE __new_p (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, extra TEXT)',
    'INSERT INTO __new_p (id, name) SELECT id, name FROM p',
    'DROP TABLE p',
    'ALTER TABLE __new_p RENAME TO p',
  ],
};

describe.each(DRIVERS)('migrate (%s client)', (driver) => {
  let db: Opened;
  afterEach(async () => db?.close());

  it('rebuilds a referenced table without touching the rows that reference it', async () => {
    db = await openClient(driver);
    await migrate(db.client, [parentAndChild]);
    await db.client.execute("INSERT INTO p (id, name) VALUES ('p1', 'one')");
    await db.client.execute("INSERT INTO c (id, p_id) VALUES ('c1', 'p1'), ('c2', 'p1')");
    expect(await migrate(db.client, [parentAndChild, rebuildParent])).toEqual([rebuildParent.tag]);
    expect(await rows(db.client, 'SELECT id, p_id FROM c ORDER BY id')).toEqual([
      { id: 'c1', p_id: 'p1' },
      { id: 'c2', p_id: 'p1' },
    ]);
    expect(await rows(db.client, 'SELECT id, name, extra FROM p')).toEqual([{ id: 'p1', name: 'one', extra: null }]);
    // and the key still holds afterwards
    await expect(db.client.execute("INSERT INTO c (id, p_id) VALUES ('c3', 'nobody')")).rejects.toThrow(/FOREIGN KEY/);
    await db.client.execute("DELETE FROM p WHERE id = 'p1'");
    expect(await rows(db.client, 'SELECT id FROM c')).toEqual([]);
  });

  it('rolls a migration back when it would leave a row that breaks a key', async () => {
    db = await openClient(driver);
    await migrate(db.client, [parentAndChild]);
    await db.client.execute("INSERT INTO p (id, name) VALUES ('p1', 'one')");
    await db.client.execute("INSERT INTO c (id, p_id) VALUES ('c1', 'p1')");
    const leavesOrphan: Migration = {
      tag: '0002_leaves_orphan',
      statements: ['CREATE TABLE side (id TEXT)', "DELETE FROM p WHERE id = 'p1'"],
    };
    await expect(migrate(db.client, [parentAndChild, leavesOrphan])).rejects.toThrow(
      /0002_leaves_orphan was rolled back: .*foreign key/,
    );
    expect(await rows(db.client, 'SELECT id FROM p')).toEqual([{ id: 'p1' }]);
    expect(await rows(db.client, "SELECT name FROM sqlite_master WHERE name = 'side'")).toEqual([]);
    expect(await rows(db.client, 'SELECT tag FROM __migrations')).toEqual([{ tag: parentAndChild.tag }]);
    // keys are back on after the failed attempt
    await expect(db.client.execute("INSERT INTO c (id, p_id) VALUES ('c2', 'nobody')")).rejects.toThrow(/FOREIGN KEY/);
  });

  it('leaves the connection enforcing foreign keys, and refuses to start on one that does not', async () => {
    db = await openClient(driver);
    await migrate(db.client);
    expect(await rows(db.client, 'PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    if (driver === 'web') return; // over HTTP a pragma lasts one request's stream; sqld's default is what counts
    await db.client.execute('PRAGMA foreign_keys=OFF');
    await expect(migrate(db.client)).rejects.toThrow(/does not enforce foreign keys/);
  });
});
