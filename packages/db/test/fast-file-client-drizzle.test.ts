import { eq, relations, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { blob, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/migrate';
import { openNodeClient } from '../src/node';
import { outcome, same, tempClients } from './support/differential';

const { path, track, pair } = tempClients();

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

// Wiring.

describe('openNodeClient', () => {
  it('uses the fast client for file: URLs, the stock one with LIBSQL_DRIVER=client, and migrates on both', async () => {
    const before = process.env.LIBSQL_DRIVER;
    try {
      delete process.env.LIBSQL_DRIVER;
      const fast = await openNodeClient(`file:${path('nested', 'dir', 'app.db')}`);
      track(fast);
      process.env.LIBSQL_DRIVER = 'client';
      const stock = await openNodeClient(`file:${path('stock', 'app.db')}`);
      track(stock);
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
