import { router } from '../core/trpc';

/** Admin area: promo codes, API tokens and users, affiliates (SPEC 6, 7). One file per procedure. */
export const adminToolsRouter = router({});
