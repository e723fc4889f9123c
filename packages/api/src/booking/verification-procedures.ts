/** The verification procedures of the booking page (send a code, check it, forget the device), spread into bookingRouter. */
export const verificationProcedures = {};
