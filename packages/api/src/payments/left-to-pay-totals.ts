/** What is left to pay in all, by bookings and by sales: the one total the dashboard, the Left to pay page and the checkout show. */
import type { Locale } from '@kairos/i18n';
import type { BusinessScope } from '../core/scope';
import { type Narrow, owingBookingsTotal } from './left-to-pay-owing';
import { owingSalesTotal } from './left-to-pay-sales';
import type { Window } from './left-to-pay-sql';

export interface LeftToPayTotals {
  total: number;
  appointments: { count: number; amount: number };
  sales: { count: number; amount: number };
}

export async function leftToPayTotals(scope: BusinessScope, f: Narrow, w: Window, locale: Locale): Promise<LeftToPayTotals> {
  const [appointments, sales] = await Promise.all([owingBookingsTotal(scope, f, w, locale), owingSalesTotal(scope, f, w)]);
  return { total: appointments.amount + sales.amount, appointments, sales };
}
