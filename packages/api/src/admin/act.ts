import { type Db, users } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';

export const targetInput = z.object({ id: z.string().min(1).max(64) });
export const adminMessageOutput = z.object({ message: z.string() });

/**
 * The user an admin acts on: a live account (a trashed one reads as NOT_FOUND), never an admin
 * (ADMIN_TARGET_INVALID). `alsoRefuse: 'affiliate'` refuses affiliates too (signing in as one).
 */
export async function targetUser(db: Db, id: string, options: { alsoRefuse?: 'affiliate' } = {}) {
  const user = await db.query.users.findFirst({ where: and(eq(users.id, id), isNull(users.deleted_at)) });
  if (!user) throw new AppError('NOT_FOUND');
  if (user.is_admin || (options.alsoRefuse === 'affiliate' && user.is_affiliate)) throw new AppError('ADMIN_TARGET_INVALID');
  return user;
}
