import { router } from '../core/trpc';
import { list } from './list';
import { create, remove, update } from './write';

/** Goals (premium): /goal CRUD (SPEC 7), each goal with its progress in its current period. */
export const goalsRouter = router({ list, create, update, delete: remove });
