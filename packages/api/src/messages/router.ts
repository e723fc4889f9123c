import { router } from '../core/trpc';

/** The business's message log: GET /user/messages (SPEC 7). One file per procedure. */
export const messagesRouter = router({});
