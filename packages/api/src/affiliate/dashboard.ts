import { affiliates, users } from '@kairos/db';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../core/errors';
import { affiliateProcedure, router } from '../core/trpc';

/** GET /affiliate/statistic: the affiliate's own referral code and how many owners signed up with it. */
export const dashboard = affiliateProcedure
  .meta({
    rest: { method: 'GET', path: '/api/v1/affiliate/statistic', summary: 'Referral code and referrals', tags: ['affiliate'] },
  })
  .output(z.object({ code: z.string(), referred_count: z.number().int() }))
  .query(async ({ ctx }) => {
    const row = await ctx.db.query.affiliates.findFirst({ where: eq(affiliates.user_id, ctx.user.id) });
    if (!row) throw new AppError('NOT_FOUND');
    const [n] = await ctx.db.select({ n: count() }).from(users).where(eq(users.referred_by_affiliate_id, ctx.user.id));
    return { code: row.code, referred_count: n?.n ?? 0 };
  });

export const affiliateRouter = router({ dashboard });
