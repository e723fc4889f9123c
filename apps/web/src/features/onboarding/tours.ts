import { m } from '@kairos/i18n';
import type { TourId } from './routes';

/** What a step's words depend on: the width (the phone's menu behind ☰, a phone's 3-day week) and the target. */
export interface StepContext {
  /** Below md: a phone (the calendar's week shows 3 days). */
  phone: boolean;
  /** Below lg: the side menu is behind the ☰ button (app-shell.tsx). */
  menu: boolean;
  /** The highlighted element's text as it shows now ("New" on a phone, "New appointment" wider). */
  label: string;
}

/**
 * A step of a tour: its title, its text (in the caller's language, naming buttons as they show at this width) and
 * the element it is about, which the tour scrolls to and highlights: a CSS selector (the first visible match), or
 * one per width (a menu entry is in the side menu, or behind ☰ on a narrow screen).
 */
export interface TourStep {
  title: () => string;
  text: (c: StepContext) => string;
  target: string | ((c: StepContext) => string);
}

const HEADING = 'main h1';
const MENU_BUTTON = 'header button[aria-controls="mobile-menu"]';

/** A side-menu entry; behind ☰ on a narrow screen. */
const menuEntry = (path: string) => (c: StepContext) => (c.menu ? MENU_BUTTON : `aside a[href="${path}"]`);

/** "Appointments → Services in the menu on the left" / "… in the menu (☰ at the top left)". */
function where(c: StepContext, ...path: (() => string)[]): string {
  const text = path.map((label) => label()).join(' → ');
  return c.menu ? m.tour_in_phone_menu({ path: text }) : m.tour_in_side_menu({ path: text });
}

/** A list screen's intro on its heading, then its Add button named as it shows. */
function listTour(
  intro: readonly [() => string, () => string],
  add: readonly [() => string, (inputs: { button: string }) => string],
  formPath: string,
): TourStep[] {
  return [
    { title: intro[0], text: () => intro[1](), target: HEADING },
    { title: add[0], text: (c) => add[1]({ button: c.label }), target: `main a[href="${formPath}"]` },
  ];
}

