import * as m from '@kairos/i18n/messages';
import { hit, LIMITS } from '../core/rate-limit';
import { authedProcedure } from '../core/trpc';
import { messageOutput } from './forgot-password';
import { sendVerificationEmail } from './verification';

export const sendVerification = authedProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/email/verification-notification',
      errors: ['TOO_MANY_ATTEMPTS'],
      summary: 'Send a new email verification link',
      tags: ['auth'],
    },
  })
  .output(messageOutput)
  .mutation(async ({ ctx }) => {
    if (ctx.user.email_verified_at) return { message: m.auth_already_verified({}, { locale: ctx.locale }) };
    await hit(ctx.db, LIMITS.verificationAccount(ctx.user.id), ctx.now);
    await sendVerificationEmail(ctx, ctx.user);
    return { message: m.auth_verification_sent({}, { locale: ctx.locale }) };
  });
