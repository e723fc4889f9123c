import { m } from '@kairos/i18n';
import type { Tone } from '@kairos/ui';

/** Labels of a client message's type, status and channel: the message log and the client's Messages tab. */
export const TYPES = {
  booking: () => m.wns_type_booking(),
  reminder: () => m.wns_type_reminder(),
  thank_you: () => m.wns_type_thank_you(),
  marketing: () => m.wns_log_type_marketing(),
} as const;
export const STATUSES = {
  pending: () => m.wns_status_pending(),
  sent: () => m.wns_status_sent(),
  delivered: () => m.wns_status_delivered(),
  error: () => m.wns_status_error(),
} as const;
export const STATUS_TONE: Record<string, Tone> = { pending: 'warning', sent: 'info', delivered: 'success', error: 'error' };
export const CHANNELS = { email: () => m.wns_tab_email(), sms: () => m.wns_tab_sms() } as const;
export const label = (map: Record<string, () => string>, key: string) => map[key]?.() ?? key;
