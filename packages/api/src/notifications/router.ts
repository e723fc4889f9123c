import { router } from '../core/trpc';
import { markAllRead, markRead, remove } from './actions';
import { counts } from './counts';
import { list } from './list';

/** The owner's bell (docs/product/notifications.md "Bell items"); `counts` is the badge for notifications and news together. */
export const notificationsRouter = router({ list, counts, markRead, markAllRead, remove });
