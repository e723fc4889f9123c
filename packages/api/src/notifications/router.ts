import { router } from '../core/trpc';
import { markAllRead, markRead, remove } from './actions';
import { list } from './list';

/** The owner's bell (SPEC 7 "Bell items"). */
export const notificationsRouter = router({ list, markRead, markAllRead, remove });
