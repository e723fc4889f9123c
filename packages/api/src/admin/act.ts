import { users } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import * as z from 'zod';
import type { Ctx, UserRow } from '../core/context';
import { AppError } from '../core/errors';
import { type AuditEntry, audit } from './audit';

type AdminCtx = Ctx & { user: UserRow };

export const targetInput = z.object({ id: z.string().min(1).max(64) });
export const adminMessageOutput = z.object({ message: z.string() });

/**
 * The user an admin acts on: a live account (a trashed one reads as NOT_FOUND), never an admin
 * (ADMIN_TARGET_INVALID). `alsoRefuse: 'affiliate'` refuses affiliates too (signing in as one).
 */
export async function targetUser(ctx: AdminCtx, id: string, options: { alsoRefuse?: 'affiliate' } = {}) {
  const user = await ctx.db.query.users.findFirst({ where: and(eq(users.id, id), isNull(users.deleted_at)) });
  if (!user) throw new AppError('NOT_FOUND');
  if (user.is_admin || (options.alsoRefuse === 'affiliate' && user.is_affiliate)) throw new AppError('ADMIN_TARGET_INVALID');
  return user;
}

/** One audit row for an admin action on a user: the admin as actor, the caller's address. */
export function auditUserAction(
  ctx: AdminCtx,
  action: string,
  targetId: string,
  details: AuditEntry['details'] = null,
): Promise<void> {
  return audit(
    ctx.db,
    { actor_user_id: ctx.user.id, action, target_type: 'user', target_id: targetId, details, ip: ctx.ip },
    ctx.now,
  );
}
