import type { RouterOutputs } from '../trpc';

/** A client as the server describes it (`clients.get`). */
export type Client = RouterOutputs['clients']['get'];

/** A client chosen in the client picker (or just created by its dialog). */
export interface PickedClient {
  id: string;
  first_name: string;
  last_name: string;
}

export const CLIENTS_LIST = '/clients/list';
export const CLIENTS_FORM = '/clients/form';
export const clientPath = (id: string) => `/clients/${id}`;

export function clientName(c: Pick<Client, 'first_name' | 'last_name'>): string {
  return `${c.first_name} ${c.last_name}`.trim();
}

export function initialsOf(c: Pick<Client, 'first_name' | 'last_name'>): string {
  return `${c.first_name.charAt(0)}${c.last_name.charAt(0)}`.toUpperCase() || '?';
}

export type Contact = Pick<Client, 'first_name' | 'last_name'> & { email?: string | null; phone?: string | null };

/**
 * A client's email and phone on one line ("emma@example.com · +44 7700 900123"), the phone formatted by `phone`;
 * with `withName`, the name first: the tooltip of a cut-off picker row. `contactLine` (contact-line.ts) passes the
 * phone formatter; the header's search loads it when first used (phone-format.ts), so this module does not import it.
 */
export function contactText(c: Contact, phone: (stored: string) => string, withName = false): string {
  const parts = [withName ? clientName(c) : null, c.email, c.phone ? phone(c.phone) : null];
  return parts.filter(Boolean).join(' · ');
}
