import { users } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { adminProcedure } from '../core/trpc';
import { queryBool } from '../shared/schemas';
import { adminMessageOutput, auditUserAction, targetUser } from './act';
import { adminRest } from './rest';

/** PUT /admin/user/marketing/{id}: marketing without the premium plan (SPEC 6 marketing_available). */
export const setMarketing = adminProcedure
  .meta(adminRest('PUT', '/user/marketing/{id}', 'Grant or take away marketing access', ['ADMIN_TARGET_INVALID']))
  .input(z.object({ id: z.string().min(1).max(64), marketing_available: queryBool }))
  .output(adminMessageOutput)
  .mutation(async ({ ctx, input }) => {
    const user = await targetUser(ctx, input.id);
    await ctx.db.update(users).set({ marketing_available: input.marketing_available }).where(eq(users.id, user.id));
    await auditUserAction(ctx, 'user.marketing', user.id, { marketing_available: input.marketing_available });
    return { message: m.adm_marketing_changed({}, { locale: ctx.locale }) };
  });
