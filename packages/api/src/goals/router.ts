import { router } from '../core/trpc';
import { list } from './list';
import { create, remove, update } from './write';

/** Goals (premium): /goal CRUD (docs/product/goals.md), each goal with its progress in its current period. */
export const goalsRouter = router({ list, create, update, delete: remove });
