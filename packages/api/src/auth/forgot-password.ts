import { users } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { and, eq, isNull } from 'drizzle-orm';
import * as z from 'zod';
import { hit, LIMITS } from '../core/rate-limit';
import { publicProcedure } from '../core/trpc';
import { renderEmail } from '../mail/layout';
import { queueEmail } from '../mail/send';
import { forgotPasswordInput } from '../shared/auth-schemas';
import { absoluteLink, links } from '../shared/links';
import { issueToken, RESET_TOKEN_TTL_MIN } from './tokens';

export const messageOutput = z.object({ message: z.string() });

/** Answers the same whether or not the address has an account, so it cannot be used to find accounts. */
export const forgotPassword = publicProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/forgot-password',
      summary: 'Email a single-use password reset link',
      tags: ['auth'],
      errors: ['TOO_MANY_ATTEMPTS'],
    },
  })
  .input(forgotPasswordInput)
  .output(messageOutput)
  .mutation(async ({ ctx, input }) => {
    await hit(ctx.db, LIMITS.resetAddress(ctx.ip), ctx.now);
    await hit(ctx.db, LIMITS.resetAccount(input.email), ctx.now);
    const user = await ctx.db.query.users.findFirst({ where: and(eq(users.email, input.email), isNull(users.deleted_at)) });
    if (user) {
      const token = await issueToken(ctx.db, user.id, 'password_reset', RESET_TOKEN_TTL_MIN * 60_000, ctx.now);
      const l = user.locale;
      const url = absoluteLink(ctx.services.config.appUrl, links.passwordReset(token, user.email));
      await queueEmail(
        ctx,
        {
          to: user.email,
          business_id: user.business_id,
          ...renderEmail(
            l,
            m.email_reset_subject({}, { locale: l }),
            m.email_reset_body({ name: user.first_name, minutes: RESET_TOKEN_TTL_MIN }, { locale: l }),
            {
              label: m.email_reset_cta({}, { locale: l }),
              url,
            },
          ),
        },
        `reset:${token.split('.')[0]}`,
      );
    }
    return { message: m.auth_reset_link_sent({}, { locale: ctx.locale }) };
  });
