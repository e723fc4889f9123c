import { router } from '../core/trpc';

/** Marketing campaigns: /marketing/* (SPEC 7 "Marketing"). One file per procedure. */
export const marketingRouter = router({});
