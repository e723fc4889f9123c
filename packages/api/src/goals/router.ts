import { router } from '../core/trpc';

/** Goals (premium): /goal CRUD (SPEC 7). */
export const goalsRouter = router({});
