import type { RouterOutputs } from '../../lib/trpc';

/** A client as the server describes it (`clients.get`). */
export type Client = RouterOutputs['clients']['get'];

export const CLIENTS_LIST = '/clients/list';
export const CLIENTS_FORM = '/clients/form';
export const clientPath = (id: string) => `/clients/${id}`;

export function clientName(c: Pick<Client, 'first_name' | 'last_name'>): string {
  return `${c.first_name} ${c.last_name}`.trim();
}

export function initialsOf(c: Pick<Client, 'first_name' | 'last_name'>): string {
  return `${c.first_name.charAt(0)}${c.last_name.charAt(0)}`.toUpperCase() || '?';
}
