import { router } from '../core/trpc';
import { calendars, saveCalendars } from './calendars';
import { connect } from './connect';
import { disconnect } from './disconnect';
import { status } from './status';
import { sync } from './sync-now';

/**
 * Google Calendar both ways (issue 28): OAuth connect (the callback is an HTTP route, http/google-callback.ts over
 * callback.ts), status, the calendars to read busy times from and to write to, sync now, disconnect. The cron syncs
 * every connected business (sync.ts); busy times block slots through appointments/load.ts busyRowsInRange.
 */
export const googleRouter = router({ status, connect, disconnect, calendars, saveCalendars, sync });
