import type { businessSettings } from '@kairos/db';
import { defaultTaxRegime } from '../shared/tax';

type Row = typeof businessSettings.$inferInsert;

/** What a new business starts with: Monday–Friday 9:00–17:00, 15-minute slots, cash and card. */
export function defaultSettings(businessId: string, region: 'GB' | 'UK' | 'OTHER'): Row {
  return {
    business_id: businessId,
    calendar: {
      slot_step_minutes: 15,
      week_starts_on: 'monday',
      default_view: 'week',
      day_start_minute: 7 * 60,
      day_end_minute: 21 * 60,
      time_format: '24h',
    },
    business_hours: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
      id: String(weekday),
      weekday,
      enabled: weekday <= 5,
      start_minute: 9 * 60,
      end_minute: 17 * 60,
    })),
    payment: { accepted_methods: ['cash', 'card_payment', 'bank_transfer'], default_method: 'cash', bank_details: null },
    dashboard: {
      widgets: ['today_appointments', 'last_week', 'goals', 'tax', 'income', 'left_to_pay', 'new_clients', 'credits', 'trial'],
    },
    tax: {
      ...(region === 'GB'
        ? { tax_year_start_month: 4, tax_year_start_day: 6 }
        : { tax_year_start_month: 1, tax_year_start_day: 1 }),
      vat_registered: false,
      vat_rate: 2000,
      vat_number: null,
      regime: defaultTaxRegime(region),
      ua_group: 3,
    },
  };
}
