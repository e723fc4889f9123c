import type { notifications } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { failureText, MESSAGE_FAILURES, type MessageFailure } from '../shared/message-failures';

export type NotificationType = (typeof notifications.$inferInsert)['type'];

/** A notification's sentence in the reader's language, from its type and stored values. */
export function notificationText(type: NotificationType, params: Record<string, string>, locale: Locale): string {
  const tag = locale === 'en' ? 'en-GB' : 'uk-UA';
  const zone = params.timezone || 'UTC';
  const start = params.start_at
    ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(params.start_at))
    : '';
  const date = params.date
    ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: zone }).format(new Date(params.date))
    : '';
  const values = { client: params.client ?? '', item: params.item ?? '', start };
  const o = { locale };
  switch (type) {
    case 'online_booking':
      return start ? m.ntf_online_booking(values, o) : m.ntf_online_purchase(values, o);
    case 'online_cancelled':
      return m.ntf_online_cancelled(values, o);
    case 'online_moved':
      return m.ntf_online_moved(values, o);
    case 'late_payment_refunded':
      return m.ntf_late_payment_refunded(values, o);
    case 'payment_failed':
      return m.ntf_payment_failed({ date }, o);
    case 'trial_ending':
      return m.ntf_trial_ending({ date }, o);
    case 'subscription_activated':
      return m.ntf_subscription_activated({ plan: params.plan ?? '' }, o);
    case 'low_credits':
      return m.ntf_low_credits({ count: params.count ?? '0', channel: params.channel ?? '' }, o);
    case 'messages_not_sent':
      return unsentText(params, locale);
    case 'google_sync_failing':
      return googleFailingText(params, locale);
  }
}

/** "Messages not sent (22 Nov 2026): 3. Not enough SMS credits.": the one bell per cause and day (messages/unsent.ts). */
function unsentText(params: Record<string, string>, locale: Locale): string {
  const failure = (MESSAGE_FAILURES as readonly string[]).includes(params.failure ?? '')
    ? (params.failure as MessageFailure)
    : 'send_failed';
  const channel = params.channel === 'email' ? 'email' : 'sms';
  // A local date (YYYY-MM-DD) of the business: formatted as that day, whatever the reader's zone.
  const day = params.day
    ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${params.day}T00:00:00Z`),
      )
    : '';
  const reason = failureText(failure, channel, locale);
  return m.ntf_messages_not_sent({ day, count: params.count ?? '1', reason }, { locale });
}

/** "Google Calendar has not synced since …: <why>": the one bell per cause and failing spell (google/sync.ts). */
function googleFailingText(params: Record<string, string>, locale: Locale): string {
  const o = { locale };
  const since = params.since
    ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'uk-UA', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: params.timezone || 'UTC',
      }).format(new Date(params.since))
    : '';
  const reason =
    params.cause === 'revoked'
      ? m.ntf_google_reason_revoked({}, o)
      : params.cause === 'rate_limited'
        ? m.ntf_google_reason_rate_limited({}, o)
        : params.cause === 'unreachable'
          ? m.ntf_google_reason_unreachable({}, o)
          : m.ntf_google_reason_failed({}, o);
  return m.ntf_google_sync_failing({ since, reason }, o);
}
