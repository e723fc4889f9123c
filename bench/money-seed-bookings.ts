// bench:money seed, one business's appointments and class sessions over two years (and 30 days ahead):
// their clients' statuses and what each booked client paid (deposits, split and combined checkouts,
// gift voucher spends, part paid, unpaid). Called by generate in money-seed.ts with its random source.
import type { Scale } from './money-seed';
import { DAY, HOUR, PARTS, type Tables, uuid } from './money-tables';

const TITLES = ['Haircut', 'Colour', 'Massage', 'Manicure', 'Consultation', 'Yoga class', 'Facial'];

export interface Alloc {
  appointment_id: string | null;
  client_id: string | null;
  sale_id: string | null;
  amount: number;
}
export interface Pay {
  id: string;
  checkout_id: string;
  type: string;
  method: string;
  amount: number;
  taken_at: number;
  client_id: string | null;
  voucher_id: string | null;
  tendered: number | null;
  allocs: Alloc[];
}
/** A payment as generate's `pay` takes it (id and, unless shared with another, checkout id are new). */
export type NewPay = Omit<Pay, 'id' | 'checkout_id'> & { checkout_id?: string };
export interface Sold {
  id: string;
  client_id: string | null;
  sold_at: number;
  total: number;
}
export interface Voucher {
  id: string;
  left: number;
  sale_id: string;
  line_id: string;
  client_id: string | null;
  code: string;
}

interface Context {
  t: Tables;
  businessId: string;
  currency: string;
  s: Scale;
  now: number;
  /** Two years before `now`: when the diary starts. */
  start: number;
  clientIds: string[];
  /** The business's random source and its helpers (called in the same order as before the split: the same data). */
  r: () => number;
  int: (lo: number, hi: number) => number;
  pick: <T>(xs: readonly T[]) => T;
  method: () => string;
  /** A time no later than a minute before `now`. */
  past: (at: number) => number;
  pay: (p: NewPay) => Pay;
  sale: (clientId: string | null, soldAt: number) => Sold;
  /** The sales so far (a combined checkout adds one while there are fewer than `s.sales`). */
  sales: Sold[];
  /** Gift vouchers sold, spent from here. */
  vouchers: Voucher[];
}

export function addBookings({
  t,
  businessId,
  currency,
  s,
  now,
  start,
  clientIds,
  r,
  int,
  pick,
  method,
  past,
  pay,
  sale,
  sales,
  vouchers,
}: Context) {
  const span = 760 * DAY;
  for (let i = 0; i < s.appointments; i++) {
    const id = uuid();
    const day = start + Math.floor((i / s.appointments) * span);
    const at = Math.floor(day / DAY) * DAY + int(8 * 4, 18 * 4) * 15 * 60_000;
    const isClass = r() < 0.1;
    const price = int(20, 90) * 100;
    const discounted = r() < 0.1 ? Math.round(price / 5) : 0;
    t.appointments.rows.push([
      id,
      businessId,
      isClass ? 'class_session' : 'appointment',
      isClass ? 'Yoga class' : pick(TITLES),
      at,
      at + 45 * 60_000,
      PARTS,
      price,
      currency,
      1,
      discounted,
      at - 7 * DAY,
      at - 7 * DAY,
    ]);
    const booked = new Set<string>();
    const n = isClass ? Math.min(int(4, 10), clientIds.length) : 1;
    while (booked.size < n) booked.add(pick(clientIds));
    for (const c of booked) {
      const x = r();
      const status = at > now ? 'pending' : x < 0.04 ? 'cancelled' : x < 0.07 ? 'no_show' : 'attended';
      t.appointment_clients.rows.push([id, c, businessId, status, at - 7 * DAY]);
      if (status === 'cancelled') continue;
      const due = price - discounted;
      const booking = (amount: number): Alloc => ({ appointment_id: id, client_id: c, sale_id: null, amount });
      const y = r();
      if (at > now) {
        // Future: some have paid a deposit.
        if (y < 0.3) {
          const dep = Math.round(due * 0.3);
          pay({
            type: 'appointment',
            method: method(),
            amount: dep,
            taken_at: past(at - 10 * DAY),
            client_id: c,
            voucher_id: null,
            tendered: null,
            allocs: [booking(dep)],
          });
        }
      } else if (y < 0.55) {
        const v =
          r() < 0.03
            ? (vouchers.find((v) => v.left >= due && v.client_id === c) ?? vouchers.find((v) => v.left >= due))
            : undefined;
        if (v) v.left -= due;
        const m = v ? 'gift_voucher' : method();
        pay({
          type: 'appointment',
          method: m,
          amount: due,
          taken_at: past(at + HOUR),
          client_id: c,
          voucher_id: v?.id ?? null,
          tendered: m === 'cash' && r() < 0.5 ? Math.ceil(due / 1000) * 1000 : null,
          allocs: [booking(due)],
        });
      } else if (y < 0.75) {
        const dep = Math.round(due * 0.3);
        pay({
          type: 'appointment',
          method: method(),
          amount: dep,
          taken_at: past(at - 3 * DAY),
          client_id: c,
          voucher_id: null,
          tendered: null,
          allocs: [booking(dep)],
        });
        pay({
          type: 'appointment',
          method: method(),
          amount: due - dep,
          taken_at: past(at + HOUR),
          client_id: c,
          voucher_id: null,
          tendered: null,
          allocs: [booking(due - dep)],
        });
      } else if (y < 0.8) {
        const checkout = uuid();
        const cash = Math.round(due / 2);
        pay({
          checkout_id: checkout,
          type: 'appointment',
          method: 'cash',
          amount: cash,
          taken_at: past(at + HOUR),
          client_id: c,
          voucher_id: null,
          tendered: cash + 500,
          allocs: [booking(cash)],
        });
        pay({
          checkout_id: checkout,
          type: 'appointment',
          method: 'card_reader',
          amount: due - cash,
          taken_at: past(at + HOUR),
          client_id: c,
          voucher_id: null,
          tendered: null,
          allocs: [booking(due - cash)],
        });
      } else if (y < 0.84 && sales.length < s.sales) {
        // A product sold at the appointment, paid together with it.
        const sold = sale(c, past(at + HOUR));
        pay({
          type: 'combined',
          method: method(),
          amount: due + sold.total,
          taken_at: sold.sold_at,
          client_id: c,
          voucher_id: null,
          tendered: null,
          allocs: [booking(due), { appointment_id: null, client_id: null, sale_id: sold.id, amount: sold.total }],
        });
      } else if (y < 0.9) {
        const part = Math.round(due / 2);
        pay({
          type: 'appointment',
          method: method(),
          amount: part,
          taken_at: past(at + HOUR),
          client_id: c,
          voucher_id: null,
          tendered: null,
          allocs: [booking(part)],
        });
      }
      // else: unpaid
    }
  }
}
