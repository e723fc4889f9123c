import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { EXPORT_DELIVERIES, EXPORT_FREQUENCIES } from '../enums';
import { businessId } from './business';
import { flag, instant, updatedAt } from './columns';

/** Premium automatic export (docs/product/settings.md "data auto export"): the workbook emailed on a schedule. */
export const exportSettings = sqliteTable('export_settings', {
  business_id: businessId('cascade').primaryKey(),
  enabled: flag('enabled'),
  frequency: text('frequency', { enum: EXPORT_FREQUENCIES }).notNull().default('monthly'),
  delivery: text('delivery', { enum: EXPORT_DELIVERIES }).notNull().default('attachment'),
  last_run_at: instant('last_run_at'),
  next_run_at: instant('next_run_at'),
  updated_at: updatedAt(),
});
