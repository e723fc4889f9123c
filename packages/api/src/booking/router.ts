import { router } from '../core/trpc';
import { book } from './book';
import { cancel, manage } from './manage';
import { move } from './move';
import { page } from './page';
import { sessions } from './sessions';
import { slots } from './slots';
import { bookingStatus } from './status';
import { verificationProcedures } from './verification-procedures';

/** The public booking page's procedures: no session, the business from the slug (procedure.ts). */
export const bookingRouter = router({
  page,
  slots,
  sessions,
  book,
  bookingStatus,
  manage,
  cancel,
  move,
  ...verificationProcedures,
});
