import { clients } from '@kairos/db';
import { asc, desc, isNotNull, isNull, like, type SQL } from 'drizzle-orm';
import { likeContains, listOutput, paginate } from '../core/list';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { clientListInput } from '../shared/clients-schemas';
import { clientOutput, toClient } from './output';

const ORDER: Record<string, SQL[]> = {
  name: [asc(clients.sort_key), asc(clients.id)],
  recent: [desc(clients.created_at), asc(clients.id)],
  last_appointment: [desc(clients.last_appointment_at), asc(clients.id)],
};

export const list = gated('clients')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/clients',
      summary: 'List clients (page, search, archived, is_lite)',
      tags: ['clients'],
    },
  })
  .input(clientListInput)
  .output(listOutput(clientOutput))
  .query(({ ctx, input }) => {
    const digits = input.search?.replace(/\D/g, '') ?? '';
    const term =
      input.search && digits.length >= 3 && digits.length === input.search.replace(/[\s()+-]/g, '').length
        ? digits
        : input.search;
    const where = scopeToBusiness(
      clients,
      ctx.businessId,
      input.archived ? isNotNull(clients.archived_at) : isNull(clients.archived_at),
      term ? like(clients.search, likeContains(term)) : undefined,
    );
    return paginate(ctx.db, clients, where, ORDER[input.sort] ?? [], input, toClient);
  });
