import { users } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import { messageOutput } from '../auth/forgot-password';
import { claimPasswordWork } from '../auth/password-work';
import { revokeUserApiTokens } from '../core/api-tokens';
import { AppError } from '../core/errors';
import { attempt, LIMITS } from '../core/rate-limit';
import { invalidateUserSessions } from '../core/session';
import { authedProcedure } from '../core/trpc';
import { updatePasswordInput } from '../shared/auth-schemas';

/**
 * PUT /user/password: every other session of the account ends and its API tokens are revoked;
 * this session stays. Current-password guesses are counted per account before verifying
 * (5 per 15 min, like login), so a stolen session cannot be used to find the password.
 */
export const updatePassword = authedProcedure
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/user/password',
      summary: 'Change the password',
      tags: ['user'],
      errors: ['INCORRECT_CURRENT_PASSWORD', 'TOO_MANY_ATTEMPTS'],
    },
  })
  .input(updatePasswordInput)
  .output(messageOutput)
  .mutation(async ({ ctx, input }) => {
    claimPasswordWork(ctx);
    const limit = LIMITS.passwordChangeAccount(ctx.user.id);
    const right = await attempt(ctx.db, ctx.now, { limits: [limit], clearOnSuccess: [limit] }, async () =>
      (await ctx.services.hasher.verify(ctx.user.password_hash, input.current_password)) ? true : null,
    );
    if (!right) {
      throw new AppError(
        'INCORRECT_CURRENT_PASSWORD',
        {},
        {
          current_password: [m.error_incorrect_current_password({}, { locale: ctx.locale })],
        },
      );
    }
    const password_hash = await ctx.services.hasher.hash(input.password);
    await ctx.db.update(users).set({ password_hash }).where(eq(users.id, ctx.user.id));
    await invalidateUserSessions(ctx.db, ctx.user.id, ctx.auth.session?.id);
    await revokeUserApiTokens(ctx.db, ctx.user.id, ctx.now);
    return { message: m.auth_password_updated({}, { locale: ctx.locale }) };
  });
