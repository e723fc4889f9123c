import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { businesses } from './business';
import { updatedAt } from './columns';

export interface CalendarSettings {
  /** Minutes between offered start times. */
  slot_step_minutes: 5 | 10 | 15 | 20 | 30 | 60;
  week_starts_on: 'monday' | 'sunday';
  default_view: 'day' | 'week' | 'month';
  /** Wall-clock minutes after midnight the calendar shows from and to. */
  day_start_minute: number;
  day_end_minute: number;
  time_format: '24h' | '12h';
}

/** One weekday's opening hours, in wall-clock minutes in the business's time zone. */
export interface BusinessHours {
  /** "1" (Monday) … "7" (Sunday): stable, used by PUT /user/business-time-settings/{id}. */
  id: string;
  weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  enabled: boolean;
  start_minute: number;
  end_minute: number;
}

export interface PaymentSettings {
  accepted_methods: string[];
  default_method: string;
  bank_details: string | null;
}

export interface DashboardSettings {
  widgets: string[];
}

export interface TaxSettings {
  /** UK default tax year 6 April to 5 April (docs/product/settings.md). */
  tax_year_start_month: number;
  tax_year_start_day: number;
  vat_registered: boolean;
  /** Basis points: 2000 = 20 %. */
  vat_rate: number;
  vat_number: string | null;
  /**
   * Which tax estimate applies (issue 15): UK self-assessment or Ukraine's FOP single tax. Rows written
   * before it lack the key: read it with the default (Ukrainian businesses 'ua', else 'uk').
   */
  regime?: 'uk' | 'ua';
  /** The FOP single-tax group (Ukraine): 2 or 3; absent means 3. */
  ua_group?: 2 | 3;
  /**
   * The day the business started trading (local date, issue 25): fixed periodic contributions count from its
   * month. Absent: the day the business registered here.
   */
  trading_since?: string | null;
}

/** Per-business settings, one row, loaded with the session. */
export const businessSettings = sqliteTable('business_settings', {
  business_id: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  calendar: text('calendar', { mode: 'json' }).$type<CalendarSettings>().notNull(),
  business_hours: text('business_hours', { mode: 'json' }).$type<BusinessHours[]>().notNull(),
  payment: text('payment', { mode: 'json' }).$type<PaymentSettings>().notNull(),
  dashboard: text('dashboard', { mode: 'json' }).$type<DashboardSettings>().notNull(),
  tax: text('tax', { mode: 'json' }).$type<TaxSettings>().notNull(),
  updated_at: updatedAt(),
});
