import * as m from '@kairos/i18n/messages';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { adminProcedure } from '../core/trpc';
import { appendEntry, balance, type Channel } from '../credits/ledger';
import { targetUser } from './act';
import { audit } from './audit';
import { adminRest } from './rest';

const input = z.object({
  id: z.string().min(1).max(64),
  /** Signed whole number: "-50" takes 50 away (docs/product/admin.md). */
  amount: z.coerce
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, { params: { key: 'validation_invalid' } }),
});
const output = z.object({ message: z.string(), balance: z.number().int() });

/**
 * A signed adjustment of the user's business's credits, one ledger entry (reason admin_adjustment)
 * that refuses to go below zero. `balance` is the email credits (docs/DECISIONS.md "Admin area").
 */
function adjust(channel: Channel, path: string, summary: string) {
  return adminProcedure
    .meta(adminRest('PUT', path, summary, ['ADMIN_CREDITS_BELOW_ZERO', 'ADMIN_TARGET_INVALID']))
    .input(input)
    .output(output)
    .mutation(async ({ ctx, input }) => {
      const user = await targetUser(ctx.db, input.id);
      if (!user.business_id) throw new AppError('ADMIN_TARGET_INVALID');
      const businessId = user.business_id;
      const res = await appendEntry(ctx.db, {
        businessId,
        channel,
        reason: 'admin_adjustment',
        delta: input.amount,
        now: ctx.now,
      });
      const row = res.rows[0];
      if (!row) throw new AppError('ADMIN_CREDITS_BELOW_ZERO', { balance: await balance(ctx.db, businessId, channel) });
      await audit(
        ctx.db,
        {
          actor_user_id: ctx.user.id,
          action: `user.${channel}_credits`,
          target_type: 'user',
          target_id: user.id,
          details: { amount: input.amount },
          ip: ctx.ip,
        },
        ctx.now,
      );
      return { message: m.adm_credits_changed({}, { locale: ctx.locale }), balance: Number(row.balance) };
    });
}

/** PUT /admin/user/sms/{id}: SMS credits. */
export const adjustSms = adjust('sms', '/user/sms/{id}', "Adjust a user's SMS credits");
/** PUT /admin/user/balance/{id}: email credits. */
export const adjustBalance = adjust('email', '/user/balance/{id}', "Adjust a user's email credits");
