// CONTRACT (CREDITS): the export stays; the body is the credits helper's.
import type { MessageChannel } from '@kairos/api/shared';

/**
 * The channel's credits on the notification settings pages: balance, bundles to buy (with auto top-up),
 * and the recent ledger entries. Rendered by features/notification-settings.
 */
export function CreditsPanel(_props: { channel: MessageChannel }) {
  return null;
}
