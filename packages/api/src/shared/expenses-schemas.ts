import { DISTANCE_UNITS, EXPENSE_FREQUENCIES, EXPENSE_TYPES } from '@kairos/db/enums';
import * as z from 'zod';
import { RECURRING_RANGES, recurringRange } from './appointments-schemas';
import { daysInMonth, isoDate } from './date-schemas';
import { parseDecimal } from './money';
import { moneyAmount } from './money-schema';
import { optionalText, queryBool } from './schemas';

/**
 * Expenses and mileage trips (docs/product/expenses.md "Expense", docs/product/expenses.md "mileage levels"): the
 * form's schema, the fixed category list, the mileage rates and the pure
 * arithmetic the server and the form share (so the amount shown while typing
 * is the amount stored).
 */

/** The fixed list of categories (keys; names are translated, GET /data/expense-categories). */
export const EXPENSE_CATEGORIES = [
  'rent',
  'utilities',
  'supplies',
  'equipment',
  'travel',
  'marketing',
  'insurance',
  'training',
  'professional_fees',
  'software',
  'phone_internet',
  'bank_charges',
  'mileage',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export { EXPENSE_TYPES };
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

export { EXPENSE_FREQUENCIES };
export type ExpenseFrequency = (typeof EXPENSE_FREQUENCIES)[number];

export { DISTANCE_UNITS };
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** A standard mileage level, or `other`: the owner's own cost per unit. */
export const VEHICLES = ['car', 'motorcycle', 'bicycle', 'other'] as const;
export type Vehicle = (typeof VEHICLES)[number];

/** The same words as the appointments' recurring scope: 'this' (only this one) or 'future' (this and all future ones). */
export { RECURRING_RANGES as EXPENSE_RECURRING_RANGES };

/** A series is created up to `repeat_until`: 12 months after the first date unless given, at most 2 years. */
export const REPEAT_DEFAULT_MONTHS = 12;
export const REPEAT_MAX_MONTHS = 24;

/** Distances: hundredths of a mile or km, at most 100,000 units per trip. */
export const DISTANCE_MAX_HUNDREDTHS = 100_000_00;

/** Receipts: JPEG, PNG, WebP or PDF, recognised by their first bytes, at most 5 MB. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
export const RECEIPT_EXTENSIONS: Record<ReceiptType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v);

/**
 * The receipt's real type from its content (magic bytes), whatever its name or
 * declared type says; null for anything else (HTML, SVG, a text file named .jpg).
 */
export function sniffReceiptType(b: Uint8Array): ReceiptType | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/**
 * One standard rate per vehicle for a currency and distance unit (minor units
 * per unit). GBP per mile: HMRC's approved mileage allowance payments — cars
 * 45p for the first 10,000 business miles in the tax year, 25p after;
 * motorcycles 24p; bicycles 20p. UAH per km: our defaults (docs/DECISIONS.md
 * "Expenses"); other currencies have none, so the owner gives their own.
 */
export interface MileageLevel {
  vehicle: Exclude<Vehicle, 'other'>;
  rate: number;
  /** Car band: after this many units (in hundredths) in one tax year the rate drops to `rate_after`. */
  threshold_hundredths?: number;
  rate_after?: number;
}

export const MILEAGE_LEVELS: Record<string, { unit: DistanceUnit; levels: MileageLevel[] }> = {
  GBP: {
    unit: 'mile',
    levels: [
      { vehicle: 'car', rate: 45, threshold_hundredths: 10_000_00, rate_after: 25 },
      { vehicle: 'motorcycle', rate: 24 },
      { vehicle: 'bicycle', rate: 20 },
    ],
  },
  UAH: {
    unit: 'km',
    levels: [
      { vehicle: 'car', rate: 500 },
      { vehicle: 'motorcycle', rate: 250 },
      { vehicle: 'bicycle', rate: 100 },
    ],
  },
};

/** The standard levels for trips in this currency and unit (none: the owner's own rate is needed). */
export function mileageLevels(currency: string, unit: DistanceUnit): MileageLevel[] {
  const table = MILEAGE_LEVELS[currency.toUpperCase()];
  return table && table.unit === unit ? table.levels : [];
}

/** The distance unit a business in this currency records by default (miles for GBP, km otherwise). */
export const defaultDistanceUnit = (currency: string): DistanceUnit => MILEAGE_LEVELS[currency.toUpperCase()]?.unit ?? 'km';

/** The level a stored rate belongs to (a car trip past the threshold has `rate_after`), or 'other'. */
export function vehicleOf(currency: string, unit: DistanceUnit, rate: number): Vehicle {
  for (const l of mileageLevels(currency, unit)) if (l.rate === rate || l.rate_after === rate) return l.vehicle;
  return 'other';
}

/** units × rate in minor units, rounded half up once: hundredths × minor units per unit → minor units. */
const priced = (hundredths: number, rate: number) => Math.floor((hundredths * rate + 50) / 100);

/**
 * A trip's amount (minor units) and the rate stored with it. With a car level
 * the first `threshold` units of the tax year cost `rate` and the rest
 * `rate_after`; `before` is how far the car has already gone this tax year
 * (hundredths), so a trip crossing the threshold is priced in two parts.
 */
export function mileageAmount(
  distanceHundredths: number,
  level: Pick<MileageLevel, 'rate' | 'threshold_hundredths' | 'rate_after'>,
  beforeHundredths = 0,
): { amount: number; cost_per_unit: number } {
  const { rate, threshold_hundredths: threshold, rate_after: after } = level;
  if (threshold === undefined || after === undefined) return { amount: priced(distanceHundredths, rate), cost_per_unit: rate };
  const first = Math.max(0, Math.min(distanceHundredths, threshold - beforeHundredths));
  const rest = distanceHundredths - first;
  return {
    amount: Math.floor((first * rate + rest * after + 50) / 100),
    cost_per_unit: first > 0 ? rate : after,
  };
}

/** The tax year (first and last local date) a date falls in, from the settings' start month and day. */
export function taxYearOf(date: string, startMonth: number, startDay: number): { start: string; end: string } {
  const year = Number(date.slice(0, 4));
  const startIn = (y: number) => {
    const day = Math.min(startDay, daysInMonth(y, startMonth));
    return `${String(y).padStart(4, '0')}-${String(startMonth).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
  const start = date >= startIn(year) ? startIn(year) : startIn(year - 1);
  const next = startIn(Number(start.slice(0, 4)) + 1);
  return { start, end: addDaysTo(next, -1) };
}

function addDaysTo(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `date` plus whole months, on the same day where it exists, else the month's last day (31 Jan → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = (((m % 12) + 12) % 12) + 1;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Every date of a recurring expense from `first` to `until` (both included):
 * weekly every 7 days; monthly and yearly on the first date's day of the
 * month, or the month's last day when it is shorter (each step counts from
 * the first date, so 31 Jan → 28 Feb → 31 Mar).
 */
export function occurrenceDates(first: string, frequency: ExpenseFrequency, until: string): string[] {
  const out: string[] = [];
  for (let i = 0; ; i++) {
    const d = frequency === 'weekly' ? addDaysTo(first, 7 * i) : addMonths(first, frequency === 'monthly' ? i : 12 * i);
    if (d > until) break;
    out.push(d);
  }
  return out;
}

/**
 * A distance as typed: a number or decimal text ("12.5", "12,5"), at most two
 * decimals → hundredths, exactly (no binary floating point on the way).
 */
export function distanceToHundredths(value: number | string): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) && value >= 0 ? String(value) : '') : value;
  if (/e/i.test(text)) return null;
  return parseDecimal(text, 2);
}

/** Hundredths → decimal text without trailing zeros: 1250 → "12.5", 1200 → "12", 5 → "0.05". */
export function hundredthsText(h: number): string {
  const whole = Math.trunc(h / 100);
  const frac = String(h % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

const distanceField = z
  .union([z.number(), z.string().max(20)])
  .transform((v, ctx) => {
    const h = distanceToHundredths(v);
    if (h === null) {
      ctx.addIssue({ code: 'custom', params: { key: 'exp_distance_format' } });
      return z.NEVER;
    }
    return h;
  })
  .pipe(
    z
      .number()
      .int()
      .superRefine((h, ctx) => {
        if (h < 1) ctx.addIssue({ code: 'custom', params: { key: 'validation_min_value', min: 0.01 } });
        else if (h > DISTANCE_MAX_HUNDREDTHS)
          ctx.addIssue({ code: 'custom', params: { key: 'validation_max_value', max: DISTANCE_MAX_HUNDREDTHS / 100 } });
      }),
  )
  .meta({ description: 'Distance in miles or km, at most two decimals (e.g. 12.5)' });

export const recurringExpenseInput = z
  .object({
    frequency: z.enum(EXPENSE_FREQUENCIES),
    /** Last date a copy is made for; 12 months after the date when left out, at most 24 months. */
    repeat_until: isoDate.nullish().transform((v) => v ?? null),
  })
  .nullish()
  .transform((v) => v ?? null);

/**
 * The expense form (docs/product/expenses.md). An expense needs a category and an amount; a
 * mileage trip needs from and to, a distance, its unit and a vehicle level (or
 * `other` with the owner's own cost per unit) — its amount and category are
 * the server's. Money is in the business's currency, in minor units.
 */
export const expenseInput = z
  .object({
    type: z.enum(EXPENSE_TYPES).default('expense'),
    category: z
      .enum(EXPENSE_CATEGORIES)
      .nullish()
      .transform((v) => v ?? null),
    date: isoDate,
    amount: moneyAmount(1)
      .nullish()
      .transform((v) => v ?? null),
    supplier: optionalText(200),
    notes: optionalText(2000),
    from_location: optionalText(200),
    to_location: optionalText(200),
    distance: distanceField.nullish().transform((v) => v ?? null),
    distance_unit: z
      .enum(DISTANCE_UNITS)
      .nullish()
      .transform((v) => v ?? null),
    vehicle: z
      .enum(VEHICLES)
      .nullish()
      .transform((v) => v ?? null),
    /** Minor units per mile/km; only with vehicle `other` (the levels set it otherwise). */
    cost_per_unit: z
      .number()
      .int()
      .min(1)
      .max(100_000)
      .nullish()
      .transform((v) => v ?? null),
    recurring: recurringExpenseInput,
    /** Editing or deleting one of a recurring expense's copies: 'this' (only this one) or 'future' (this and all future ones). */
    recurring_range: recurringRange,
  })
  .superRefine((e, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: 'custom', path: [path], params: { key: 'validation_required' } });
    if (e.type === 'expense') {
      if (!e.category) required('category');
      if (e.amount === null) required('amount');
    } else {
      if (!e.from_location) required('from_location');
      if (!e.to_location) required('to_location');
      if (e.distance === null) required('distance');
      if (!e.distance_unit) required('distance_unit');
      if (!e.vehicle) required('vehicle');
      if (e.vehicle === 'other' && e.cost_per_unit === null) required('cost_per_unit');
    }
    if (e.recurring?.repeat_until) {
      if (e.recurring.repeat_until < e.date)
        ctx.addIssue({ code: 'custom', path: ['recurring', 'repeat_until'], params: { key: 'exp_repeat_until_order' } });
      else if (e.recurring.repeat_until > addMonths(e.date, REPEAT_MAX_MONTHS))
        ctx.addIssue({ code: 'custom', path: ['recurring', 'repeat_until'], params: { key: 'exp_repeat_until_max' } });
    }
  });
export type ExpenseInput = z.output<typeof expenseInput>;

/** PUT /expenses/{id}: the form and the expense's id. */
export const expenseUpdateInput = expenseInput.safeExtend({ id: z.string().min(1).max(64) });

/** The list's filters beside page and search: a date range, a category, a type. */
export const expenseFilters = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  category: z.enum(EXPENSE_CATEGORIES).optional(),
  type: z.enum(EXPENSE_TYPES).optional(),
});

export const expenseListInput = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
    search: z.string().trim().max(100).optional(),
    is_lite: queryBool.optional(),
  })
  .extend(expenseFilters.shape)
  .refine((r) => !r.from || !r.to || r.to >= r.from, { path: ['to'], params: { key: 'exp_range_order' } });
export type ExpenseListInput = z.output<typeof expenseListInput>;
