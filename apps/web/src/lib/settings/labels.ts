import { DASHBOARD_WIDGETS, PAYMENT_METHODS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];
export type WeekdayId = '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** "1" Monday … "7" Sunday, as the business hours ids. */
export const weekdayLabel: Record<WeekdayId, () => string> = {
  '1': () => m.wc_weekday_1(),
  '2': () => m.wc_weekday_2(),
  '3': () => m.wc_weekday_3(),
  '4': () => m.wc_weekday_4(),
  '5': () => m.wc_weekday_5(),
  '6': () => m.wc_weekday_6(),
  '7': () => m.wc_weekday_7(),
};

/** docs/product/settings.md payment methods. */
export const paymentMethodLabel: Record<PaymentMethod, () => string> = {
  cash: () => m.wc_pm_cash(),
  card_payment: () => m.wc_pm_card_payment(),
  card_reader: () => m.wc_pm_card_reader(),
  bank_transfer: () => m.wc_pm_bank_transfer(),
  paypal: () => m.wc_pm_paypal(),
  cheque: () => m.wc_pm_cheque(),
  debit_card: () => m.wc_pm_debit_card(),
  bank_payment: () => m.wc_pm_bank_payment(),
  credit_card: () => m.wc_pm_credit_card(),
  gift_voucher: () => m.wc_pm_gift_voucher(),
  other: () => m.wc_pm_other(),
};

export const widgetLabel: Record<DashboardWidget, { label: () => string; hint: () => string }> = {
  today_appointments: { label: () => m.wc_widget_today_appointments(), hint: () => m.wc_widget_today_appointments_hint() },
  income: { label: () => m.wc_widget_income(), hint: () => m.wc_widget_income_hint() },
  left_to_pay: { label: () => m.wc_widget_left_to_pay(), hint: () => m.wc_widget_left_to_pay_hint() },
  new_clients: { label: () => m.wc_widget_new_clients(), hint: () => m.wc_widget_new_clients_hint() },
  last_week: { label: () => m.wdb_widget_last_week(), hint: () => m.wdb_widget_last_week_hint() },
  goals: { label: () => m.wdb_widget_goals(), hint: () => m.wdb_widget_goals_hint() },
  tax: { label: () => m.wdb_widget_tax(), hint: () => m.wdb_widget_tax_hint() },
  credits: { label: () => m.wc_widget_credits(), hint: () => m.wc_widget_credits_hint() },
  trial: { label: () => m.wc_widget_trial(), hint: () => m.wc_widget_trial_hint() },
};

export const isPaymentMethod = (v: string): v is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(v);
export const isWidget = (v: string): v is DashboardWidget => (DASHBOARD_WIDGETS as readonly string[]).includes(v);