/** Every tour of docs/product/onboarding.md, 2–3 short steps each: what the screen is for and the first thing to do there. */
export const TOURS: Record<TourId, readonly TourStep[]> = {
  dashboard: [
    { title: m.tour_dashboard_1_title, text: () => m.tour_dashboard_1_text(), target: HEADING },
    {
      title: m.tour_dashboard_2_title,
      text: (c) =>
        m.tour_dashboard_2_text({
          services: where(c, m.wc_nav_appointments, m.wc_nav_services),
          hours: where(c, m.nav_account_setup, m.wc_nav_calendar_and_time),
        }),
      target: menuEntry('/appointments/services/list'),
    },
    {
      title: m.tour_dashboard_3_title,
      text: (c) =>
        m.tour_dashboard_3_text({
          settings: where(c, m.nav_account_setup, m.wc_nav_dashboard_settings),
          tours: where(c, m.nav_account_setup, m.tour_nav),
        }),
      target: menuEntry('/account-setup/customisation/dashboard-settings'),
    },
  ],
  calendar: [
    {
      title: m.tour_calendar_1_title,
      text: (c) =>
        m.tour_calendar_1_text({
          day: m.wcal_view_day(),
          week: c.phone ? m.wcal_view_days({ count: 3 }) : m.wcal_view_week(),
          month: m.wcal_view_month(),
        }),
      target: '[data-tour="calendar-views"]',
    },
    {
      title: m.tour_calendar_2_title,
      text: (c) => m.tour_calendar_2_text({ button: c.label }),
      target: '[data-tour="calendar-new"]',
    },
    { title: m.tour_calendar_3_title, text: () => m.tour_calendar_3_text(), target: '[data-testid="calendar"]' },
  ],
  appointment_form: [
    { title: m.tour_appointment_form_1_title, text: () => m.tour_appointment_form_1_text(), target: 'main [role="combobox"]' },
    {
      title: m.tour_appointment_form_2_title,
      text: () => m.tour_appointment_form_2_text({ repeat: m.wap_repeat() }),
      target: '[data-tour="appointment-repeat"]',
    },
    {
      title: m.tour_appointment_form_3_title,
      text: (c) => m.tour_appointment_form_3_text({ button: c.label }),
      target: 'main form button[type="submit"]',
    },
  ],
  settings: [
    {
      title: m.tour_settings_1_title,
      text: (c) => m.tour_settings_1_text({ menu: where(c, m.nav_account_setup) }),
      target: HEADING,
    },
    { title: m.tour_settings_2_title, text: () => m.tour_settings_2_text(), target: 'main input[autocomplete="organization"]' },
    {
      title: m.tour_settings_3_title,
      text: (c) => m.tour_settings_3_text({ hours: where(c, m.nav_account_setup, m.wc_nav_calendar_and_time) }),
      target: '[data-tour="time-zone"]',
    },
  ],
  booking: [
    { title: m.tour_booking_1_title, text: () => m.tour_booking_1_text(), target: HEADING },
    {
      title: m.tour_booking_2_title,
      text: () => m.tour_booking_2_text({ enabled: m.ob_enabled() }),
      target: '[data-tour="booking-offer"]',
    },
    {
      title: m.tour_booking_3_title,
      text: (c) => m.tour_booking_3_text({ button: c.label }),
      target: '[data-tour="booking-copy"]',
    },
  ],
  clients: [
    { title: m.tour_clients_1_title, text: () => m.tour_clients_1_text(), target: HEADING },
    {
      title: m.tour_clients_2_title,
      text: (c) => m.tour_clients_2_text({ button: c.label, import: where(c, m.nav_account_setup, m.client_nav_import) }),
      target: 'main a[href="/clients/form"]',
    },
    { title: m.tour_clients_3_title, text: () => m.tour_clients_3_text(), target: 'main input[type="search"]' },
  ],
  classes: listTour(
    [m.tour_classes_1_title, m.tour_classes_1_text],
    [m.tour_classes_2_title, m.tour_classes_2_text],
    '/appointments/classes/form',
  ),
  packages: listTour(
    [m.tour_packages_1_title, m.tour_packages_1_text],
    [m.tour_packages_2_title, m.tour_packages_2_text],
    '/appointments/packages/form',
  ),
  products: listTour(
    [m.tour_products_1_title, m.tour_products_1_text],
    [m.tour_products_2_title, m.tour_products_2_text],
    '/sales-and-products/products/form',
  ),
  sales: listTour(
    [m.tour_sales_1_title, m.tour_sales_1_text],
    [m.tour_sales_2_title, m.tour_sales_2_text],
    '/financials/income/checkout?new_sale=1',
  ),
  gift_vouchers: [
    ...listTour(
      [m.tour_gift_vouchers_1_title, m.tour_gift_vouchers_1_text],
      [m.tour_gift_vouchers_2_title, m.tour_gift_vouchers_2_text],
      '/sales-and-products/gift-vouchers/form',
    ),
    {
      title: m.tour_gift_vouchers_3_title,
      text: (c) =>
        m.tour_gift_vouchers_3_text({ take: m.wi_take_payment(), income: where(c, m.wi_nav_financials, m.wi_nav_income) }),
      target: menuEntry('/financials/income/list'),
    },
  ],
  income: [
    { title: m.tour_income_1_title, text: () => m.tour_income_1_text(), target: '[data-testid="income-totals"]' },
    {
      title: m.tour_income_2_title,
      text: (c) => m.tour_income_2_text({ button: c.label }),
      target: 'main a[href="/financials/income/checkout"]',
    },
  ],
  left_to_pay: [
    { title: m.tour_left_to_pay_1_title, text: () => m.tour_left_to_pay_1_text(), target: '[data-testid="ltp-totals"]' },
    { title: m.tour_left_to_pay_2_title, text: () => m.tour_left_to_pay_2_text(), target: '[data-tour="ltp-list"]' },
  ],
  net_income: [
    { title: m.tour_net_income_1_title, text: () => m.tour_net_income_1_text(), target: '[data-testid="net-totals"]' },
    {
      title: m.tour_net_income_2_title,
      text: (c) => m.tour_net_income_2_text({ expenses: where(c, m.wi_nav_financials, m.wexp_nav) }),
      target: menuEntry('/financials/expenses/list'),
    },
  ],
  expenses: listTour(
    [m.tour_expenses_1_title, m.tour_expenses_1_text],
    [m.tour_expenses_2_title, m.tour_expenses_2_text],
    '/financials/expenses/form',
  ),
  invoices: listTour(
    [m.tour_invoices_1_title, m.tour_invoices_1_text],
    [m.tour_invoices_2_title, m.tour_invoices_2_text],
    '/financials/invoices/form',
  ),
  marketing: [
    ...listTour(
      [m.tour_marketing_1_title, m.tour_marketing_1_text],
      [m.tour_marketing_2_title, m.tour_marketing_2_text],
      '/marketing/new',
    ),
    {
      title: m.tour_marketing_3_title,
      text: () => m.tour_marketing_3_text({ tab: m.wmkt_tab_opted_out() }),
      target: '#marketing-tab-opted-out',
    },
  ],
  sms_notifications: [
    { title: m.tour_sms_notifications_1_title, text: () => m.tour_sms_notifications_1_text(), target: HEADING },
    {
      title: m.tour_sms_notifications_2_title,
      text: () => m.tour_sms_notifications_2_text(),
      target: 'main [role="switch"]',
    },
    {
      title: m.tour_sms_notifications_3_title,
      text: () => m.tour_sms_notifications_3_text(),
      target: '[data-testid="credits-panel-sms"]',
    },
  ],
  analytics: [
    { title: m.tour_analytics_1_title, text: () => m.tour_analytics_1_text(), target: HEADING },
    {
      title: m.tour_analytics_2_title,
      text: (c) =>
        m.tour_analytics_2_text({
          tabs: c.label
            .split(/\s*\n\s*/)
            .filter(Boolean)
            .join(', '),
        }),
      target: 'main [role="tablist"]',
    },
    {
      title: m.tour_analytics_3_title,
      text: (c) => m.tour_analytics_3_text({ goals: where(c, m.nav_account_setup, m.wgo_nav) }),
      target: menuEntry('/account-setup/goals'),
    },
  ],
};

/** The step's selector at this width. */
export const targetOf = (step: TourStep, c: StepContext) => (typeof step.target === 'string' ? step.target : step.target(c));
