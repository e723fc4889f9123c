import { idParam } from '../../core/list';
import { gated } from '../../core/trpc';
import { packageDetailOutput } from './output';
import { packageDetail } from './record';

/** GET /packages/{id}: the package, its services (with names) and its sales. */
export const get = gated('packages')
  .meta({ rest: { method: 'GET', path: '/api/v1/packages/{id}', summary: 'One package with its services', tags: ['packages'] } })
  .input(idParam)
  .output(packageDetailOutput)
  .query(({ ctx, input }) => packageDetail(ctx, input.id));
