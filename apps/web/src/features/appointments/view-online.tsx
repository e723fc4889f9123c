import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import type { Appointment } from '../../lib/appointments/appointment';
import { useLocale } from '../../lib/i18n';

/** "Booked online · deposit £10.00 paid / awaiting payment" for a booking from the public page (issue 12). */
export function OnlineLine({ online }: { online: Appointment['online'] }) {
  const { locale } = useLocale();
  if (!online) return null;
  const amount = formatMoney(online.amount_due, online.currency, locale);
  const text =
    online.status === 'cancelled'
      ? m.ob_online_cancelled()
      : online.status === 'expired'
        ? m.ob_online_expired()
        : online.amount_due === 0
          ? m.ob_online_plain()
          : online.paid
            ? m.ob_online_paid({ amount })
            : m.ob_online_awaiting({ amount });
  return (
    <p className="text-sm text-gray-700" data-testid="appointment-online">
      {text}
    </p>
  );
}
