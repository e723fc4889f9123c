import { affiliateEarnings, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { affiliateProcedure } from '../core/trpc';
import { earningOutput, earningsOf, presentEarning, referralOutput, referrals, totals, totalsOutput } from './earnings';

/** GET /affiliate/user/{id}: one owner this affiliate referred; anyone else's id (or an unknown one) is NOT_FOUND. */
export const referredUser = affiliateProcedure
  .meta({
    rest: { method: 'GET', path: '/api/v1/affiliate/user/{id}', summary: 'One referred user', tags: ['affiliate'] },
  })
  .input(z.object({ id: z.string().max(64) }))
  .output(referralOutput.extend({ totals: z.array(totalsOutput), earnings: z.array(earningOutput) }))
  .query(async ({ ctx, input }) => {
    const [person] = await referrals(ctx.db, ctx.user.id, ctx.now, eq(users.id, input.id));
    if (!person) throw new AppError('NOT_FOUND');
    const earnings = await earningsOf(ctx.db, ctx.user.id, eq(affiliateEarnings.referred_user_id, person.id));
    return { ...person, totals: totals(earnings, ctx.now), earnings: earnings.map(presentEarning) };
  });
