import { businesses, subscriptions } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { adminProcedure } from '../core/trpc';
import { isoDate } from '../shared/date-schemas';
import { addDays, toInstant } from '../shared/zoned';
import { targetUser } from './act';
import { audit } from './audit';
import { adminRest } from './rest';

/**
 * PUT /admin/user/trial/{id}: the trial runs to the end of the chosen day in the business's zone. A later end also clears the trial's lapse and its
 * reminder, so the owner is trialing again and is reminded again before the new end.
 */
export const setTrial = adminProcedure
  .meta(adminRest('PUT', '/user/trial/{id}', "Set a user's trial end date", ['ADMIN_TARGET_INVALID']))
  .input(z.object({ id: z.string().min(1).max(64), trial_ends_at: isoDate }))
  .output(z.object({ message: z.string(), trial_ends_at: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const user = await targetUser(ctx.db, input.id);
    const business = user.business_id
      ? await ctx.db.query.businesses.findFirst({ where: eq(businesses.id, user.business_id) })
      : undefined;
    if (!business) throw new AppError('ADMIN_TARGET_INVALID');
    // The last millisecond of the chosen day there: every screen shows that day as the trial's last.
    const ends = new Date(toInstant(addDays(input.trial_ends_at, 1), 0, business.timezone) - 1);
    const sub = await ctx.db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, business.id) });
    if (!sub) throw new AppError('ADMIN_TARGET_INVALID');
    const reopens = !sub.plan_name && ends > ctx.now;
    await ctx.db
      .update(subscriptions)
      .set({
        trial_ends_at: ends,
        trial_reminder_sent_at: null,
        ...(reopens ? { lapsed_at: null, deletion_warning_sent_at: null } : {}),
        updated_at: ctx.now,
      })
      .where(eq(subscriptions.id, sub.id));
    await audit(
      ctx.db,
      {
        actor_user_id: ctx.user.id,
        action: 'user.trial',
        target_type: 'user',
        target_id: user.id,
        details: {
          from: sub.trial_ends_at.toISOString(),
          to: ends.toISOString(),
        },
        ip: ctx.ip,
      },
      ctx.now,
    );
    return { message: m.adm_trial_changed({}, { locale: ctx.locale }), trial_ends_at: ends.toISOString() };
  });
