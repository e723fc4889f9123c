import { router } from '../core/trpc';

/** The owner's bell (SPEC 7 "Bell items"). */
export const notificationsRouter = router({});
