import { sessions, users } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { claimPasswordWork } from '../auth/password-work';
import { revokeUserApiTokens } from '../core/api-tokens';
import { adminProcedure } from '../core/trpc';
import { passwordField, withConfirmation } from '../shared/schemas';
import { adminMessageOutput, targetUser } from './act';
import { audit } from './audit';
import { adminRest } from './rest';

/**
 * PUT /admin/user/password/{id}: a new password by docs/product/admin.md's rules; like a reset, every session of the
 * user ends and their API tokens are revoked.
 */
export const setPassword = adminProcedure
  .meta(adminRest('PUT', '/user/password/{id}', "Set a user's password", ['ADMIN_TARGET_INVALID']))
  .input(
    withConfirmation(
      z.object({ id: z.string().min(1).max(64), password: passwordField, password_confirmation: z.string().max(255) }),
    ),
  )
  .output(adminMessageOutput)
  .mutation(async ({ ctx, input }) => {
    claimPasswordWork(ctx);
    const user = await targetUser(ctx.db, input.id);
    const password_hash = await ctx.services.hasher.hash(input.password);
    await ctx.db.batch([
      ctx.db.update(users).set({ password_hash }).where(eq(users.id, user.id)),
      ctx.db.delete(sessions).where(eq(sessions.user_id, user.id)),
    ]);
    await revokeUserApiTokens(ctx.db, user.id, ctx.now);
    await audit(
      ctx.db,
      { actor_user_id: ctx.user.id, action: 'user.password', target_type: 'user', target_id: user.id, ip: ctx.ip },
      ctx.now,
    );
    return { message: m.adm_password_changed({}, { locale: ctx.locale }) };
  });
