import { clients } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../core/errors';
import { idParam } from '../core/list';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { clientOutput, toClient } from './output';
import { findClient } from './scope';

/** DELETE moves an active client to the archived list (SPEC 4: delete places the record in the archived list). */
export const archive = gated('clients', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/clients/{id}',
      summary: 'Archive a client',
      tags: ['clients'],
      message: 'clients_archived',
    },
  })
  .input(idParam)
  .output(clientOutput)
  .mutation(async ({ ctx, input }) => {
    const existing = await findClient(ctx, ctx.businessId, input.id);
    if (existing.archived_at) return toClient(existing);
    const [row] = await ctx.db
      .update(clients)
      .set({ archived_at: ctx.now })
      .where(scopeToBusiness(clients, ctx.businessId, eq(clients.id, input.id)))
      .returning();
    return toClient(row as typeof clients.$inferSelect);
  });

export const restore = gated('clients', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/clients/{id}/restore',
      summary: 'Restore an archived client',
      tags: ['clients'],
      message: 'clients_restored',
    },
  })
  .input(idParam)
  .output(clientOutput)
  .mutation(async ({ ctx, input }) => {
    await findClient(ctx, ctx.businessId, input.id);
    const [row] = await ctx.db
      .update(clients)
      .set({ archived_at: null })
      .where(scopeToBusiness(clients, ctx.businessId, eq(clients.id, input.id)))
      .returning();
    return toClient(row as typeof clients.$inferSelect);
  });

/** Permanent deletion, only from the archived list. */
export const destroy = gated('clients', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/clients/{id}/permanent',
      summary: 'Delete an archived client for good',
      tags: ['clients'],
      message: 'clients_deleted',
    },
  })
  .input(idParam)
  .output(z.null())
  .mutation(async ({ ctx, input }) => {
    const existing = await findClient(ctx, ctx.businessId, input.id);
    if (!existing.archived_at) throw new AppError('ARCHIVE_FIRST');
    await ctx.db.delete(clients).where(scopeToBusiness(clients, ctx.businessId, eq(clients.id, input.id)));
    return null;
  });
