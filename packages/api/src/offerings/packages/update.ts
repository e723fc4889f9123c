import { packages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { scopeToBusiness } from '../../core/tenant';
import { gated } from '../../core/trpc';
import { packageInput } from '../../shared/offerings-schemas';
import { packageDetailOutput } from './output';
import { packagesCrud } from './procedures';
import { checkServices, dropServiceLines, packageDetail, packageValues, serviceLines } from './record';

/** PUT /packages/{id}: replaces the package's fields and its service lines. */
export const update = gated('packages', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/packages/{id}',
      summary: 'Update a package',
      tags: ['packages'],
      message: 'packages_updated',
    },
  })
  .input(packageInput.safeExtend({ id: z.string().min(1).max(64) }))
  .output(packageDetailOutput)
  .mutation(async ({ ctx, input }) => {
    await packagesCrud.find(ctx, ctx.businessId, input.id);
    await checkServices(ctx, input);
    await ctx.db.batch([
      ctx.db
        .update(packages)
        .set({ ...packageValues(ctx, input), updated_at: ctx.now })
        .where(scopeToBusiness(packages, ctx.businessId, eq(packages.id, input.id))),
      dropServiceLines(ctx, input.id),
      ...serviceLines(ctx, input.id, input),
    ]);
    return packageDetail(ctx, input.id);
  });
