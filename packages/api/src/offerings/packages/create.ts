import { packages } from '@kairos/db';
import { gated } from '../../core/trpc';
import { packageInput } from '../../shared/offerings-schemas';
import { packageDetailOutput } from './output';
import { checkServices, packageDetail, packageValues, serviceLines } from './record';

/** POST /packages: the package and its service lines, written together. */
export const create = gated('packages', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/packages',
      summary: 'Create a package',
      tags: ['packages'],
      message: 'packages_created',
    },
  })
  .input(packageInput)
  .output(packageDetailOutput)
  .mutation(async ({ ctx, input }) => {
    await checkServices(ctx, input);
    const id = crypto.randomUUID();
    await ctx.db.batch([
      ctx.db
        .insert(packages)
        .values({ ...packageValues(ctx, input), id, business_id: ctx.businessId, created_at: ctx.now, updated_at: ctx.now }),
      ...serviceLines(ctx, id, input),
    ]);
    return packageDetail(ctx, id);
  });
