import { gated } from '../core/trpc';
import { idParam } from '../shared/list-schemas';
import { saleDetailOutput } from '../shared/sales-schemas';
import { loadSaleDetail } from './detail';

/** GET /api/v1/sales/{id}: lines, issued vouchers with their codes, package balances and the payments allocated. */
export const get = gated('sales')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/sales/{id}',
      summary: 'One sale with its lines, vouchers, package balances and payments',
      tags: ['sales'],
    },
  })
  .input(idParam)
  .output(saleDetailOutput)
  .query(({ ctx, input }) => loadSaleDetail(ctx, input.id));
