import type { Ctx } from '../core/context';
import type { EmailAttachment } from '../core/services';
import type { EmailContent } from './layout';

export const EMAIL_QUEUE = 'email';

export interface EmailJob extends EmailContent {
  to: string;
  business_id: string | null;
  /** Files sent with it (an invoice's PDF, a few tens of KB: well inside a queue message). */
  attachments?: EmailAttachment[];
}

/**
 * Email leaves through the durable queue so a failed provider call is retried
 * and a restart loses nothing; the key makes a repeated enqueue a no-op.
 */
export async function queueEmail(ctx: Pick<Ctx, 'services'>, job: EmailJob, idempotencyKey: string): Promise<void> {
  await ctx.services.queue.enqueue(EMAIL_QUEUE, job, { idempotencyKey });
}
