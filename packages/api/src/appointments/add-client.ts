import { AppError } from '../core/errors';
import { gated } from '../core/trpc';
import { detachOnce, isLinked, oneClientInput } from './client-links';
import { linkWithin } from './insert';
import { appointmentOutput } from './output';
import { answer, resolveTarget } from './target';
import { checkClients, findClass, runBatch } from './write';

/**
 * POST /appointments/{id}/clients: adds one client, leaving the others as they
 * are, so owners adding clients from several tabs at once never lose one
 * (`PUT` replaces the whole list). A class session with limited spaces takes
 * no more than its spaces, however many requests race for the last one;
 * adding a client who is already there changes nothing. An untouched
 * occurrence of a series gets its own row first (the answer has its new id).
 */
export const addClient = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/appointments/{id}/clients',
      errors: ['CLASS_SESSION_FULL', 'RECURRING_RANGE_REQUIRED'],
      summary: 'Add one client to an appointment or session',
      tags: ['appointments'],
      message: 'appointments_updated',
    },
  })
  .input(oneClientInput)
  .output(appointmentOutput)
  .mutation(async ({ ctx, input }) => {
    const t = await resolveTarget(ctx, input.id);
    const [clientId] = (await checkClients(ctx, [input.client_id])) as [string];
    const cls = t.row.class_id ? await findClass(ctx, t.row.class_id) : null;
    const limit = cls?.limit_spaces ? cls.spaces : null;
    const { id, writes } = await detachOnce(ctx, t);
    await runBatch(ctx, [...writes, linkWithin(ctx, id, clientId, limit)]);
    if (!(await isLinked(ctx, id, clientId))) throw new AppError('CLASS_SESSION_FULL', { spaces: limit ?? 0 });
    return answer(ctx, id);
  });
