import { packages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { idParam } from '../../core/list';
import { scopeToBusiness } from '../../core/tenant';
import { gated } from '../../core/trpc';
import { packageDetailOutput } from './output';
import { packagesCrud } from './procedures';
import { packageDetail } from './record';

/** PUT /packages/{id}/restore: brings an archived package back to the active list. */
export const restore = gated('packages', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/packages/{id}/restore',
      summary: 'Restore a package from the archive',
      tags: ['packages'],
      message: 'packages_restored',
    },
  })
  .input(idParam)
  .output(packageDetailOutput)
  .mutation(async ({ ctx, input }) => {
    await packagesCrud.find(ctx, ctx.businessId, input.id);
    await ctx.db
      .update(packages)
      .set({ archived_at: null })
      .where(scopeToBusiness(packages, ctx.businessId, eq(packages.id, input.id)));
    return packageDetail(ctx, input.id);
  });
