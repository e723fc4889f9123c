import { PAYMENT_METHODS } from '@kairos/db/enums';
import * as z from 'zod';
import { DASHBOARD_WIDGETS } from './dashboard';
import { optionalDateField } from './date-schemas';

/** docs/product/settings.md payment methods. */
export { PAYMENT_METHODS };

const unique = <T>(list: T[]): T[] => [...new Set(list)];

const minuteOfDay = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);

export const calendarSettingsInput = z
  .object({
    slot_step_minutes: z.union([z.literal(5), z.literal(10), z.literal(15), z.literal(20), z.literal(30), z.literal(60)]),
    week_starts_on: z.enum(['monday', 'sunday']),
    default_view: z.enum(['day', 'week', 'month']),
    day_start_minute: minuteOfDay,
    day_end_minute: minuteOfDay,
    time_format: z.enum(['24h', '12h']),
  })
  .refine((c) => c.day_end_minute > c.day_start_minute, {
    path: ['day_end_minute'],
    params: { key: 'settings_end_after_start' },
  });

export const businessHoursInput = z
  .object({
    id: z.enum(['1', '2', '3', '4', '5', '6', '7']),
    enabled: z.boolean(),
    start_minute: minuteOfDay,
    end_minute: minuteOfDay,
  })
  .refine((h) => !h.enabled || h.end_minute > h.start_minute, {
    path: ['end_minute'],
    params: { key: 'settings_end_after_start' },
  });

/**
 * The calendar-and-time screen's one Save: the calendar settings and all seven
 * weekdays together, written in one statement (nothing is half-saved). Errors
 * carry the row's index ("business_time_settings.2.end_minute").
 */
export const calendarAndTimeInput = z.object({
  calendar_settings: calendarSettingsInput,
  business_time_settings: z
    .array(businessHoursInput)
    .length(7)
    .superRefine((days, ctx) => {
      const seen = new Set<string>();
      days.forEach((day, i) => {
        if (seen.has(day.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], params: { key: 'validation_invalid' } });
        seen.add(day.id);
      });
    }),
});

export const paymentSettingsInput = z
  .object({
    /** Each method once: duplicates are folded, so the list is never longer than PAYMENT_METHODS. */
    accepted_methods: z.array(z.enum(PAYMENT_METHODS)).min(1).max(PAYMENT_METHODS.length).transform(unique),
    default_method: z.enum(PAYMENT_METHODS),
    bank_details: z
      .string()
      .trim()
      .max(1000)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((p) => p.accepted_methods.includes(p.default_method), {
    path: ['default_method'],
    params: { key: 'settings_default_method_accepted' },
  });

export const dashboardSettingsInput = z.object({
  widgets: z.array(z.enum(DASHBOARD_WIDGETS)).max(DASHBOARD_WIDGETS.length).transform(unique),
});

export const taxSettingsInput = z
  .object({
    tax_year_start_month: z.number().int().min(1).max(12),
    tax_year_start_day: z.number().int().min(1).max(31),
    vat_registered: z.boolean(),
    vat_rate: z.number().int().min(0).max(10_000),
    vat_number: z
      .string()
      .trim()
      .max(40)
      .nullish()
      .transform((v) => v || null),
    /** Absent: the default for the business (Ukrainian businesses 'ua', else 'uk'). */
    regime: z.enum(['uk', 'ua']).optional(),
    ua_group: z.union([z.literal(2), z.literal(3)]).optional(),
    /** The day trading started (fixed periodic contributions count from its month); empty: the registration day. */
    trading_since: optionalDateField({ notFuture: true }),
  })
  .refine((t) => t.tax_year_start_day <= new Date(Date.UTC(2025, t.tax_year_start_month, 0)).getUTCDate(), {
    path: ['tax_year_start_day'],
    params: { key: 'validation_date' },
  });

/** "09:30" ↔ 570: the form shows wall-clock times. */
export const minutesToTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
export function timeToMinutes(t: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(t.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h <= 24 && m < 60 && h * 60 + m <= 1440 ? h * 60 + m : null;
}
