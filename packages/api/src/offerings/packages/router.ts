import { router } from '../../core/trpc';
import { archive } from './archive';
import { create } from './create';
import { destroy } from './destroy';
import { get } from './get';
import { packagesCrud } from './procedures';
import { restore } from './restore';
import { update } from './update';

/** Packages: the shared list; the rest answer with the package's services (record.ts). */
export const packagesRouter = router({ list: packagesCrud.procedures.list, get, create, update, archive, restore, destroy });
