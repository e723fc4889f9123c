import { router } from '../core/trpc';
import { list } from './list';

/** The business's message log: GET /user/messages (docs/product/messages.md). One file per procedure. */
export const messagesRouter = router({ list });
