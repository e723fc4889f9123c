import { type Db, rateLimits } from '@kairos/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError, type ErrorCode } from './errors';

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** The counting upsert, prepared once per database (the public booking page runs it on every call). */
const prepared = new WeakMap<Db, ReturnType<typeof buildHit>>();
function buildHit(db: Db) {
  const windowStart = sql.placeholder('window_start');
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), window_start: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.window_start} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        window_start: sql`${windowStart}`,
      },
    })
    .returning()
    .prepare();
}

/**
 * Counts one attempt in a fixed window; throws TOO_MANY_ATTEMPTS once the window is full.
 * One upsert ... RETURNING: the count an attempt sees already includes every attempt that
 * arrived before it, however many arrive at once. Call it BEFORE the work it guards
 * (verifying a password or code, hashing, sending), never after.
 */
export async function hit(db: Db, limit: Limit, now: Date): Promise<void> {
  const t = now.getTime();
  const windowStart = t - (t % limit.windowMs);
  let q = prepared.get(db);
  if (!q) {
    q = buildHit(db);
    prepared.set(db, q);
  }
  const [row] = await q.all({ key: limit.key, window_start: windowStart });
  if (row && row.count > limit.max) {
    const left = windowStart + limit.windowMs - t;
    // `retry_after` (seconds) becomes the 429's Retry-After header (REST and tRPC); `minutes` is for the message.
    throw new AppError('TOO_MANY_ATTEMPTS', {
      minutes: Math.max(1, Math.ceil(left / 60_000)),
      retry_after: Math.ceil(left / 1000),
    });
  }
}

/**
 * Counts one attempt against `limit` like `hit`; a full window answers `code` (with the minutes left and Retry-After)
 * instead of the generic TOO_MANY_ATTEMPTS.
 */
export async function hitAs(db: Db, limit: Limit, code: ErrorCode, now: Date): Promise<void> {
  try {
    await hit(db, limit, now);
  } catch (e) {
    if (e instanceof AppError && e.appCode === 'TOO_MANY_ATTEMPTS') throw new AppError(code, e.params);
    throw e;
  }
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Gives one counted attempt back (same window only, never below zero): a success that should not use up the limit. */
export async function release(db: Db, limit: Limit, now: Date): Promise<void> {
  const t = now.getTime();
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, limit.key), eq(rateLimits.window_start, t - (t % limit.windowMs)), gt(rateLimits.count, 0)));
}

export interface AttemptLimits {
  /** Every one is counted (atomically, in order) before `check` runs; the first full one refuses. */
  limits: Limit[];
  /** Emptied when `check` succeeds (e.g. the account's failures after the right password). */
  clearOnSuccess?: Limit[];
  /** Given the attempt back when `check` succeeds (e.g. an address shared by many people). */
  releaseOnSuccess?: Limit[];
}

/**
 * Guards checking a secret (a password, a reset token, a one-time code): the attempt is counted
 * before the secret is checked, so attempts sent together cannot all pass a limit that was read
 * before any of them was counted. `check` answers what the secret unlocked, or null when it was
 * wrong; throws TOO_MANY_ATTEMPTS when a limit is full (then `check` does not run at all).
 */
export async function attempt<T>(db: Db, now: Date, opts: AttemptLimits, check: () => Promise<T | null>): Promise<T | null> {
  for (const limit of opts.limits) await hit(db, limit, now);
  const result = await check();
  if (result !== null) {
    for (const limit of opts.clearOnSuccess ?? []) await clear(db, limit.key);
    for (const limit of opts.releaseOnSuccess ?? []) await release(db, limit, now);
  }
  return result;
}

const MIN = 60_000;
export const LIMITS = {
  loginAccount: (email: string): Limit => ({ key: `login:acct:${email}`, max: 5, windowMs: 15 * MIN }),
  loginAddress: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 30, windowMs: 15 * MIN }),
  /** Wrong current passwords on the password change, per account. */
  passwordChangeAccount: (userId: string): Limit => ({ key: `password:acct:${userId}`, max: 5, windowMs: 15 * MIN }),
  resetAccount: (email: string): Limit => ({ key: `reset:acct:${email}`, max: 3, windowMs: 60 * MIN }),
  resetAddress: (ip: string): Limit => ({ key: `reset:ip:${ip}`, max: 10, windowMs: 60 * MIN }),
  resetTokenAddress: (ip: string): Limit => ({ key: `reset-token:ip:${ip}`, max: 10, windowMs: 15 * MIN }),
  registerAddress: (ip: string, max = 20): Limit => ({ key: `register:ip:${ip}`, max, windowMs: 60 * MIN }),
  verificationAccount: (userId: string): Limit => ({ key: `verify:acct:${userId}`, max: 3, windowMs: 15 * MIN }),
  /**
   * One-time codes (the public booking page): `subject` is what the code was sent to (a phone or
   * an email); 5 tries per code's lifetime window, then a new code must be requested.
   */
  oneTimeCode: (subject: string): Limit => ({ key: `otp:${subject}`, max: 5, windowMs: 15 * MIN }),
  oneTimeCodeAddress: (ip: string): Limit => ({ key: `otp:ip:${ip}`, max: 30, windowMs: 15 * MIN }),
  /**
   * Every call of the public booking page (page, slots, sessions, book, status, manage, codes; REST or tRPC, each
   * call of a batch) per address, across all businesses' pages: BOOKING_REQUESTS_PER_ADDRESS (default 600) in 10
   * minutes, 1 a second on average. docs/DECISIONS.md "Online booking" says why a visitor never meets it.
   */
  bookingAddress: (ip: string, max: number): Limit => ({ key: `bk:req:ip:${ip}`, max, windowMs: 10 * MIN }),
};
