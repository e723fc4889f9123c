import { type Db, rateLimits } from '@kairos/db';
import { eq, sql } from 'drizzle-orm';
import { AppError } from './errors';

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Counts one attempt in a fixed window; throws TOO_MANY_ATTEMPTS once the window is full. */
export async function hit(db: Db, limit: Limit, now: Date): Promise<void> {
  const t = now.getTime();
  const windowStart = t - (t % limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, window_start: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.window_start} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        window_start: windowStart,
      },
    })
    .returning();
  if (row && row.count > limit.max) {
    const minutes = Math.max(1, Math.ceil((windowStart + limit.windowMs - t) / 60_000));
    throw new AppError('TOO_MANY_ATTEMPTS', { minutes });
  }
}

/** Throws if the window is already full, without counting (checked before verifying a password). */
export async function check(db: Db, limit: Limit, now: Date): Promise<void> {
  const t = now.getTime();
  const row = await db.query.rateLimits.findFirst({ where: eq(rateLimits.key, limit.key) });
  if (row && row.window_start === t - (t % limit.windowMs) && row.count >= limit.max) {
    const minutes = Math.max(1, Math.ceil((row.window_start + limit.windowMs - t) / 60_000));
    throw new AppError('TOO_MANY_ATTEMPTS', { minutes });
  }
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

const MIN = 60_000;
export const LIMITS = {
  loginAccount: (email: string): Limit => ({ key: `login:acct:${email}`, max: 5, windowMs: 15 * MIN }),
  loginAddress: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 30, windowMs: 15 * MIN }),
  resetAccount: (email: string): Limit => ({ key: `reset:acct:${email}`, max: 3, windowMs: 60 * MIN }),
  resetAddress: (ip: string): Limit => ({ key: `reset:ip:${ip}`, max: 10, windowMs: 60 * MIN }),
  resetTokenAddress: (ip: string): Limit => ({ key: `reset-token:ip:${ip}`, max: 10, windowMs: 15 * MIN }),
  registerAddress: (ip: string, max = 20): Limit => ({ key: `register:ip:${ip}`, max, windowMs: 60 * MIN }),
  verificationAccount: (userId: string): Limit => ({ key: `verify:acct:${userId}`, max: 3, windowMs: 15 * MIN }),
};
