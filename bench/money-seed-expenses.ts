// bench:money seed, the rest of one business: weekly appointment series over the last year and
// two years of expenses (monthly rent and software, mileage trips, one-off costs).
import { addDays, toLocal } from '../packages/api/src/shared/zoned';
import type { Scale } from './money-seed';
import { DAY, PARTS, type Tables, uuid, type Value } from './money-tables';

const CATEGORIES = ['rent', 'utilities', 'supplies', 'equipment', 'travel', 'marketing', 'insurance', 'training', 'software'];

interface Context {
  businessId: string;
  currency: string;
  tz: string;
  s: Scale;
  now: number;
  created: number;
  clientIds: string[];
  /** The business's random source and its helpers (called in the same order as before the split: the same data). */
  r: () => number;
  int: (lo: number, hi: number) => number;
  pick: <T>(xs: readonly T[]) => T;
}

export function addSeriesAndExpenses(t: Tables, { businessId, currency, tz, s, now, created, clientIds, r, int, pick }: Context) {
  // Weekly series (their occurrences owe until paid) over the last year.
  for (let i = 0; i < s.series; i++) {
    const from = toLocal(now - 365 * DAY, tz).date;
    t.appointment_series.rows.push([
      uuid(),
      businessId,
      'weekly',
      addDays(from, i),
      addDays(from, 400),
      9 * 60 + i * 60,
      'appointment',
      'Weekly session',
      PARTS,
      4000,
      currency,
      JSON.stringify([pick(clientIds)]),
      created,
      created,
    ]);
  }

  // Expenses: monthly recurring rent and software, mileage trips, the rest one-off.
  let e = 0;
  const expense = (date: string, row: Partial<Record<string, Value>>) => {
    const at = now - 700 * DAY;
    t.expenses.rows.push([
      uuid(),
      businessId,
      (row.type as string) ?? 'expense',
      (row.category as string) ?? pick(CATEGORIES),
      date,
      (row.amount as number) ?? int(5, 400) * 100,
      currency,
      (row.supplier as string) ?? pick(['Boots', 'Tesco', 'Amazon', 'Screwfix', 'Local supplier']),
      row.from_location ?? null,
      row.to_location ?? null,
      row.distance_hundredths ?? null,
      row.distance_unit ?? null,
      row.cost_per_unit ?? null,
      row.series_id ?? null,
      row.frequency ?? null,
      at,
      at,
    ]);
    e++;
  };
  const first = toLocal(now - 730 * DAY, tz).date;
  for (const [category, amount] of [
    ['rent', 120_000],
    ['software', 2_900],
  ] as const) {
    const series = uuid();
    for (let mth = 0; mth < 24 && e < s.expenses; mth++) {
      const d = new Date(`${first}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + mth);
      expense(d.toISOString().slice(0, 10), {
        category,
        amount,
        supplier: category === 'rent' ? 'Landlord' : 'Kairos',
        series_id: series,
        frequency: 'monthly',
      });
    }
  }
  while (e < s.expenses) {
    const date = toLocal(now - Math.floor(r() * 730 * DAY), tz).date;
    if (r() < 0.1) {
      const hundredths = int(100, 5000);
      expense(date, {
        type: 'mileage',
        category: 'mileage',
        amount: Math.round((hundredths * 45) / 100),
        supplier: null,
        from_location: 'Studio',
        to_location: `Client ${int(1, 99)}`,
        distance_hundredths: hundredths,
        distance_unit: 'mile',
        cost_per_unit: 45,
      });
    } else expense(date, {});
  }
}
