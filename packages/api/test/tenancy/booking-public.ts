/** The booking page's public procedures and why each needs no session (booking tests check what they reveal). */
export const BOOKING_PUBLIC: Record<string, string> = {
  'booking.page': 'the public booking page: one business by its slug (booking.test.ts checks nothing of another leaks)',
  'booking.slots':
    'the public booking page: one business by its slug (booking.test.ts checks another business’s service is NOT_FOUND)',
};
