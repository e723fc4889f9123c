import { router } from '../core/trpc';

/** Kairos's own billing: /subscription/* and PUT /user/auto-renew (SPEC 7). One file per procedure. */
export const subscriptionRouter = router({});
