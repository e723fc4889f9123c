/**
 * tRPC batching rules, shared by the server's guard (http/trpc-batch.ts) and the web client's
 * links (apps/web/src/lib/trpc.ts), so the client never sends what the server refuses.
 */

/** The most calls one batched tRPC request may carry. */
export const MAX_BATCH_CALLS = 10;

/**
 * Procedures that check or set a password, or use or send a single-use token: each must be the
 * only call of its request, so a request costs at most one password hash and every attempt goes
 * through the rate limits on its own.
 */
export const UNBATCHED_PROCEDURES: ReadonlySet<string> = new Set([
  'auth.login',
  'auth.register',
  'auth.registerAffiliate',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.verifyEmail',
  'auth.sendVerification',
  'account.updatePassword',
  // Admin calls that set a password. (Signing in as a user and back stays batchable: it takes no secret.)
  'admin.setPassword',
  'adminTools.affiliatesCreate',
  // The booking page: sending and checking a visitor's code, and everything reached by a manage link's token.
  'booking.sendCode',
  'booking.checkCode',
  'booking.bookingStatus',
  'booking.manage',
  'booking.cancel',
  'booking.move',
  // A waitlist offer's link token (issue 28).
  'waitlist.offer',
  'waitlist.confirm',
]);
