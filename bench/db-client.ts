// `node --import tsx bench/db-client.ts [--rounds 5] [--ops 2000]` (`--smoke`: 1 round of 20 on 100 rows)
//
// Micro-benchmark of the two local libSQL drivers behind `openNodeClient`:
// the stock @libsql/client sqlite3 driver (LIBSQL_DRIVER=client) and the fast
// client (packages/db/src/fast-file-client.ts), each on its own WAL file under
// the OS temp dir with the same 10k-row tables. Per scenario it runs
// alternating rounds (stock, fast, stock, ...) and prints the median µs/op and
// the stock/fast ratio. The machine may be shared: the ratio is the steadier figure.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Client } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { openNodeClient } from '../packages/db/src/node';
import { loadAtStart, SMOKE_OPTION, sized } from './smoke';

const { values: args } = parseArgs({ options: { rounds: { type: 'string' }, ops: { type: 'string' }, ...SMOKE_OPTION } });
const ROUNDS = Number(args.rounds ?? sized(5, 1));
const OPS = Number(args.ops ?? sized(2000, 20));
const ROWS = sized(10_000, 100);
const INSERTS = sized(1_000, 10);

const loadBefore = loadAtStart('db-client');

const users = sqliteTable('users', {
  id: integer('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  locale: text('locale').notNull(),
  createdAt: integer('created_at').notNull(),
});

/** Opens `driver` through openNodeClient, exactly as the server would (LIBSQL_DRIVER=client = stock). */
async function open(driver: 'stock' | 'fast', dir: string): Promise<Client> {
  const env = process.env;
  const before = env.LIBSQL_DRIVER;
  if (driver === 'stock') env.LIBSQL_DRIVER = 'client';
  else delete env.LIBSQL_DRIVER;
  try {
    return await openNodeClient(`file:${join(dir, `${driver}.db`)}`);
  } finally {
    if (before === undefined) delete env.LIBSQL_DRIVER;
    else env.LIBSQL_DRIVER = before;
  }
}

async function seed(c: Client): Promise<void> {
  await c.executeMultiple(`
    CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, name TEXT NOT NULL, locale TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE TABLE businesses (id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL REFERENCES users(id), name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, currency TEXT NOT NULL);
    CREATE INDEX businesses_owner ON businesses (owner_id);
    CREATE TABLE subscriptions (id INTEGER PRIMARY KEY, business_id INTEGER NOT NULL REFERENCES businesses(id), plan TEXT NOT NULL, status TEXT NOT NULL, ends_at INTEGER);
    CREATE INDEX subscriptions_business ON subscriptions (business_id);
    CREATE TABLE inserts (id INTEGER PRIMARY KEY, body TEXT NOT NULL, at INTEGER NOT NULL);
  `);
  const stmts = [];
  for (let i = 1; i <= ROWS; i++) {
    stmts.push({
      sql: 'INSERT INTO users (id, email, name, locale, created_at) VALUES (?, ?, ?, ?, ?)',
      args: [i, `user${i}@example.com`, `Користувач ${i}`, i % 2 ? 'uk' : 'en', 1_700_000_000_000 + i],
    });
    stmts.push({
      sql: 'INSERT INTO businesses (id, owner_id, name, slug, currency) VALUES (?, ?, ?, ?, ?)',
      args: [i, i, `Business ${i}`, `business-${i}`, 'UAH'],
    });
    stmts.push({
      sql: 'INSERT INTO subscriptions (business_id, plan, status, ends_at) VALUES (?, ?, ?, ?)',
      args: [i, 'pro', 'active', null],
    });
  }
  await c.batch(stmts, 'write');
}

interface Scenario {
  name: string;
  ops: number;
  run: (c: Client, i: number) => Promise<unknown>;
}

const POINT = 'SELECT id, email, name, locale, created_at FROM users WHERE email = ?';
const JOIN = `SELECT u.id, u.email, u.name, b.id AS business_id, b.name AS business_name, b.slug, s.plan, s.status, s.ends_at
  FROM users u JOIN businesses b ON b.owner_id = u.id JOIN subscriptions s ON s.business_id = b.id WHERE u.id = ?`;
const pick = (i: number) => 1 + ((i * 7919) % ROWS);

const scenarios: Scenario[] = [
  {
    name: 'point lookup (indexed email)',
    ops: OPS,
    run: (c, i) => c.execute({ sql: POINT, args: [`user${pick(i)}@example.com`] }),
  },
  { name: '3-table join lookup', ops: OPS, run: (c, i) => c.execute({ sql: JOIN, args: [pick(i)] }) },
  {
    name: 'Drizzle select().where(eq) lookup',
    ops: OPS,
    run: (c, i) =>
      drizzleOf(c)
        .select()
        .from(users)
        .where(eq(users.id, pick(i)))
        .get(),
  },
  {
    name: `autocommit insert (${INSERTS}/round)`,
    ops: INSERTS,
    run: (c, i) => c.execute({ sql: 'INSERT INTO inserts (body, at) VALUES (?, ?)', args: [`row ${i}`, Date.now()] }),
  },
];

const drizzles = new WeakMap<Client, ReturnType<typeof drizzle>>();
function drizzleOf(c: Client) {
  let db = drizzles.get(c);
  if (!db) {
    db = drizzle(c);
    drizzles.set(c, db);
  }
  return db;
}

async function timeRound(c: Client, s: Scenario): Promise<number> {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < s.ops; i++) await s.run(c, i);
  return Number(process.hrtime.bigint() - t0) / 1e3 / s.ops;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const dir = mkdtempSync(join(tmpdir(), 'kairos-db-bench-'));
const clients = { stock: await open('stock', dir), fast: await open('fast', dir) };
try {
  await seed(clients.stock);
  await seed(clients.fast);
  // Same answers from both before timing anything.
  for (const sql of [POINT, JOIN]) {
    const arg = sql === POINT ? 'user42@example.com' : 42;
    const [a, b] = await Promise.all([clients.stock.execute({ sql, args: [arg] }), clients.fast.execute({ sql, args: [arg] })]);
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`results differ for ${sql}`);
  }

  console.log(
    `[db-client] ${ROWS.toLocaleString('en-GB')} rows per table, ${ROUNDS} alternating rounds per scenario, median µs/op`,
  );
  const results: string[][] = [];
  for (const s of scenarios) {
    // warm-up: JIT, statement cache, page cache
    for (const c of [clients.stock, clients.fast]) for (let i = 0; i < Math.min(200, s.ops); i++) await s.run(c, i);
    const times = { stock: [] as number[], fast: [] as number[] };
    for (let r = 0; r < ROUNDS; r++) {
      times.stock.push(await timeRound(clients.stock, s));
      times.fast.push(await timeRound(clients.fast, s));
    }
    const stock = median(times.stock);
    const fast = median(times.fast);
    results.push([s.name, stock.toFixed(1), fast.toFixed(1), `${(stock / fast).toFixed(1)}x`]);
  }
  const head = ['scenario', 'stock µs/op', 'fast µs/op', 'stock/fast'];
  const widths = head.map((h, i) => Math.max(h.length, ...results.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  console.log();
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of results) console.log(line(r));
  const loadAfter = loadavg()[0] ?? 0;
  console.log(`\nload average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)} on ${cpus().length} cores`);
} finally {
  clients.stock.close();
  clients.fast.close();
  rmSync(dir, { recursive: true, force: true });
}
