import { router } from '../core/trpc';
import { get } from './get';
import { regenerate } from './regenerate';
import { update } from './update';

/**
 * The owner's calendar feed (issue 28): the settings procedures here; the feed itself is a raw HTTP route
 * (http/calendar-feed-route.ts over store.ts and render.ts).
 */
export const calendarFeedRouter = router({ get, update, regenerate });
