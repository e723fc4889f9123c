import type { notifications } from '@kairos/db';
import { type Locale, m } from '@kairos/i18n';

export type NotificationType = (typeof notifications.$inferInsert)['type'];

/** A notification's sentence in the reader's language, from its type and stored values. */
export function notificationText(type: NotificationType, params: Record<string, string>, locale: Locale): string {
  const start = params.start_at
    ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'uk-UA', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: params.timezone || 'UTC',
      }).format(new Date(params.start_at))
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
  }
}
