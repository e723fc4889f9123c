import type { PaymentStatus, PaymentType } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import type { Tone } from '@kairos/ui';
import { paymentLabel } from '../appointments/labels';
import { type PaymentMethod, paymentMethodLabel } from '../settings/labels';

export type { PaymentMethod };

/** docs/product/payments.md payment methods, in the settings' words. */
export const methodLabel = (method: PaymentMethod): string => paymentMethodLabel[method]();

/** docs/product/payments.md payment types. */
export const TYPE_LABEL: Record<PaymentType, () => string> = {
  appointment: () => m.wi_type_appointment(),
  sale: () => m.wi_type_sale(),
  combined: () => m.wi_type_combined(),
  standalone: () => m.wi_type_standalone(),
};

export const KIND_LABEL: Record<'payment' | 'refund' | 'void', () => string> = {
  payment: () => m.wi_kind_payment(),
  refund: () => m.wi_kind_refund(),
  void: () => m.wi_kind_void(),
};

/** docs/product/payments.md label ("Left to pay £12.00", "Paid with voucher"); `leftToPay` is the formatted amount. */
export const statusLabel = (status: PaymentStatus, leftToPay = ''): string => paymentLabel(status, leftToPay);

/** How a status reads at a glance: settled green, owed amber/red, nothing to pay grey. */
export const STATUS_TONE: Record<PaymentStatus, Tone | 'neutral'> = {
  free: 'neutral',
  paid: 'success',
  unpaid: 'error',
  left_to_pay: 'warning',
  paid_with_package: 'info',
  paid_with_voucher: 'info',
  no_bookings: 'neutral',
  refunded: 'neutral',
};

/** Statuses that still owe money: the appointment view offers "Take payment" for them. */
export const OWES: ReadonlySet<PaymentStatus> = new Set<PaymentStatus>(['unpaid', 'left_to_pay']);

/** The checkout for one client of an appointment (the appointment view's and the class clients' "Take payment"). */
export const takePaymentPath = (appointmentId: string, clientId: string): string =>
  `/financials/income/checkout?${new URLSearchParams({ client_id: clientId, appointment_id: appointmentId })}`;
