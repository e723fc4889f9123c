import { router } from '../../core/trpc';
import { packageDetail as detail } from './detail';
import { serviceLines as lines } from './lines';
import { packagesRecords as r } from './procedures';

/** Packages: every procedure from the records builders, with the service lines as `lines` and `detail`. */
export const packagesRouter = router({
  list: r.list(),
  get: r.get({ detail, summary: 'One package with its services' }),
  create: r.create({ lines, detail, summary: 'Create a package with its services' }),
  update: r.update({ lines, detail, summary: 'Update a package and replace its services' }),
  archive: r.archive({ detail, summary: 'Archive a package' }),
  restore: r.restore({ detail, summary: 'Restore a package from the archive' }),
  destroy: r.destroy({ lines, summary: 'Delete an archived package and its services for good' }),
});
