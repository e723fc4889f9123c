import { type Locale, m } from '@kairos/i18n';
import type { AppointmentType, Attendance, Frequency } from './appointment';
import { formatLocalDate } from './time';

export const ATTENDANCE_LABEL: Record<Attendance, () => string> = {
  pending: () => m.wap_status_pending(),
  attended: () => m.wap_status_attended(),
  cancelled: () => m.wap_status_cancelled(),
  no_show: () => m.wap_status_no_show(),
};

export const TYPE_LABEL: Record<AppointmentType, () => string> = {
  appointment: () => m.wap_type_appointment(),
  blocked: () => m.wap_type_blocked(),
  class_session: () => m.wap_type_class_session(),
};

export const FREQUENCY_LABEL: Record<Frequency, () => string> = {
  daily: () => m.wap_frequency_daily(),
  weekly: () => m.wap_frequency_weekly(),
  biweekly: () => m.wap_frequency_biweekly(),
  monthly: () => m.wap_frequency_monthly(),
};

/** "Every week until 12 January 2027". */
export function recurringSummary(r: { frequency: Frequency; end_date: string }, locale: Locale): string {
  const until = formatLocalDate(r.end_date, locale);
  switch (r.frequency) {
    case 'daily':
      return m.wap_every_day_until({ date: until });
    case 'weekly':
      return m.wap_every_week_until({ date: until });
    case 'biweekly':
      return m.wap_every_two_weeks_until({ date: until });
    case 'monthly':
      return m.wap_every_month_until({ date: until });
  }
}

/** docs/product/appointments.md payment statuses; the server sends free or unpaid until payments arrive. */
export type PaymentStatus =
  | 'free'
  | 'paid'
  | 'unpaid'
  | 'left_to_pay'
  | 'paid_with_package'
  | 'paid_with_voucher'
  | 'no_bookings'
  | 'refunded';

export function paymentLabel(status: PaymentStatus, leftToPay = ''): string {
  switch (status) {
    case 'free':
      return m.wap_payment_free();
    case 'paid':
      return m.wap_payment_paid();
    case 'unpaid':
      return m.wap_payment_unpaid();
    case 'left_to_pay':
      return m.wap_payment_left_to_pay({ amount: leftToPay });
    case 'paid_with_package':
      return m.wap_payment_package();
    case 'paid_with_voucher':
      return m.wap_payment_voucher();
    case 'no_bookings':
      return m.wap_payment_no_bookings();
    case 'refunded':
      return m.wap_payment_refunded();
  }
}
