import * as z from 'zod';
import { findClient } from '../clients/scope';
import { gated } from '../core/trpc';
import { packageCreditOutput, packageCreditsInput } from '../shared/sales-schemas';
import { packageCreditsOf } from './queries';

/** GET /api/v1/package-credits?client_id=: a client's package balances (package, service, quantity, used, left, expiry). */
export const packageCredits = gated('packages')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/package-credits',
      summary: "A client's package balances (client_id; usable=1 for those the checkout can pay with)",
      tags: ['sales'],
    },
  })
  .input(packageCreditsInput)
  .output(z.object({ items: z.array(packageCreditOutput) }))
  .query(async ({ ctx, input }) => {
    const client = await findClient(ctx, ctx.businessId, input.client_id);
    return { items: await packageCreditsOf(ctx, client.id, input.usable ?? false) };
  });
