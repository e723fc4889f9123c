import { users } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { check, clear, hit, LIMITS } from '../core/rate-limit';
import { publicProcedure } from '../core/trpc';
import { loginInput } from '../shared/auth-schemas';
import { startSession } from './session-cookie';
import { loadViewer, viewerOutput } from './viewer-output';

/** Verified against when no account matches, so a wrong email costs as long as a wrong password. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$NMKjwGU3rcgiUQDLiJkXDg$IyNrXwlQaRGPKmk/Lq2kN6TSNCC5Raz42EevxB0Tv/4';

export const login = publicProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/login',
      summary: 'Log in; sets the session cookie',
      tags: ['auth'],
      message: 'auth_logged_in',
    },
  })
  .input(loginInput)
  .output(viewerOutput)
  .mutation(async ({ ctx, input }) => {
    const accountLimit = LIMITS.loginAccount(input.email);
    const addressLimit = LIMITS.loginAddress(ctx.ip);
    await check(ctx.db, accountLimit, ctx.now);
    await check(ctx.db, addressLimit, ctx.now);
    const user = await ctx.db.query.users.findFirst({ where: and(eq(users.email, input.email), isNull(users.deleted_at)) });
    const ok = await ctx.services.hasher.verify(user?.password_hash ?? DUMMY_HASH, input.password);
    if (!user || !ok) {
      await hit(ctx.db, accountLimit, ctx.now);
      await hit(ctx.db, addressLimit, ctx.now);
      throw new AppError('INVALID_CREDENTIALS');
    }
    await clear(ctx.db, accountLimit.key);
    const { session } = await startSession(ctx, user.id);
    return loadViewer(ctx.db, { user, session }, ctx.now);
  });
