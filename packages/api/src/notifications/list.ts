import { notifications } from '@kairos/db';
import { desc, isNull } from 'drizzle-orm';
import * as z from 'zod';
import { listOutput, paginate } from '../core/list';
import { scopeToBusiness } from '../core/tenant';
import { businessProcedure } from '../core/trpc';
import { notificationText } from './text';

export const notificationOutput = z.object({
  id: z.string(),
  type: z.enum(notifications.type.enumValues),
  /** The sentence in the caller's language. */
  text: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
});

const listInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /user/notifications: the unread ones, newest first, paged; `total` is the bell's count (docs/product/notifications.md). */
export const list = businessProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/user/notifications',
      summary: 'Unread notifications (the bell)',
      tags: ['notifications'],
    },
  })
  .input(listInput)
  .output(listOutput(notificationOutput))
  .query(({ ctx, input }) =>
    paginate(
      ctx.db,
      notifications,
      scopeToBusiness(notifications, ctx.businessId, isNull(notifications.read_at)),
      [desc(notifications.created_at), desc(notifications.id)],
      input,
      (row) => ({
        id: row.id,
        type: row.type,
        text: notificationText(row.type, row.params, ctx.locale),
        link: row.link,
        created_at: row.created_at.toISOString(),
      }),
    ),
  );
