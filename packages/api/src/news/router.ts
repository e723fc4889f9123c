import { router } from '../core/trpc';
import { markAllRead, markRead, remove } from './actions';
import { create } from './admin-create';
import { remove as adminRemove } from './admin-delete';
import { get } from './admin-get';
import { list as adminList } from './admin-list';
import { update } from './admin-update';
import { list } from './list';

/** News in the owner's bell: GET /user/news, mark read, mark all read, delete (docs/product/notifications.md "Bell items"). */
export const newsRouter = router({ list, markRead, markAllRead, remove });

/** The admin's news list and form: GET, POST /admin/news; GET, PUT, DELETE /admin/news/{id}. */
export const adminNewsRouter = router({ list: adminList, get, create, update, remove: adminRemove });
