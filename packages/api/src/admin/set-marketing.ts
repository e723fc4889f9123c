import { users } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { adminProcedure } from '../core/trpc';
import { queryBool } from '../shared/schemas';
import { adminMessageOutput, targetUser } from './act';
import { audit } from './audit';
import { adminRest } from './rest';

/** PUT /admin/user/marketing/{id}: marketing without the premium plan (docs/product/admin.md marketing_available). */
export const setMarketing = adminProcedure
  .meta(adminRest('PUT', '/user/marketing/{id}', 'Grant or take away marketing access', ['ADMIN_TARGET_INVALID']))
  .input(z.object({ id: z.string().min(1).max(64), marketing_available: queryBool }))
  .output(adminMessageOutput)
  .mutation(async ({ ctx, input }) => {
    const user = await targetUser(ctx.db, input.id);
    await ctx.db.update(users).set({ marketing_available: input.marketing_available }).where(eq(users.id, user.id));
    await audit(
      ctx.db,
      {
        actor_user_id: ctx.user.id,
        action: 'user.marketing',
        target_type: 'user',
        target_id: user.id,
        details: { marketing_available: input.marketing_available },
        ip: ctx.ip,
      },
      ctx.now,
    );
    return { message: m.adm_marketing_changed({}, { locale: ctx.locale }) };
  });
