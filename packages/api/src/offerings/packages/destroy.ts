import { packages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../core/errors';
import { idParam } from '../../core/list';
import { scopeToBusiness } from '../../core/tenant';
import { gated } from '../../core/trpc';
import { packagesCrud } from './procedures';
import { dropServiceLines } from './record';

/** DELETE /packages/{id}/permanent: deletes an archived package and its service lines for good. */
export const destroy = gated('packages', { write: true })
  .meta({
    rest: {
      method: 'DELETE',
      path: '/api/v1/packages/{id}/permanent',
      summary: 'Delete an archived package for good',
      tags: ['packages'],
      message: 'packages_deleted',
    },
  })
  .input(idParam)
  .output(z.null())
  .mutation(async ({ ctx, input }) => {
    const row = await packagesCrud.find(ctx, ctx.businessId, input.id);
    if (!row.archived_at) throw new AppError('ARCHIVE_FIRST');
    await ctx.db.batch([
      dropServiceLines(ctx, input.id),
      ctx.db.delete(packages).where(scopeToBusiness(packages, ctx.businessId, eq(packages.id, input.id))),
    ]);
    return null;
  });
