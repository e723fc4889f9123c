import { clients } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { clientInput } from '../shared/clients-schemas';
import { clientOutput, derivedColumns, toClient } from './output';
import { findClient, normaliseClientPhone } from './scope';

export const update = gated('clients', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/clients/{id}',
      summary: 'Update a client',
      tags: ['clients'],
      message: 'clients_updated',
    },
  })
  .input(clientInput.extend({ id: z.string().min(1).max(64) }))
  .output(clientOutput)
  .mutation(async ({ ctx, input }) => {
    const { id, ...rest } = input;
    await findClient(ctx, ctx.businessId, id);
    const data = normaliseClientPhone(rest, ctx.business.region, ctx.locale);
    const [row] = await ctx.db
      .update(clients)
      .set({ ...data, ...derivedColumns(data), updated_at: ctx.now })
      .where(scopeToBusiness(clients, ctx.businessId, eq(clients.id, id)))
      .returning();
    return toClient(row as typeof clients.$inferSelect);
  });
