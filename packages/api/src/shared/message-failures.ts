import { MESSAGE_FAILURES } from '@kairos/db/enums';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import type { MessageChannel } from './messaging';

/**
 * Why a message to a client was not sent (`messages.failure`, status `error`): its credits ran out, the client has
 * no address for the channel, the provider refused it through every retry, the provider reported it undelivered
 * (a bounce), the client opted out of marketing, or has not agreed to it.
 */
export { MESSAGE_FAILURES };
export type MessageFailure = (typeof MESSAGE_FAILURES)[number];

/**
 * The reason in the reader's language, one sentence: the client's Messages tab, Notifications → Sent, the bell and
 * the dashboard's credits card all say it with this. `locale` is for the server; the web app passes none.
 */
export function failureText(failure: MessageFailure, channel: MessageChannel, locale?: Locale): string {
  const o = locale ? { locale } : {};
  const kind = channel === 'sms' ? 'SMS' : 'email';
  switch (failure) {
    case 'no_credits':
      return m.msg_failure_no_credits({ channel: kind }, o);
    case 'no_address':
      return channel === 'sms' ? m.msg_failure_no_phone({}, o) : m.msg_failure_no_email({}, o);
    case 'send_failed':
      return m.msg_failure_send_failed({}, o);
    case 'undelivered':
      return m.msg_failure_undelivered({}, o);
    case 'opted_out':
      return m.msg_failure_opted_out({}, o);
    case 'no_consent':
      return m.msg_failure_no_consent({}, o);
  }
}
