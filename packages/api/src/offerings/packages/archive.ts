import { packages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { idParam } from '../../core/list';
import { scopeToBusiness } from '../../core/tenant';
import { gated } from '../../core/trpc';
import { packageDetailOutput } from './output';
import { packagesCrud } from './procedures';
import { packageDetail } from './record';

/** DELETE /packages/{id}: moves the package to the archived list (SPEC 4); archiving twice changes nothing. */
export const archive = gated('packages', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/packages/{id}',
      summary: 'Archive a package',
      tags: ['packages'],
      message: 'packages_archived',
    },
  })
  .input(idParam)
  .output(packageDetailOutput)
  .mutation(async ({ ctx, input }) => {
    const row = await packagesCrud.find(ctx, ctx.businessId, input.id);
    if (!row.archived_at) {
      await ctx.db
        .update(packages)
        .set({ archived_at: ctx.now })
        .where(scopeToBusiness(packages, ctx.businessId, eq(packages.id, input.id)));
    }
    return packageDetail(ctx, input.id);
  });
