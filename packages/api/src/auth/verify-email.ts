import { users } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import { AppError } from '../core/errors';
import { publicProcedure } from '../core/trpc';
import { verifyEmailInput } from '../shared/auth-schemas';
import { messageOutput } from './forgot-password';
import { consumeToken, findValidToken } from './tokens';

export const verifyEmail = publicProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/email/verify',
      errors: ['INVALID_VERIFICATION_TOKEN'],
      summary: 'Confirm an email address with the emailed token',
      tags: ['auth'],
    },
  })
  .input(verifyEmailInput)
  .output(messageOutput)
  .mutation(async ({ ctx, input }) => {
    const token = await findValidToken(ctx.db, input.token, 'email_verification', ctx.now);
    if (!token || !(await consumeToken(ctx.db, token.id, ctx.now))) throw new AppError('INVALID_VERIFICATION_TOKEN');
    await ctx.db.update(users).set({ email_verified_at: ctx.now }).where(eq(users.id, token.user_id));
    return { message: m.auth_email_verified({}, { locale: ctx.locale }) };
  });
