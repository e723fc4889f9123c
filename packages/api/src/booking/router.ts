import { router } from '../core/trpc';
import { page } from './page';
import { slots } from './slots';
import { verificationProcedures } from './verification-procedures';

/** The public booking page's procedures: no session, the business from the slug (procedure.ts). */
export const bookingRouter = router({ page, slots, ...verificationProcedures });
