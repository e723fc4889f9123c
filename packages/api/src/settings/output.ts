import type { businessSettings } from '@kairos/db';
import * as z from 'zod';
import { defaultSettings } from '../core/settings-defaults';
import { PAYMENT_METHODS } from '../shared/settings-schemas';
import { defaultTaxRegime } from '../shared/tax';

export const settingsOutput = z.object({
  calendar_settings: z.object({
    slot_step_minutes: z.number().int(),
    week_starts_on: z.enum(['monday', 'sunday']),
    default_view: z.enum(['day', 'week', 'month']),
    day_start_minute: z.number().int(),
    day_end_minute: z.number().int(),
    time_format: z.enum(['24h', '12h']),
  }),
  business_time_settings: z.array(
    z.object({
      id: z.string(),
      weekday: z.number().int(),
      enabled: z.boolean(),
      start_minute: z.number().int(),
      end_minute: z.number().int(),
    }),
  ),
  payment_settings: z.object({
    accepted_methods: z.array(z.enum(PAYMENT_METHODS)),
    default_method: z.enum(PAYMENT_METHODS),
    bank_details: z.string().nullable(),
  }),
  dashboard_settings: z.object({ widgets: z.array(z.string()) }),
  tax_settings: z.object({
    tax_year_start_month: z.number().int(),
    tax_year_start_day: z.number().int(),
    vat_registered: z.boolean(),
    vat_rate: z.number().int(),
    vat_number: z.string().nullable(),
    regime: z.enum(['uk', 'ua']),
    ua_group: z.union([z.literal(2), z.literal(3)]),
    /** The day trading started; null: the day the business registered (the tax estimate counts from it). */
    trading_since: z.string().nullable(),
  }),
});
export type SettingsOutput = z.infer<typeof settingsOutput>;

type Row = typeof businessSettings.$inferSelect;

/** The settings as the User object carries them (docs/product/settings.md), defaults where a business has no row yet. */
export function toSettings(row: Row | null | undefined, businessId: string, region: 'GB' | 'UK' | 'OTHER'): SettingsOutput {
  const r = row ?? (defaultSettings(businessId, region) as Row);
  return {
    calendar_settings: r.calendar,
    business_time_settings: r.business_hours,
    payment_settings: r.payment as SettingsOutput['payment_settings'],
    dashboard_settings: r.dashboard,
    // Rows from before issue 15 lack the regime and group: the business's defaults.
    tax_settings: {
      ...r.tax,
      regime: r.tax.regime ?? defaultTaxRegime(region),
      ua_group: r.tax.ua_group ?? 3,
      trading_since: r.tax.trading_since ?? null,
    },
  };
}
