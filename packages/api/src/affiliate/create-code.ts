import { affiliates } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { and, eq, ne } from 'drizzle-orm';
import * as z from 'zod';
import type { Ctx } from '../core/context';
import { uniqueFailed } from '../core/db-errors';
import { AppError } from '../core/errors';
import { affiliateProcedure } from '../core/trpc';

export const affiliateCodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,40}$/),
});

function taken(locale: Ctx['locale']): AppError {
  return new AppError('AFFILIATE_CODE_TAKEN', {}, { code: [m.error_affiliate_code_taken({}, { locale })] });
}

/**
 * POST /affiliate/create-code: the affiliate picks their own code (3–40 letters, digits or `-`). Unique
 * across affiliates, compared as typed; links with the old code stop attributing sign-ups.
 */
export const createCode = affiliateProcedure
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/affiliate/create-code',
      summary: 'Change the referral code',
      tags: ['affiliate'],
      errors: ['AFFILIATE_CODE_TAKEN'],
    },
  })
  .input(affiliateCodeInput)
  .output(z.object({ code: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const clash = await ctx.db.query.affiliates.findFirst({
      where: and(eq(affiliates.code, input.code), ne(affiliates.user_id, ctx.user.id)),
      columns: { user_id: true },
    });
    if (clash) throw taken(ctx.locale);
    try {
      const rows = await ctx.db
        .update(affiliates)
        .set({ code: input.code })
        .where(eq(affiliates.user_id, ctx.user.id))
        .returning({ code: affiliates.code });
      if (!rows[0]) throw new AppError('NOT_FOUND');
      return rows[0];
    } catch (e) {
      // Two affiliates taking the same code at once: the unique index decides, the loser hears it is taken.
      if (e instanceof AppError) throw e;
      if (uniqueFailed(e, 'affiliates.code')) throw taken(ctx.locale);
      throw e;
    }
  });
