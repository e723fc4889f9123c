/** The booking page's verification procedures and why each needs no session. */
export const VERIFICATION_PUBLIC: Record<string, string> = {
  'booking.sendCode':
    'the booking page: sends a code to the address typed in, the same answer for anyone (booking-verify.test.ts checks no client enumeration and every limit)',
  'booking.checkCode':
    'the booking page: proves the visitor holds the address; sets a cookie for that one business (booking-verify.test.ts checks tries, expiry, another business)',
  'booking.forgetVisitor': 'the booking page: clears the caller’s own verified cookie only',
};
