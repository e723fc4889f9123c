import type { expenses } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as z from 'zod';
import {
  DISTANCE_UNITS,
  EXPENSE_CATEGORIES,
  EXPENSE_FREQUENCIES,
  EXPENSE_TYPES,
  type ExpenseCategory,
  hundredthsText,
  VEHICLES,
  vehicleOf,
} from '../shared/expenses-schemas';
import { translateKey } from '../shared/validation';

export type ExpenseRow = typeof expenses.$inferSelect;

/** A category's name in the caller's language (the key itself if it has no message). */
export const categoryName = (key: string, locale: Locale): string => translateKey(`exp_category_${key}`, {}, locale);

export const receiptOutput = z.object({
  /** A safe download name (the uploaded name with the extension of its real type). */
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  /** GET streams the file (the owning business only). */
  url: z.string(),
});

export const expenseOutput = z.object({
  id: z.string(),
  type: z.enum(EXPENSE_TYPES),
  category: z.enum(EXPENSE_CATEGORIES),
  category_name: z.string(),
  /** Local date in the business's zone. */
  date: z.string(),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  supplier: z.string().nullable(),
  notes: z.string().nullable(),
  from_location: z.string().nullable(),
  to_location: z.string().nullable(),
  /** Decimal text, e.g. "12.5" (stored in hundredths). */
  distance: z.string().nullable(),
  distance_hundredths: z.number().int().nullable(),
  distance_unit: z.enum(DISTANCE_UNITS).nullable(),
  /** Minor units per mile/km (the rate at the trip's start for a car trip crossing the 10,000-mile band). */
  cost_per_unit: z.number().int().nullable(),
  /** The standard level the rate belongs to, or `other` (the owner's own rate). */
  vehicle: z.enum(VEHICLES).nullable(),
  /** Copies of one recurring expense share it. */
  series_id: z.string().nullable(),
  frequency: z.enum(EXPENSE_FREQUENCIES).nullable(),
  repeat_until: z.string().nullable(),
  receipt: receiptOutput.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExpenseOutput = z.infer<typeof expenseOutput>;

/** The name a receipt is offered under: the uploaded one with its real type's extension. */
export function receiptFileName(name: string | null, type: string): string {
  const ext = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' }[type] ?? 'bin';
  const base = (name ?? '').replace(/\.[^.]*$/, '').trim() || 'receipt';
  return `${base}.${ext}`;
}

export function toExpense(r: ExpenseRow, locale: Locale): ExpenseOutput {
  const mileage = r.type === 'mileage';
  return {
    id: r.id,
    type: r.type,
    category: (EXPENSE_CATEGORIES as readonly string[]).includes(r.category) ? (r.category as ExpenseCategory) : 'other',
    category_name: categoryName(r.category, locale),
    date: r.date,
    amount: r.amount,
    currency: r.currency,
    supplier: r.supplier,
    notes: r.notes,
    from_location: r.from_location,
    to_location: r.to_location,
    distance: r.distance_hundredths === null ? null : hundredthsText(r.distance_hundredths),
    distance_hundredths: r.distance_hundredths,
    distance_unit: r.distance_unit,
    cost_per_unit: r.cost_per_unit,
    vehicle:
      mileage && r.distance_unit && r.cost_per_unit !== null ? vehicleOf(r.currency, r.distance_unit, r.cost_per_unit) : null,
    series_id: r.series_id,
    frequency: r.frequency,
    repeat_until: r.repeat_until,
    receipt:
      r.receipt_key && r.receipt_type
        ? {
            name: receiptFileName(r.receipt_name, r.receipt_type),
            type: r.receipt_type,
            size: r.receipt_size ?? 0,
            url: `/api/v1/expenses/${r.id}/receipt`,
          }
        : null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
