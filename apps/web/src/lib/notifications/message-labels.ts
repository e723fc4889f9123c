import { failureText, MESSAGE_FAILURES, type MessageChannel, type MessageFailure } from '@kairos/api/shared';
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

/** Why a message was not sent, in the reader's language (the same sentence as the bell's and the dashboard's). */
export const failureLabel = (failure: MessageFailure, channel: MessageChannel) => failureText(failure, channel);
/** The reasons as a filter's options: channel-free wording for the two that depend on the channel. */
export const FAILURE_OPTIONS: Record<MessageFailure, () => string> = Object.fromEntries(
  MESSAGE_FAILURES.map((f) => [
    f,
    f === 'no_credits'
      ? () => m.wns_reason_no_credits()
      : f === 'no_address'
        ? () => m.wns_reason_no_address()
        : () => failureText(f, 'email'),
  ]),
) as Record<MessageFailure, () => string>;
