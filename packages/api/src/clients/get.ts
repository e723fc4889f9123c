import { idParam } from '../core/list';
import { gated } from '../core/trpc';
import { clientOutput, toClient } from './output';
import { findClient } from './scope';

export const get = gated('clients')
  .meta({ rest: { method: 'GET', path: '/api/v1/clients/{id}', summary: 'One client', tags: ['clients'] } })
  .input(idParam)
  .output(clientOutput)
  .query(async ({ ctx, input }) => toClient(await findClient(ctx, ctx.businessId, input.id)));
