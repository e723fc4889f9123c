import * as z from 'zod';
import { invalidateSession, SESSION_COOKIE } from '../core/session';
import { publicProcedure } from '../core/trpc';

export const logout = publicProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/logout',
      summary: 'Log out; ends this session',
      tags: ['auth'],
      message: 'auth_logged_out',
    },
  })
  .output(z.null())
  .mutation(async ({ ctx }) => {
    if (ctx.auth?.session) await invalidateSession(ctx.db, ctx.auth.session.id);
    ctx.cookies.delete(SESSION_COOKIE);
    return null;
  });
