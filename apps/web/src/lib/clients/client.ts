import { formatPhone } from '@kairos/api/shared';
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

type Contact = Pick<Client, 'first_name' | 'last_name'> & { email?: string | null; phone?: string | null };

/**
 * A client's email and phone on one line ("emma@example.com · +44 7700 900123"), the phone formatted for
 * reading; with `withName`, the name first: the tooltip of a cut-off picker row.
 */
export function contactLine(c: Contact, withName = false): string {
  const parts = [withName ? clientName(c) : null, c.email, c.phone ? formatPhone(c.phone) : null];
  return parts.filter(Boolean).join(' · ');
}
