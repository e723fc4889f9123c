import * as z from 'zod';
import { gated } from '../core/trpc';
import { kickWaitlist } from '../waitlist/kick';
import { clientsOf } from './load';
import { appointmentOutput } from './output';
import { answer, detachWrites, resolveTarget } from './target';
import { assertCapacity, checkClients, relinkWrites, runBatch } from './write';

/**
 * PUT /appointments/{id}/clients: who attends (session clients). Attendance
 * of those who stay is kept; a full class session refuses more.
 */
export const updateClients = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/appointments/{id}/clients',
      errors: ['CLASS_SESSION_FULL', 'RECURRING_RANGE_REQUIRED'],
      summary: 'Set the clients of an appointment or session',
      tags: ['appointments'],
      message: 'appointments_updated',
    },
  })
  .input(z.object({ id: z.string().min(1).max(80), clients: z.array(z.string().min(1).max(64)).max(200) }))
  .output(appointmentOutput)
  .mutation(async ({ ctx, input }) => {
    const t = await resolveTarget(ctx, input.id);
    const ids = await checkClients(ctx, input.clients);
    await assertCapacity(ctx, t.row.class_id, ids.length);
    if (t.kind === 'virtual') {
      const { id, writes } = await detachWrites(ctx, t, {}, ids);
      await runBatch(ctx, writes);
      await kickWaitlist(ctx, [t.row.start_at]);
      return answer(ctx, id);
    }
    const current = ((await clientsOf(ctx.db, ctx.businessId, [t.row.id])).get(t.row.id) ?? []).map((c) => c.id);
    await runBatch(ctx, relinkWrites(ctx, t.row.id, current, ids));
    await kickWaitlist(ctx, [t.row.start_at]);
    return answer(ctx, t.row.id);
  });
