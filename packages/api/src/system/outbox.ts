import { outboxMessages } from '@kairos/db';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../core/context';
import { publicProcedure, router } from '../core/trpc';
import { isLoopbackAddress } from '../http/context';

/**
 * The dev outbox: without provider keys (and never in production) mail and SMS
 * land in a table that a person reads at /dev/outbox. The page holds password-reset
 * links, so it opens only when asked: DEV_OUTBOX=on (anyone) or `local` (what
 * `npm start` sets: requests straight from this machine while APP_URL is a loopback
 * URL, so a deployment reached through a proxy or a public name stays closed).
 * Disabled answers empty.
 */
export function outboxOpen(ctx: Pick<Ctx, 'services' | 'fromLoopback'>): boolean {
  const { devOutbox, appUrl } = ctx.services.config;
  if (devOutbox === 'on') return true;
  return devOutbox === 'local' && ctx.fromLoopback === true && isLoopbackAddress(new URL(appUrl).hostname);
}

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
    if (!outboxOpen(ctx)) return { enabled: false, messages: [] };
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
