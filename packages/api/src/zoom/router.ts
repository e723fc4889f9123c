import { router } from '../core/trpc';

/** Zoom (business and premium): OAuth connect, GET /integrations/zoom/disconnect, meetings for appointments. */
export const zoomRouter = router({});
