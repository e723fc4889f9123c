import { outboxMessages } from '@kairos/db';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { publicProcedure, router } from '../core/trpc';

/**
 * The dev outbox: without provider keys (and never in production) mail and SMS
 * land in a table that a person reads at /dev/outbox. Disabled answers empty.
 */
export const outbox = publicProcedure
  .output(
    z.object({
      enabled: z.boolean(),
      messages: z.array(
        z.object({
          id: z.string(),
          channel: z.enum(['email', 'sms']),
          to: z.string(),
          subject: z.string().nullable(),
          body_text: z.string(),
          body_html: z.string().nullable(),
          created_at: z.string(),
        }),
      ),
    }),
  )
  .query(async ({ ctx }) => {
    if (!ctx.services.config.devOutbox) return { enabled: false, messages: [] };
    const rows = await ctx.db.select().from(outboxMessages).orderBy(desc(outboxMessages.created_at)).limit(100);
    return {
      enabled: true,
      messages: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.to,
        subject: r.subject,
        body_text: r.body_text,
        body_html: r.body_html,
        created_at: r.created_at.toISOString(),
      })),
    };
  });

export const systemRouter = router({ outbox });
