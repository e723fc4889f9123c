import { expenses } from '@kairos/db';
import { asc, eq } from 'drizzle-orm';
import type { Harness } from './harness';

/** Fixtures the expenses tests share: a rent expense, a mileage trip, and a business's expense rows in date order. */

export const rent = { type: 'expense', category: 'rent', date: '2026-11-01', amount: 120000, supplier: 'Landlord Ltd' };

export const trip = (date: string, distance: number | string, extra: Record<string, unknown> = {}) => ({
  type: 'mileage',
  date,
  from_location: 'Studio',
  to_location: 'Client',
  distance,
  distance_unit: 'mile',
  vehicle: 'car',
  ...extra,
});

export async function rowsOf(h: Harness, businessId: string) {
  return h.db
    .select()
    .from(expenses)
    .where(eq(expenses.business_id, businessId))
    .orderBy(asc(expenses.date), asc(expenses.created_at));
}
