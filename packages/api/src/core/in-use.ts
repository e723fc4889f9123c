import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';

/**
 * IN_USE: a record deleted for good while other rows still point at it (the
 * database's RESTRICT keys, docs/DECISIONS.md "Foreign keys"). The message
 * names what holds it, by area: a client's appointments; a service's
 * appointments or packages; anything else in general words.
 */
const BY_AREA: Record<string, (inputs: object, options?: { locale?: Locale }) => string> = {
  clients: m.error_in_use_clients,
  services: m.error_in_use_services,
};

export function inUseMessage(inputs: { area?: string } = {}, options?: { locale?: Locale }): string {
  return (BY_AREA[inputs.area ?? ''] ?? m.error_in_use)({}, options);
}
