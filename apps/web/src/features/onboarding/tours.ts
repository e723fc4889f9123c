import { m } from '@kairos/i18n';
import type { TourId } from './routes';

/** A step of a tour: its title and text, each a message in the caller's language. */
export type TourStep = readonly [title: () => string, text: () => string];

/** Every tour of SPEC 2, 2–4 short steps each: what the screen is for and the first thing to do there. */
export const TOURS: Record<TourId, readonly TourStep[]> = {
  dashboard: [
    [m.tour_dashboard_1_title, m.tour_dashboard_1_text],
    [m.tour_dashboard_2_title, m.tour_dashboard_2_text],
    [m.tour_dashboard_3_title, m.tour_dashboard_3_text],
  ],
  calendar: [
    [m.tour_calendar_1_title, m.tour_calendar_1_text],
    [m.tour_calendar_2_title, m.tour_calendar_2_text],
    [m.tour_calendar_3_title, m.tour_calendar_3_text],
  ],
  appointment_form: [
    [m.tour_appointment_form_1_title, m.tour_appointment_form_1_text],
    [m.tour_appointment_form_2_title, m.tour_appointment_form_2_text],
    [m.tour_appointment_form_3_title, m.tour_appointment_form_3_text],
  ],
  settings: [
    [m.tour_settings_1_title, m.tour_settings_1_text],
    [m.tour_settings_2_title, m.tour_settings_2_text],
    [m.tour_settings_3_title, m.tour_settings_3_text],
  ],
  booking: [
    [m.tour_booking_1_title, m.tour_booking_1_text],
    [m.tour_booking_2_title, m.tour_booking_2_text],
    [m.tour_booking_3_title, m.tour_booking_3_text],
  ],
  clients: [
    [m.tour_clients_1_title, m.tour_clients_1_text],
    [m.tour_clients_2_title, m.tour_clients_2_text],
    [m.tour_clients_3_title, m.tour_clients_3_text],
  ],
  classes: [
    [m.tour_classes_1_title, m.tour_classes_1_text],
    [m.tour_classes_2_title, m.tour_classes_2_text],
  ],
  packages: [
    [m.tour_packages_1_title, m.tour_packages_1_text],
    [m.tour_packages_2_title, m.tour_packages_2_text],
  ],
  products: [
    [m.tour_products_1_title, m.tour_products_1_text],
    [m.tour_products_2_title, m.tour_products_2_text],
  ],
  sales: [
    [m.tour_sales_1_title, m.tour_sales_1_text],
    [m.tour_sales_2_title, m.tour_sales_2_text],
  ],
  gift_vouchers: [
    [m.tour_gift_vouchers_1_title, m.tour_gift_vouchers_1_text],
    [m.tour_gift_vouchers_2_title, m.tour_gift_vouchers_2_text],
    [m.tour_gift_vouchers_3_title, m.tour_gift_vouchers_3_text],
  ],
  income: [
    [m.tour_income_1_title, m.tour_income_1_text],
    [m.tour_income_2_title, m.tour_income_2_text],
  ],
  left_to_pay: [
    [m.tour_left_to_pay_1_title, m.tour_left_to_pay_1_text],
    [m.tour_left_to_pay_2_title, m.tour_left_to_pay_2_text],
  ],
  net_income: [
    [m.tour_net_income_1_title, m.tour_net_income_1_text],
    [m.tour_net_income_2_title, m.tour_net_income_2_text],
  ],
  expenses: [
    [m.tour_expenses_1_title, m.tour_expenses_1_text],
    [m.tour_expenses_2_title, m.tour_expenses_2_text],
  ],
  invoices: [
    [m.tour_invoices_1_title, m.tour_invoices_1_text],
    [m.tour_invoices_2_title, m.tour_invoices_2_text],
  ],
  marketing: [
    [m.tour_marketing_1_title, m.tour_marketing_1_text],
    [m.tour_marketing_2_title, m.tour_marketing_2_text],
    [m.tour_marketing_3_title, m.tour_marketing_3_text],
  ],
  sms_notifications: [
    [m.tour_sms_notifications_1_title, m.tour_sms_notifications_1_text],
    [m.tour_sms_notifications_2_title, m.tour_sms_notifications_2_text],
    [m.tour_sms_notifications_3_title, m.tour_sms_notifications_3_text],
  ],
  analytics: [
    [m.tour_analytics_1_title, m.tour_analytics_1_text],
    [m.tour_analytics_2_title, m.tour_analytics_2_text],
    [m.tour_analytics_3_title, m.tour_analytics_3_text],
  ],
};
