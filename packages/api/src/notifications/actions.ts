import { notifications } from '@kairos/db';
import { eq, isNull } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { scopeToBusiness } from '../core/tenant';
import { businessProcedure } from '../core/trpc';
import { idParam } from '../shared/list-schemas';

const done = z.object({ count: z.number().int() });

function action(method: 'PUT' | 'DELETE', path: string, summary: string) {
  return businessProcedure.meta({
    rest: { method, path: `/api/v1/user/notifications${path}`, summary, tags: ['notifications'] },
  });
}

/** PUT /user/notifications/{id}/mark-as-read: it leaves the list (docs/product/notifications.md). Another business's id is NOT_FOUND. */
export const markRead = action('PUT', '/{id}/mark-as-read', 'Mark a notification as read')
  .input(idParam)
  .output(done)
  .mutation(async ({ ctx, input }) => {
    const rows = await ctx.db
      .update(notifications)
      .set({ read_at: ctx.now })
      .where(scopeToBusiness(notifications, ctx.businessId, eq(notifications.id, input.id)))
      .returning({ id: notifications.id });
    if (!rows.length) throw new AppError('NOT_FOUND');
    return { count: rows.length };
  });

/** PUT /user/notifications/mark-all-as-read. */
export const markAllRead = action('PUT', '/mark-all-as-read', 'Mark every notification as read')
  .output(done)
  .mutation(async ({ ctx }) => {
    const rows = await ctx.db
      .update(notifications)
      .set({ read_at: ctx.now })
      .where(scopeToBusiness(notifications, ctx.businessId, isNull(notifications.read_at)))
      .returning({ id: notifications.id });
    return { count: rows.length };
  });

/** DELETE /user/notifications/{id}/delete. */
export const remove = action('DELETE', '/{id}/delete', 'Delete a notification')
  .input(idParam)
  .output(done)
  .mutation(async ({ ctx, input }) => {
    const rows = await ctx.db
      .delete(notifications)
      .where(scopeToBusiness(notifications, ctx.businessId, eq(notifications.id, input.id)))
      .returning({ id: notifications.id });
    if (!rows.length) throw new AppError('NOT_FOUND');
    return { count: rows.length };
  });
