import type { DistanceUnit, ExpenseCategory, ExpenseFrequency, ExpenseType, Vehicle } from '@kairos/api/shared';
import { m } from '@kairos/i18n';

/** Names shared with the server (its export and GET /data/expense-categories use the same messages). */
export const CATEGORY_LABEL: Record<ExpenseCategory, () => string> = {
  rent: () => m.exp_category_rent(),
  utilities: () => m.exp_category_utilities(),
  supplies: () => m.exp_category_supplies(),
  equipment: () => m.exp_category_equipment(),
  travel: () => m.exp_category_travel(),
  marketing: () => m.exp_category_marketing(),
  insurance: () => m.exp_category_insurance(),
  training: () => m.exp_category_training(),
  professional_fees: () => m.exp_category_professional_fees(),
  software: () => m.exp_category_software(),
  phone_internet: () => m.exp_category_phone_internet(),
  bank_charges: () => m.exp_category_bank_charges(),
  mileage: () => m.exp_category_mileage(),
  other: () => m.exp_category_other(),
};

export const TYPE_LABEL: Record<ExpenseType, () => string> = {
  expense: () => m.exp_type_expense(),
  mileage: () => m.exp_type_mileage(),
};

export const UNIT_LABEL: Record<DistanceUnit, () => string> = {
  mile: () => m.exp_unit_mile(),
  km: () => m.exp_unit_km(),
};

export const VEHICLE_LABEL: Record<Vehicle, () => string> = {
  car: () => m.exp_vehicle_car(),
  motorcycle: () => m.exp_vehicle_motorcycle(),
  bicycle: () => m.exp_vehicle_bicycle(),
  other: () => m.exp_vehicle_other(),
};

export const FREQUENCY_LABEL: Record<ExpenseFrequency, () => string> = {
  weekly: () => m.exp_frequency_weekly(),
  monthly: () => m.exp_frequency_monthly(),
  yearly: () => m.exp_frequency_yearly(),
};
