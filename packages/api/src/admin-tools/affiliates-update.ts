import { affiliates, users } from '@kairos/db';
import { and, eq, sql } from 'drizzle-orm';
import * as z from 'zod';
import { audit } from '../admin/audit';
import { AppError } from '../core/errors';
import { affiliateSettingsShape, checkPairs } from './affiliate-schemas';
import { adminRoute } from './procedure';

/** PUT /admin/affiliate/{id}: the affiliate's settings (docs/product/admin.md "Affiliate settings"); every field is set as given. */
export const affiliatesUpdate = adminRoute('PUT', '/affiliate/{id}', 'Edit an affiliate’s settings')
  .input(z.object({ id: z.string().min(1).max(64), ...affiliateSettingsShape }).superRefine(checkPairs))
  .output(z.object({ id: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const { id, ...settings } = input;
    const rows = await ctx.db
      .update(affiliates)
      .set(settings)
      .where(
        and(
          eq(affiliates.user_id, id),
          sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${id} AND ${users.is_affiliate} = 1 AND ${users.deleted_at} IS NULL)`,
        ),
      )
      .returning({ id: affiliates.user_id });
    if (!rows.length) throw new AppError('NOT_FOUND');
    await audit(
      ctx.db,
      {
        actor_user_id: ctx.user.id,
        action: 'affiliate.update',
        target_type: 'user',
        target_id: id,
        details: settings,
        ip: ctx.ip,
      },
      ctx.now,
    );
    return { id };
  });
