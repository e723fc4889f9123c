// bench:scale seed of the businesses beside the measured one: raw SQL on a second connection to the file, each
// table filled for a block of businesses by one INSERT ... SELECT over a numbers table, one transaction per block.
// The rows are what the app writes: an owner, the business and the rows registration gives it (copied from the
// measured business's own, as registration left them), three services, 100 clients, 500 appointments over two
// years and 30 days ahead each with one client, and a payment allocated to each of about 40 % of the past ones.
// The analytics copies (visits, hourly rollups, allocations) are written by the schema's triggers, as for every
// write of the app, so they are consistent with the rows by construction.
import Database from 'libsql';
import { DAY } from './money-tables';

export const PER_BUSINESS = { clients: 100, appointments: 500, services: 3 } as const;
/** A payment for appointment i when i % 9 < 4 and it is over (about 200 per business). */
const PAID = 'i % 9 < 4';

/** An id shaped like a UUID, ordered by business then row (so the bulk inserts append to the indexes). */
const id = (tag: number, b: string, k: string) => `printf('%08x-%04x-4000-8000-%012x', ${b}, ${tag}, ${k})`;
const BID = id(0, 'b', '0');
/** The id of other business number `b` (as BID computes it in SQL). */
export const otherId = (b: number) => `${b.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
const FIRST = ['Olena', 'Taras', 'Emma', 'Oliver', 'Iryna', 'Amelia', 'Andrii', 'Sofia'];
const LAST = ['Koval', 'Smith', 'Shevchenko', 'Jones', 'Bondar', 'Brown'];
const METHODS = ['cash', 'card_payment', 'card_reader', 'bank_transfer', 'cash', 'card_payment', 'debit_card'];
const PARTS = JSON.stringify([{ title: 'Service', duration_minutes: 45, type: 'block' }]);

/** Tables registration fills for a business (besides users and businesses), copied per business from the measured one. */
const REGISTRATION = ['subscriptions', 'business_settings', 'notification_settings', 'credit_entries'];

export type Conn = InstanceType<typeof Database>;

/** A connection for seeding: no fsync, a big page cache, keys unchecked (the rows are consistent by construction). */
export function openSeeder(path: string): Conn {
  const db = new Database(path);
  db.exec('PRAGMA journal_mode=WAL');
  db.exec('PRAGMA synchronous=OFF');
  db.exec('PRAGMA cache_size=-1000000');
  db.exec('PRAGMA foreign_keys=OFF');
  db.exec('PRAGMA temp_store=MEMORY');
  db.exec('CREATE TEMP TABLE IF NOT EXISTS scale_n (i INTEGER PRIMARY KEY)');
  db.exec('CREATE TEMP TABLE IF NOT EXISTS blk (b INTEGER PRIMARY KEY)');
  db.exec(
    'INSERT OR IGNORE INTO scale_n (i) WITH RECURSIVE r(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM r WHERE i < 999) SELECT i FROM r',
  );
  return db;
}

/** The copy of each registration table's rows for every business of the block (ids, owner and business replaced). */
function registrationCopies(db: Conn, template: string): string[] {
  const out: string[] = [];
  for (const table of REGISTRATION) {
    const cols = (db.prepare(`SELECT name, pk FROM pragma_table_info('${table}')`).all() as { name: string; pk: number }[]).map(
      (c) => c.name,
    );
    const expr = cols.map((c) => (c === 'business_id' ? BID : c === 'id' ? id(9, 'b', 't.rowid') : `t.${c}`));
    out.push(
      `INSERT INTO ${table} (${cols.join(',')}) SELECT ${expr.join(',')} FROM blk CROSS JOIN ${table} t WHERE t.business_id = '${template}'`,
    );
  }
  return out;
}

/**
 * Businesses `from` to `to - 1` (numbered; ids from `id(0, b, 0)`), in blocks of `block`, each block one transaction.
 * `template` is the measured business (its registration rows are copied). Calls `progress(done)` after each block;
 * returns the rows inserted per table (not counting what the triggers wrote).
 */
export function seedOthers(
  db: Conn,
  template: string,
  from: number,
  to: number,
  now: number,
  block: number,
  progress: (done: number) => void,
) {
  const start = now - 730 * DAY;
  const span = 760 * DAY;
  const A = PER_BUSINESS.appointments;
  const C = PER_BUSINESS.clients;
  const pick = (xs: string[], k: string) =>
    `CASE (${k}) % ${xs.length} ${xs.map((x, j) => `WHEN ${j} THEN '${x}'`).join(' ')} END`;
  // Appointment i of business b: its day, its start in the working day (08:00-18:00 UTC, quarter hours), its client.
  const at = `(${start} + (i * ${span} / ${A}) / ${DAY} * ${DAY} + (8 * 4 + (i * 7 + b) % 40) * 900000)`;
  const client = `((i * 37 + b) % ${C})`;
  const h = '((i * 2654435761 + b * 40503) % 100)';
  const price = `((20 + (i + b) % 70) * 100)`;
  const statements = [
    'DELETE FROM blk',
    'INSERT INTO blk SELECT i + ?1 FROM scale_n WHERE i + ?1 < ?2',
    `INSERT INTO users (id, email, password_hash, first_name, last_name, locale, business_id, email_verified_at, created_at, updated_at)
      SELECT ${id(8, 'b', '0')}, 'owner' || b || '@scale.test', 'x', 'Owner', 'Scale ' || b, 'en', ${BID}, ${start}, ${start}, ${start} FROM blk`,
    `INSERT INTO businesses (id, owner_user_id, name, slug, timezone, currency, region, created_at, updated_at)
      SELECT ${BID}, ${id(8, 'b', '0')}, 'Scale ' || b, 'scale-' || b, 'Europe/London', 'GBP', 'GB', ${start}, ${start} FROM blk`,
    ...registrationCopies(db, template),
    `INSERT INTO services (id, business_id, name, type, parts, duration_minutes, colour, price, currency, online_booking, sort_key, search, created_at, updated_at)
      SELECT ${id(6, 'b', 'i')}, ${BID}, ${pick(['Haircut', 'Colour', 'Massage'], 'i')}, 'single', '${PARTS}', 45, '#db2777', 3000 + i * 1000, 'GBP', 1,
        lower(${pick(['Haircut', 'Colour', 'Massage'], 'i')}), lower(${pick(['Haircut', 'Colour', 'Massage'], 'i')}), ${start}, ${start}
      FROM blk CROSS JOIN scale_n WHERE i < ${PER_BUSINESS.services}`,
    `INSERT INTO clients (id, business_id, first_name, last_name, email, phone, search, sort_key, created_at, updated_at)
      SELECT ${id(1, 'b', 'i')}, ${BID}, f, l, e, p, lower(f || ' ' || l || ' ' || e || ' ' || p), lower(l || ' ' || f), ${start}, ${start} FROM (
        SELECT b, i, ${pick(FIRST, 'i + b')} AS f, ${pick(LAST, 'i * 7 + b')} || i AS l, 'c' || i || '.' || b || '@example.com' AS e,
          '+447700' || printf('%06d', (b * ${C} + i) % 1000000) AS p FROM blk CROSS JOIN scale_n WHERE i < ${C})`,
    `INSERT INTO appointments (id, business_id, type, service_id, title, start_at, end_at, parts, price, currency, created_at, updated_at)
      SELECT ${id(2, 'b', 'i')}, ${BID}, 'appointment', ${id(6, 'b', `(i % ${PER_BUSINESS.services})`)}, NULL, ${at}, ${at} + 2700000,
        '${PARTS}', ${price}, 'GBP', ${at} - ${7 * DAY}, ${at} - ${7 * DAY}
      FROM blk CROSS JOIN scale_n WHERE i < ${A}`,
    `INSERT INTO appointment_clients (appointment_id, client_id, business_id, status, created_at)
      SELECT ${id(2, 'b', 'i')}, ${id(1, 'b', client)}, ${BID},
        CASE WHEN ${at} > ${now} THEN 'pending' WHEN ${h} < 4 THEN 'cancelled' WHEN ${h} < 7 THEN 'no_show' ELSE 'attended' END, ${at} - ${7 * DAY}
      FROM blk CROSS JOIN scale_n WHERE i < ${A}`,
    `INSERT INTO payments (id, business_id, checkout_id, kind, type, method, amount, currency, taken_at, client_id, created_at)
      SELECT ${id(3, 'b', 'i')}, ${BID}, ${id(4, 'b', 'i')}, 'payment', 'appointment', ${pick(METHODS, 'i + b')}, ${price}, 'GBP',
        ${at} + 3600000, ${id(1, 'b', client)}, ${at} + 3600000
      FROM blk CROSS JOIN scale_n WHERE i < ${A} AND ${PAID} AND ${at} + 3600000 < ${now} AND ${h} >= 4`,
    `INSERT INTO payment_allocations (id, payment_id, business_id, appointment_id, client_id, amount, currency)
      SELECT ${id(5, 'b', 'i')}, ${id(3, 'b', 'i')}, ${BID}, ${id(2, 'b', 'i')}, ${id(1, 'b', client)}, ${price}, 'GBP'
      FROM blk CROSS JOIN scale_n WHERE i < ${A} AND ${PAID} AND ${at} + 3600000 < ${now} AND ${h} >= 4`,
  ];
  const prepared = statements.map((sql) => ({ table: /^INSERT INTO (\w+)/.exec(sql)?.[1], stmt: db.prepare(sql) }));
  const rows: Record<string, number> = {};
  for (let b0 = from; b0 < to; b0 += block) {
    db.exec('BEGIN');
    for (const [k, { table, stmt }] of prepared.entries()) {
      const { changes } = k === 1 ? stmt.run(b0, Math.min(to, b0 + block)) : stmt.run();
      if (table && k > 1) rows[table] = (rows[table] ?? 0) + changes;
    }
    db.exec('COMMIT');
    progress(Math.min(to, b0 + block) - from);
  }
  return rows;
}

/** Rows of a table, for the summary. */
export const count = (db: Conn, table: string): number =>
  (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

/**
 * The copies the triggers keep, against the rows they copy, for one business: one analytics visit per appointment
 * client, and the visits' paid amounts summing to the appointments' allocations. A message when they differ.
 */
export function copiesDiffer(db: Conn, businessId: string): string | undefined {
  const one = (sql: string) => (db.prepare(sql).get(businessId) as { n: number | null }).n ?? 0;
  const visits = one('SELECT count(*) AS n FROM analytics_visits WHERE business_id = ?');
  const clients = one('SELECT count(*) AS n FROM appointment_clients WHERE business_id = ?');
  const paid = one('SELECT sum(paid) AS n FROM analytics_visits WHERE business_id = ?');
  const allocated = one('SELECT sum(amount) AS n FROM payment_allocations WHERE business_id = ? AND appointment_id IS NOT NULL');
  if (visits !== clients || paid !== allocated)
    return `business ${businessId}: ${visits} analytics visits for ${clients} appointment clients, paid ${paid} for ${allocated} allocated`;
  return undefined;
}
