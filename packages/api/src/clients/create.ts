import { clients } from '@kairos/db';
import { gated } from '../core/trpc';
import { clientInput } from '../shared/clients-schemas';
import { clientOutput, derivedColumns, toClient } from './output';
import { normaliseClientPhone } from './scope';

export const create = gated('clients', { write: true })
  .meta({
    rest: { method: 'POST', path: '/api/v1/clients', summary: 'Create a client', tags: ['clients'], message: 'clients_created' },
  })
  .input(clientInput)
  .output(clientOutput)
  .mutation(async ({ ctx, input }) => {
    const data = normaliseClientPhone(input, ctx.business.region, ctx.locale);
    const [row] = await ctx.db
      .insert(clients)
      .values({ ...data, business_id: ctx.businessId, ...derivedColumns(data), created_at: ctx.now, updated_at: ctx.now })
      .returning();
    return toClient(row as typeof clients.$inferSelect);
  });
