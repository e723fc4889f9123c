import type { BatchItem } from 'drizzle-orm/batch';
import { AppError } from '../core/errors';
import { gated } from '../core/trpc';
import { kickWaitlist } from '../waitlist/kick';
import { detachOnce, oneClientInput, unlinkOne } from './client-links';
import { appointmentOutput } from './output';
import { answer, resolveTarget } from './target';

/**
 * DELETE /appointments/{id}/clients/{client_id}: takes one client off,
 * leaving the others (and their attendance) as they are. A client who is not
 * on the appointment reads as not found. An untouched occurrence of a series
 * gets its own row first (the answer has its new id).
 */
export const removeClient = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/appointments/{id}/clients/{client_id}',
      errors: ['RECURRING_RANGE_REQUIRED'],
      summary: 'Take one client off an appointment or session',
      tags: ['appointments'],
      message: 'appointments_updated',
    },
  })
  .input(oneClientInput)
  .output(appointmentOutput)
  .mutation(async ({ ctx, input }) => {
    const t = await resolveTarget(ctx, input.id);
    if (t.kind === 'virtual' && !t.series.client_ids.includes(input.client_id)) throw new AppError('NOT_FOUND');
    const { id, writes } = await detachOnce(ctx, t);
    const batch: BatchItem<'sqlite'>[] = [...writes, unlinkOne(ctx, id, input.client_id)];
    const results = await ctx.db.batch(batch as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
    const removed = results.at(-1) as { id: string }[];
    if (!removed.length) throw new AppError('NOT_FOUND');
    await kickWaitlist(ctx, [t.row.start_at]);
    return answer(ctx, id);
  });
