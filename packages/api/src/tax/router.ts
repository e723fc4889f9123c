import { router } from '../core/trpc';

/** The tax estimate (premium): UK self-assessment and Ukrainian FOP single tax. */
export const taxRouter = router({});
