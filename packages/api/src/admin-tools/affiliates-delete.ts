import { sessions, users } from '@kairos/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as z from 'zod';
import { audit } from '../admin/audit';
import { AppError } from '../core/errors';
import { idParam } from '../core/list';
import { adminRoute } from './procedure';

/**
 * DELETE /admin/affiliate/{id}: a soft delete (users.deleted_at) with every session ended, in one batch. The
 * affiliate row stays, so owners they referred keep their attribution and unpaid earnings stay on record.
 */
export const affiliatesDelete = adminRoute('DELETE', '/affiliate/{id}', 'Delete an affiliate')
  .input(idParam)
  .output(z.object({ id: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const [deleted] = await ctx.db.batch([
      ctx.db
        .update(users)
        .set({ deleted_at: ctx.now, updated_at: ctx.now })
        .where(and(eq(users.id, input.id), eq(users.is_affiliate, true), isNull(users.deleted_at)))
        .returning({ id: users.id }),
      ctx.db
        .delete(sessions)
        // only an affiliate's: an owner's id ends nothing
        .where(
          and(
            eq(sessions.user_id, input.id),
            sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${input.id} AND ${users.is_affiliate} = 1)`,
          ),
        ),
    ]);
    if (!deleted.length) throw new AppError('NOT_FOUND');
    await audit(
      ctx.db,
      { actor_user_id: ctx.user.id, action: 'affiliate.delete', target_type: 'user', target_id: input.id, ip: ctx.ip },
      ctx.now,
    );
    return { id: input.id };
  });
