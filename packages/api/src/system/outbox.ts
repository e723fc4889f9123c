import { outboxMessages } from '@kairos/db';
import { desc, eq } from 'drizzle-orm';
import * as z from 'zod';
import type { Ctx } from '../core/context';
import { AppError } from '../core/errors';
import { isLoopbackAddress } from '../core/loopback';
import { publicProcedure, router } from '../core/trpc';

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
          /** Files sent with the email (an invoice's PDF); `downloadable` when the outbox kept the bytes. */
          attachments: z.array(
            z.object({ filename: z.string(), content_type: z.string(), size: z.number().int(), downloadable: z.boolean() }),
          ),
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
        attachments: (r.attachments ?? []).map((a) => ({
          filename: a.filename,
          content_type: a.content_type,
          size: a.size,
          downloadable: a.content_base64 !== null,
        })),
        created_at: r.created_at.toISOString(),
      })),
    };
  });

/** One attachment of an outbox email, for download from /dev/outbox (closed like the outbox: NOT_FOUND). */
export const outboxAttachment = publicProcedure
  .input(z.object({ message_id: z.string().min(1).max(64), index: z.number().int().min(0).max(20) }))
  .output(z.object({ file_name: z.string(), mime_type: z.string(), content_base64: z.string() }))
  .query(async ({ ctx, input }) => {
    if (!outboxOpen(ctx)) throw new AppError('NOT_FOUND');
    const [row] = await ctx.db
      .select({ attachments: outboxMessages.attachments })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, input.message_id))
      .limit(1);
    const file = row?.attachments?.[input.index];
    if (!file?.content_base64) throw new AppError('NOT_FOUND');
    return { file_name: file.filename, mime_type: file.content_type, content_base64: file.content_base64 };
  });

export const systemRouter = router({ outbox, outboxAttachment });
