import { users } from '@kairos/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { attempt, LIMITS } from '../core/rate-limit';
import { publicProcedure } from '../core/trpc';
import { loginInput } from '../shared/auth-schemas';
import { claimPasswordWork } from './password-work';
import { startSession } from './session-cookie';
import { loadViewer, viewerOutput } from './viewer-output';

/** Verified against when no account matches, so a wrong email costs as long as a wrong password. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$NMKjwGU3rcgiUQDLiJkXDg$IyNrXwlQaRGPKmk/Lq2kN6TSNCC5Raz42EevxB0Tv/4';

/**
 * Every attempt is counted (per address, then per account) before the password is verified, so
 * attempts sent at once cannot slip under the limit. The right password clears the account's
 * count and gives the address its attempt back: the address limit counts failures and attempts
 * still in flight.
 */
export const login = publicProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/login',
      errors: ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS'],
      summary: 'Log in; sets the session cookie',
      tags: ['auth'],
      message: 'auth_logged_in',
    },
  })
  .input(loginInput)
  .output(viewerOutput)
  .mutation(async ({ ctx, input }) => {
    claimPasswordWork(ctx);
    const account = LIMITS.loginAccount(input.email);
    const address = LIMITS.loginAddress(ctx.ip);
    const user = await attempt(
      ctx.db,
      ctx.now,
      { limits: [address, account], clearOnSuccess: [account], releaseOnSuccess: [address] },
      async () => {
        const found = await ctx.db.query.users.findFirst({
          where: and(eq(users.email, input.email), isNull(users.deleted_at)),
        });
        const verified = await ctx.services.hasher.verify(found?.password_hash ?? DUMMY_HASH, input.password);
        return verified && found ? found : null;
      },
    );
    if (!user) throw new AppError('INVALID_CREDENTIALS');
    const { session } = await startSession(ctx, user.id);
    return loadViewer(ctx.db, { user, session }, ctx.now);
  });
