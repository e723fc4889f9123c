/** The booking page's public procedures and why each needs no session (booking tests check what they reveal). */
export const BOOKING_PUBLIC: Record<string, string> = {
  'booking.page': 'the public booking page: one business by its slug (booking.test.ts checks nothing of another leaks)',
  'booking.slots':
    'the public booking page: one business by its slug (booking.test.ts checks another business’s service is NOT_FOUND)',
  'booking.sessions':
    'the public booking page: one business’s online classes by its slug (booking-manage.test.ts checks another business’s class is NOT_FOUND)',
  'booking.book':
    'the public booking page: needs the visitor verified for this business (signed cookie); booking-manage.test.ts checks every other business’s service, session, package and voucher id is NOT_FOUND',
  'booking.bookingStatus':
    'the public booking page: a booking by its id AND its secret manage token, on its own page only (booking-manage.test.ts)',
  'booking.manage':
    'the manage link: the secret token is the credential; another page’s token is NOT_FOUND (booking-manage.test.ts)',
  'booking.cancel':
    'the manage link: the secret token is the credential; another page’s token is NOT_FOUND (booking-manage.test.ts)',
  'booking.move':
    'the manage link: the secret token is the credential; another page’s token and another business’s session are NOT_FOUND (booking-manage.test.ts)',
  'waitlist.join':
    'the public booking page: needs the visitor verified for this business (signed cookie); its session or service is the page’s own (another business’s is NOT_FOUND, as booking.book)',
  'waitlist.offer':
    'an offer link: the secret token is the credential, looked up within the page’s business only (another page’s token is NOT_FOUND)',
  'waitlist.confirm':
    'an offer link: the secret token is the credential, looked up within the page’s business only (another page’s token is NOT_FOUND)',
};
