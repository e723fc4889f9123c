import { affiliateEarnings, affiliatePayouts, type Db, users } from '@kairos/db';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import * as z from 'zod';
import { audit } from '../admin/audit';
import { AppError } from '../core/errors';
import { idParam } from '../core/list';
import { adminRoute } from './procedure';

const payout = z.object({ id: z.string(), amount: z.number().int(), currency: z.string(), earnings: z.number().int() });

/**
 * POST /admin/user/pay-affiliate/{id}: pays everything payable now (payable_at passed, not yet paid), one
 * payout per currency, the earnings marked with it. One write transaction (BEGIN IMMEDIATE: writers take
 * turns), so two admins pressing Pay at once pay once; the second sees nothing due: AFFILIATE_NOTHING_TO_PAY.
 */
export const payAffiliate = adminRoute('POST', '/user/pay-affiliate/{id}', 'Pay an affiliate what is due', [
  'AFFILIATE_NOTHING_TO_PAY',
])
  .input(idParam)
  .output(z.object({ payouts: z.array(payout) }))
  .mutation(async ({ ctx, input }) => {
    const affiliate = await ctx.db.query.users.findFirst({
      where: and(eq(users.id, input.id), eq(users.is_affiliate, true)),
      columns: { id: true },
    });
    if (!affiliate) throw new AppError('NOT_FOUND');
    const payouts = await ctx.db.transaction((tx) => payDue(tx as unknown as Db, input.id, ctx.user.id, ctx.now));
    if (!payouts.length) throw new AppError('AFFILIATE_NOTHING_TO_PAY');
    for (const p of payouts)
      await audit(
        ctx.db,
        {
          actor_user_id: ctx.user.id,
          action: 'affiliate.pay',
          target_type: 'user',
          target_id: input.id,
          details: { payout_id: p.id, amount: p.amount, currency: p.currency },
          ip: ctx.ip,
        },
        ctx.now,
      );
    return { payouts };
  });

async function payDue(db: Db, affiliateId: string, adminId: string, now: Date) {
  const e = affiliateEarnings;
  const due = await db
    .select({ id: e.id, amount: e.amount, currency: e.currency })
    .from(e)
    .where(and(eq(e.affiliate_user_id, affiliateId), isNull(e.payout_id), lte(e.payable_at, now)));
  const byCurrency = new Map<string, typeof due>();
  for (const row of due) byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row]);
  const out: z.infer<typeof payout>[] = [];
  for (const [currency, rows] of byCurrency) {
    const id = crypto.randomUUID();
    const amount = rows.reduce((s, r) => s + r.amount, 0);
    await db
      .insert(affiliatePayouts)
      .values({ id, affiliate_user_id: affiliateId, amount, currency, paid_by_user_id: adminId, created_at: now });
    const ids = rows.map((r) => r.id);
    const marked = await db
      .update(e)
      .set({ payout_id: id })
      .where(and(inArray(e.id, ids), isNull(e.payout_id)))
      .returning({ id: e.id });
    // Inside the write transaction nothing else can have taken them; a mismatch would be a bug: roll back.
    if (marked.length !== ids.length) throw new AppError('INTERNAL');
    out.push({ id, amount, currency, earnings: ids.length });
  }
  return out;
}
