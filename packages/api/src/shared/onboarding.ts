/**
 * Onboarding tours (issue 15, docs/product/onboarding.md "an onboarding tour for each area", docs/product/onboarding.md "Onboarding step", docs/product/onboarding.md: a
 * step read is added to the read list; for is_hidden_admin every step counts as read and nothing is sent).
 * A step id is a tour's id: one tour per area, shown once.
 */
export const TOUR_IDS = [
  'dashboard',
  'calendar',
  'appointment_form',
  'settings',
  'booking',
  'clients',
  'classes',
  'packages',
  'products',
  'sales',
  'gift_vouchers',
  'income',
  'left_to_pay',
  'net_income',
  'expenses',
  'invoices',
  'marketing',
  'sms_notifications',
  'analytics',
] as const;
export type TourId = (typeof TOUR_IDS)[number];
