import { formatPhone } from '@kairos/api/shared';
import { type Contact, contactText } from './client';

/** A client's email and phone on one line ("emma@example.com · +44 7700 900123"), the phone formatted for reading. */
export function contactLine(c: Contact, withName = false): string {
  return contactText(c, formatPhone, withName);
}
