import { router } from '../core/trpc';

/** The owner's side of online booking: the booking page's settings (GET/PUT /user/booking-settings). */
export const onlineBookingRouter = router({});
