// The expense form's values: what a stored expense fills in, and what the form sends to the API.
import {
  type DistanceUnit,
  defaultDistanceUnit,
  type ExpenseFrequency,
  type ExpenseType,
  type Vehicle,
} from '@kairos/api/shared';
import type { Locale } from '@kairos/i18n';
import { amountText, minorOf } from '../../lib/money';
import type { RouterOutputs } from '../../lib/trpc';
import type { useFormCore } from '../../lib/use-form-core';

export type Expense = RouterOutputs['expenses']['get'];

export interface ExpenseValues {
  type: ExpenseType;
  category: string;
  date: string;
  amount: string;
  supplier: string;
  notes: string;
  from_location: string;
  to_location: string;
  distance: string;
  distance_unit: DistanceUnit;
  vehicle: Vehicle;
  cost_per_unit: string;
  recurring: boolean;
  frequency: ExpenseFrequency;
  repeat_until: string;
}

export function valuesOf(e: Expense | null, today: string, currency: string, locale: Locale): ExpenseValues {
  return {
    type: e?.type ?? 'expense',
    category: e && e.type === 'expense' ? e.category : '',
    date: e?.date ?? today,
    amount: e && e.type === 'expense' ? amountText(e.amount, e.currency, locale) : '',
    supplier: e?.supplier ?? '',
    notes: e?.notes ?? '',
    from_location: e?.from_location ?? '',
    to_location: e?.to_location ?? '',
    distance: e?.distance ? (locale === 'uk' ? e.distance.replace('.', ',') : e.distance) : '',
    distance_unit: e?.distance_unit ?? defaultDistanceUnit(currency),
    vehicle: e?.vehicle ?? 'car',
    cost_per_unit: e?.vehicle === 'other' && e.cost_per_unit !== null ? amountText(e.cost_per_unit, e.currency, locale) : '',
    recurring: !!e?.series_id,
    frequency: e?.frequency ?? 'monthly',
    repeat_until: e?.repeat_until ?? '',
  };
}

export function toInput(v: ExpenseValues, currency: string) {
  const trip = v.type === 'mileage';
  return {
    type: v.type,
    category: trip ? null : v.category || undefined,
    date: v.date,
    amount: trip ? null : minorOf(v.amount, currency),
    supplier: v.supplier,
    notes: v.notes,
    from_location: trip ? v.from_location : null,
    to_location: trip ? v.to_location : null,
    distance: trip ? v.distance.trim() || null : null,
    distance_unit: trip ? v.distance_unit : null,
    vehicle: trip ? v.vehicle : null,
    cost_per_unit: trip && v.vehicle === 'other' ? (minorOf(v.cost_per_unit, currency) ?? null) : null,
    recurring: v.recurring ? { frequency: v.frequency, repeat_until: v.repeat_until || null } : null,
  };
}

export type ExpenseFormCore = ReturnType<typeof useFormCore<ExpenseValues, unknown>>;
