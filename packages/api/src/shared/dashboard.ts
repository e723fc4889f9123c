/**
 * The dashboard's widgets (docs/product/settings.md, dashboard settings). Kept out of settings-schemas.ts so the
 * dashboard, the owner app's first screen, shows them without loading zod and the settings' schemas.
 */
export const DASHBOARD_WIDGETS = [
  'today_appointments',
  'income',
  'left_to_pay',
  'new_clients',
  'last_week',
  'goals',
  'tax',
  'credits',
  'trial',
] as const;
