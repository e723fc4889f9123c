import { router } from '../core/trpc';
import { archive, destroy, restore } from './archive';
import { create } from './create';
import { exportClients, importTemplate } from './export';
import { get } from './get';
import { importClients } from './import';
import { list } from './list';
import { related } from './related';
import { update } from './update';

export const clientsRouter = router({
  list,
  get,
  create,
  update,
  archive,
  restore,
  destroy,
  related,
  export: exportClients,
  importTemplate,
  import: importClients,
});
