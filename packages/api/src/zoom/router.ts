import { router } from '../core/trpc';
import { connect } from './connect';
import { disconnect } from './disconnect';
import { status } from './status';

/**
 * Zoom (business and premium): OAuth connect (the callback is an HTTP route, http/zoom-callback.ts over callback.ts), status,
 * GET /integrations/zoom/disconnect. Meetings follow appointments through the `zoom-meeting` queue (meetings.ts).
 */
export const zoomRouter = router({ status, connect, disconnect });
