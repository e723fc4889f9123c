import { checkCode } from './verification/check-code';
import { forgetVisitor } from './verification/forget';
import { sendCode } from './verification/send-code';

/** The verification procedures of the booking page (send a code, check it, forget the device), spread into bookingRouter. */
export const verificationProcedures = { sendCode, checkCode, forgetVisitor };
