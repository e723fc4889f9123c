import { users } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import { loadViewer, viewerOutput } from '../auth/viewer-output';
import type { Ctx } from '../core/context';
import { AppError } from '../core/errors';
import { createSession, invalidateSession, SESSION_COOKIE, SESSION_TTL_MS } from '../core/session';
import { adminProcedure, authedProcedure } from '../core/trpc';
import { targetInput, targetUser } from './act';
import { audit } from './audit';
import { adminRest } from './rest';

/** Ends the caller's session and starts one for `userId` (as `impersonatorId` when given), cookie set like login. */
async function switchSession(ctx: Ctx, userId: string, impersonatorId: string | null) {
  if (ctx.auth?.session) await invalidateSession(ctx.db, ctx.auth.session.id);
  const created = await createSession(ctx.db, userId, ctx.now, impersonatorId);
  ctx.cookies.set(SESSION_COOKIE, created.token, { maxAgeSeconds: SESSION_TTL_MS / 1000, httpOnly: true });
  return created.session;
}

/**
 * POST /admin/user/{id}: sign in as the user. The admin's session ends; the new one is the user's,
 * marked with the admin as impersonator (the viewer's `impersonating`). Admins and affiliates are
 * not targets; a cookie session is needed (a bearer token has no cookie to switch).
 */
export const signInAs = adminProcedure
  .meta(adminRest('POST', '/user/{id}', 'Sign in as a user', ['IMPERSONATION_NOT_ALLOWED', 'ADMIN_TARGET_INVALID']))
  .input(targetInput)
  .output(viewerOutput)
  .mutation(async ({ ctx, input }) => {
    if (ctx.auth.via !== 'cookie' || ctx.auth.session?.impersonator_id) throw new AppError('IMPERSONATION_NOT_ALLOWED');
    const user = await targetUser(ctx.db, input.id, { alsoRefuse: 'affiliate' });
    await audit(
      ctx.db,
      {
        actor_user_id: ctx.user.id,
        impersonated_user_id: user.id,
        action: 'impersonation.start',
        target_type: 'user',
        target_id: user.id,
        ip: ctx.ip,
      },
      ctx.now,
    );
    const session = await switchSession(ctx, user.id, ctx.user.id);
    return loadViewer(ctx.db, { user, session }, ctx.now);
  });

/**
 * POST /admin/user/logout: only from a session an admin opened as a user. It ends, and the admin
 * gets a fresh session of their own (back to the admin area). An impersonator who is no longer an
 * admin (or was deleted) is simply signed out.
 */
export const returnToAdmin = authedProcedure
  .meta(adminRest('POST', '/user/logout', 'Leave a signed-in-as session and return to the admin area', ['NOT_IMPERSONATING']))
  .output(viewerOutput.nullable())
  .mutation(async ({ ctx }) => {
    const impersonatorId = ctx.auth.session?.impersonator_id;
    if (!impersonatorId) throw new AppError('NOT_IMPERSONATING');
    const admin = await ctx.db.query.users.findFirst({
      where: and(eq(users.id, impersonatorId), eq(users.is_admin, true), isNull(users.deleted_at)),
    });
    await audit(
      ctx.db,
      {
        actor_user_id: impersonatorId,
        impersonated_user_id: ctx.user.id,
        action: 'impersonation.end',
        target_type: 'user',
        target_id: ctx.user.id,
        ip: ctx.ip,
      },
      ctx.now,
    );
    if (!admin) {
      if (ctx.auth.session) await invalidateSession(ctx.db, ctx.auth.session.id);
      ctx.cookies.delete(SESSION_COOKIE);
      return null;
    }
    const session = await switchSession(ctx, admin.id, null);
    return loadViewer(ctx.db, { user: admin, session }, ctx.now);
  });
