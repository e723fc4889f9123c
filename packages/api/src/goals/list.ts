import * as z from 'zod';
import { gated } from '../core/trpc';
import { goalProgress } from '../shared/analytics-schemas';
import { goalProgressOf } from './progress';

/** GET /goal: the business's goals, each with its progress in its current period and a motivation phrase. */
export const list = gated('goals')
  .meta({ rest: { method: 'GET', path: '/api/v1/goal', summary: 'Goals with their progress', tags: ['goals'] } })
  .input(z.object({}).optional())
  .output(z.array(goalProgress))
  .query(({ ctx }) => goalProgressOf(ctx, ctx.locale));
