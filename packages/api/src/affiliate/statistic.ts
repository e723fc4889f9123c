import { affiliates } from '@kairos/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { affiliateProcedure } from '../core/trpc';
import { absoluteLink, links } from '../shared/links';
import { earningOutput, earningsOf, presentEarning, referralOutput, referrals, totals, totalsOutput } from './earnings';

const RECENT = 50;

/** The link an owner signs up through; the register page fills `referral_code` from `ref`. */
export function referralLink(appUrl: string, code: string): string {
  return absoluteLink(appUrl, links.register(code));
}

/**
 * GET /affiliate/statistic: the affiliate's code and link, who signed up through it (and how many
 * of them subscribe), and their earnings: earned, payable now, paid, the next payable date, recent rows.
 */
export const statistic = affiliateProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/affiliate/statistic',
      summary: 'Referral code, link, referrals and earnings',
      tags: ['affiliate'],
    },
  })
  .output(
    z.object({
      code: z.string(),
      link: z.string(),
      referred_count: z.number().int(),
      subscribers_count: z.number().int(),
      totals: z.array(totalsOutput),
      referrals: z.array(referralOutput),
      recent_earnings: z.array(earningOutput),
    }),
  )
  .query(async ({ ctx }) => {
    const row = await ctx.db.query.affiliates.findFirst({ where: eq(affiliates.user_id, ctx.user.id) });
    if (!row) throw new AppError('NOT_FOUND');
    const [people, earnings] = await Promise.all([referrals(ctx.db, ctx.user.id, ctx.now), earningsOf(ctx.db, ctx.user.id)]);
    return {
      code: row.code,
      link: referralLink(ctx.services.config.appUrl, row.code),
      referred_count: people.length,
      subscribers_count: people.filter((p) => p.state === 'subscriber' || p.state === 'grace_period').length,
      totals: totals(earnings, ctx.now),
      referrals: people.slice(0, RECENT),
      recent_earnings: earnings.slice(0, RECENT).map(presentEarning),
    };
  });
