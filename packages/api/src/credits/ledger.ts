import { creditEntries, type Db } from '@kairos/db';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';

/**
 * SMS and email credits: the `credit_entries` ledger (packages/db schema/credits.ts).
 * Entries are only ever appended. Each carries the balance after it, so the
 * balance is the newest entry's (one index seek) and equals SUM(delta).
 *
 * Every write is ONE `INSERT ... SELECT` that reads the newest entry and
 * appends the next one, only `WHERE` the new balance stays >= 0. A single
 * statement holds SQLite's write lock from start to end (it is compiled to
 * take it before reading), so concurrent spends are serialised and none can
 * overdraw; the table's CHECK (balance >= 0) backs that up.
 */
export type Channel = (typeof creditEntries.channel.enumValues)[number];
export type CreditReason = (typeof creditEntries.reason.enumValues)[number];

export interface CreditEntryInput {
  businessId: string;
  channel: Channel;
  reason: CreditReason;
  /** What the entry is for (a message id, a payment id): one entry per reason and reference. */
  referenceId?: string | null;
  now: Date;
}

export type SpendResult =
  /** `seq`: the entry's number in the channel's ledger (what auto top-up keys a crossing on). */
  | { status: 'spent'; balance: number; seq: number }
  /** An entry for this reason and reference exists already (a retried job): nothing more was taken. */
  | { status: 'already_spent'; balance: number }
  | { status: 'insufficient'; balance: number };

/** The newest entry of the channel, for the statement below. */
export const latest = (businessId: string, channel: Channel) => sql`(
  SELECT ${creditEntries.seq} AS seq, ${creditEntries.balance} AS balance FROM ${creditEntries}
  WHERE ${creditEntries.business_id} = ${businessId} AND ${creditEntries.channel} = ${channel}
  ORDER BY ${creditEntries.seq} DESC LIMIT 1
)`;

/**
 * Appends an entry of `delta` (+ grant, - spend) if the balance stays >= 0
 * (and `guard`, an extra SQL condition, holds), as one statement (also usable
 * inside `db.batch`). A repeated reason + reference inserts nothing. Returns
 * the new balance and the entry's seq when it inserted. `delta` may be an SQL
 * expression worked out in the same statement (the allowance's expiry): NULL
 * or 0 inserts nothing.
 */
export function appendEntry(db: Db, e: CreditEntryInput & { delta: number | SQL; guard?: SQL }) {
  if (typeof e.delta === 'number' && (!Number.isInteger(e.delta) || e.delta === 0))
    throw new Error(`A credit entry needs a non-zero integer delta, got ${e.delta}`);
  return db.run(sql`
    INSERT INTO ${creditEntries} (id, business_id, channel, seq, delta, balance, reason, reference_id, created_at)
    SELECT ${crypto.randomUUID()}, ${e.businessId}, ${e.channel}, coalesce(last.seq, 0) + 1, d.delta,
           coalesce(last.balance, 0) + d.delta, ${e.reason}, ${e.referenceId ?? null}, ${e.now.getTime()}
    FROM (SELECT ${e.delta} AS delta) AS d LEFT JOIN ${latest(e.businessId, e.channel)} AS last ON 1
    WHERE d.delta <> 0 AND coalesce(last.balance, 0) + d.delta >= 0 ${e.guard ? sql`AND (${e.guard})` : sql``}
    ON CONFLICT DO NOTHING
    RETURNING balance, seq
  `);
}

/** The channel's balance now. */
export async function balance(db: Db, businessId: string, channel: Channel): Promise<number> {
  const [row] = await db
    .select({ balance: creditEntries.balance })
    .from(creditEntries)
    .where(and(eq(creditEntries.business_id, businessId), eq(creditEntries.channel, channel)))
    .orderBy(desc(creditEntries.seq))
    .limit(1);
  return row?.balance ?? 0;
}

/** Both balances in one query (two index seeks): what the viewer shows. */
export async function balances(db: Db, businessId: string): Promise<{ sms: number; email: number }> {
  const newest = (channel: Channel) => sql<number>`coalesce((
    SELECT ${creditEntries.balance} FROM ${creditEntries}
    WHERE ${creditEntries.business_id} = ${businessId} AND ${creditEntries.channel} = ${channel}
    ORDER BY ${creditEntries.seq} DESC LIMIT 1), 0)`;
  const row = await db.get<{ sms: number; email: number }>(sql`SELECT ${newest('sms')} AS sms, ${newest('email')} AS email`);
  return { sms: Number(row?.sms ?? 0), email: Number(row?.email ?? 0) };
}

/** Adds `amount` credits (trial, purchase, refund, admin); a repeated reason + reference adds nothing. Returns the balance. */
export async function grant(db: Db, e: CreditEntryInput & { amount: number }): Promise<number> {
  if (e.amount <= 0) throw new Error(`grant() takes a positive amount, got ${e.amount}`);
  const inserted = (await appendEntry(db, { ...e, delta: e.amount })).rows[0];
  return inserted ? Number(inserted.balance) : balance(db, e.businessId, e.channel);
}

/**
 * Takes `amount` credits, or refuses (nothing written) when the balance is
 * short. A spend with the same reason and reference as an earlier one (a
 * retried send) takes nothing again.
 */
export async function spend(db: Db, e: CreditEntryInput & { amount: number }): Promise<SpendResult> {
  if (e.amount <= 0) throw new Error(`spend() takes a positive amount, got ${e.amount}`);
  const res = await appendEntry(db, { ...e, delta: -e.amount });
  const inserted = res.rows[0];
  if (inserted) return { status: 'spent', balance: Number(inserted.balance), seq: Number(inserted.seq) };
  const now = await balance(db, e.businessId, e.channel);
  if (e.referenceId && (await hasEntry(db, e))) return { status: 'already_spent', balance: now };
  return { status: 'insufficient', balance: now };
}

async function hasEntry(db: Db, e: CreditEntryInput): Promise<boolean> {
  const rows = await db
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.business_id, e.businessId),
        eq(creditEntries.channel, e.channel),
        eq(creditEntries.reason, e.reason),
        eq(creditEntries.reference_id, e.referenceId ?? ''),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
