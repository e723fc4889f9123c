import { users } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import { revokeUserApiTokens } from '../core/api-tokens';
import { AppError } from '../core/errors';
import { hit, LIMITS } from '../core/rate-limit';
import { invalidateUserSessions } from '../core/session';
import { publicProcedure } from '../core/trpc';
import { resetPasswordInput } from '../shared/auth-schemas';
import { messageOutput } from './forgot-password';
import { claimPasswordWork } from './password-work';
import { consumeToken, findValidToken } from './tokens';

/**
 * Single use: the token is consumed atomically, then every session of the account ends and its
 * API tokens are revoked. Attempts are counted per address before the token is looked up.
 */
export const resetPassword = publicProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/reset-password',
      summary: 'Set a new password with a reset token',
      tags: ['auth'],
      errors: ['INVALID_RESET_TOKEN', 'TOO_MANY_ATTEMPTS'],
    },
  })
  .input(resetPasswordInput)
  .output(messageOutput)
  .mutation(async ({ ctx, input }) => {
    claimPasswordWork(ctx);
    await hit(ctx.db, LIMITS.resetTokenAddress(ctx.ip), ctx.now);
    const token = await findValidToken(ctx.db, input.token, 'password_reset', ctx.now);
    const user = token ? await ctx.db.query.users.findFirst({ where: eq(users.id, token.user_id) }) : undefined;
    if (!token || !user || user.email !== input.email) throw new AppError('INVALID_RESET_TOKEN');
    const password_hash = await ctx.services.hasher.hash(input.password);
    if (!(await consumeToken(ctx.db, token.id, ctx.now))) throw new AppError('INVALID_RESET_TOKEN');
    await ctx.db
      .update(users)
      .set({ password_hash, email_verified_at: user.email_verified_at ?? ctx.now })
      .where(eq(users.id, user.id));
    await invalidateUserSessions(ctx.db, user.id);
    await revokeUserApiTokens(ctx.db, user.id, ctx.now);
    return { message: m.auth_password_reset({}, { locale: ctx.locale }) };
  });
