import { router } from '../core/trpc';

/** News in the owner's bell: GET /user/news, mark read, mark all read, delete (SPEC 7 "Bell items"). */
export const newsRouter = router({});

/** The admin's news list and form: GET, POST /admin/news; GET, PUT, DELETE /admin/news/{id}. */
export const adminNewsRouter = router({});
