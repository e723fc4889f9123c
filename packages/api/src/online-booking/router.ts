import { router } from '../core/trpc';
import { get } from './get';
import { update } from './update';

/** The owner's side of online booking: the booking page's settings (GET/PUT /user/booking-settings). */
export const onlineBookingRouter = router({ get, update });
