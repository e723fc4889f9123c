// bench:money seed: one business's clients, products, gift vouchers, sales, payments with their
// allocations, refunds and voids (raw rows, see money-tables.ts); the appointments and what their
// clients paid are money-seed-bookings.ts, the series and expenses money-seed-expenses.ts.
import { type Alloc, addBookings, type NewPay, type Pay, type Sold, type Voucher } from './money-seed-bookings';
import { addSeriesAndExpenses } from './money-seed-expenses';
import { DAY, HOUR, rng, type Tables, uuid } from './money-tables';
import { SMOKE, sized } from './smoke';

export interface Scale {
  clients: number;
  appointments: number;
  sales: number;
  payments: number;
  expenses: number;
  series: number;
  vouchers: number;
}
/** The measured business (a hundredth of it, about, for `--smoke`). */
export const MAIN: Scale = SMOKE
  ? { clients: 40, appointments: 300, sales: 100, payments: 1_000, expenses: 200, series: 1, vouchers: 5 }
  : { clients: 2_000, appointments: 30_000, sales: 10_000, payments: 100_000, expenses: 20_000, series: 5, vouchers: 400 };
export const OTHERS = sized(50, 2);
export const OTHER: Scale = { clients: 40, appointments: 150, sales: 50, payments: 300, expenses: 100, series: 1, vouchers: 5 };

const METHODS: [string, number][] = [
  ['cash', 30],
  ['card_payment', 25],
  ['card_reader', 15],
  ['bank_transfer', 8],
  ['debit_card', 6],
  ['credit_card', 5],
  ['paypal', 4],
  ['bank_payment', 3],
  ['other', 3],
  ['cheque', 1],
];
const METHOD_WEIGHT = METHODS.reduce((s, [, w]) => s + w, 0);

/**
 * One business's data over the two years before `now`, deterministic for `seed`.
 * Appointments also run 30 days into the future (owed nothing yet). Of the booked
 * clients (a class session has 4 to 10; not cancelled): 55 % paid in one payment, 20 % with a deposit and the
 * rest, 5 % split cash + card in one checkout, 4 % together with a sale (combined),
 * 6 % part paid, 10 % unpaid; 3 % of single payments are gift voucher spends. Sales: 75 %
 * paid (some split), 10 % part paid, the rest unpaid. Standalone payments fill up to
 * `payments`; then 3 % of the payments are part refunded and 2 % voided.
 */
export function generate(t: Tables, businessId: string, currency: string, tz: string, s: Scale, now: number, seed: number) {
  const r = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const method = () => {
    let x = r() * METHOD_WEIGHT;
    for (const [m, w] of METHODS) {
      x -= w;
      if (x < 0) return m;
    }
    return 'cash';
  };
  const start = now - 730 * DAY;
  const past = (at: number) => Math.min(at, now - 60_000);
  const created = now - 731 * DAY;

  const clientIds: string[] = [];
  for (let i = 0; i < s.clients; i++) {
    const id = uuid();
    clientIds.push(id);
    const first = pick(['Olena', 'Taras', 'Emma', 'Oliver', 'Iryna', 'Amelia', 'Andrii', 'Sofia']);
    const last = `${pick(['Koval', 'Smith', 'Shevchenko', 'Jones', 'Bondar', 'Brown'])}${i}`;
    const email = `c${i}@example.com`;
    t.clients.rows.push([
      id,
      businessId,
      first,
      last,
      email,
      `${first} ${last} ${email}`.toLowerCase(),
      `${last} ${first}`.toLowerCase(),
      created,
      created,
    ]);
  }
  const products: { id: string; name: string; price: number }[] = [];
  for (let i = 0; i < 20; i++) {
    const p = { id: uuid(), name: `Product ${i + 1}`, price: int(5, 50) * 100 };
    products.push(p);
    t.products.rows.push([p.id, businessId, p.name, p.price, currency, p.name.toLowerCase(), created, created]);
  }
  const voucherTemplate = uuid();
  t.gift_vouchers.rows.push([
    voucherTemplate,
    businessId,
    'Gift card £50',
    'amount',
    5000,
    5000,
    currency,
    'classic',
    '#db2777',
    created,
    created,
  ]);

  const payList: Pay[] = [];
  const pay = (p: NewPay) => {
    const row = { ...p, id: uuid(), checkout_id: p.checkout_id ?? uuid() };
    payList.push(row);
    return row;
  };
  const sales: Sold[] = [];
  const sale = (clientId: string | null, soldAt: number, voucher = false) => {
    const id = uuid();
    let subtotal = 0;
    let discountTotal = 0;
    const lines = voucher ? 1 : int(1, 3);
    for (let k = 0; k < lines; k++) {
      const p = voucher ? { id: null, name: 'Gift card £50', price: 5000 } : pick(products);
      const quantity = voucher ? 1 : int(1, 2);
      const gross = p.price * quantity;
      const off = !voucher && r() < 0.1 ? Math.round(gross / 10) : 0;
      const lineId = uuid();
      t.sale_lines.rows.push([
        lineId,
        id,
        businessId,
        k,
        voucher ? 'gift_voucher' : 'product',
        voucher ? null : p.id,
        voucher ? voucherTemplate : null,
        p.name,
        p.price,
        quantity,
        off,
        gross - off,
      ]);
      subtotal += gross;
      discountTotal += off;
      if (voucher) {
        const code = `BENCH${String(seed).padStart(3, '0')}${String(vouchers.length).padStart(5, '0')}`;
        vouchers.push({ id: uuid(), left: 5000, sale_id: id, line_id: lineId, client_id: clientId, code });
      }
    }
    t.sales.rows.push([id, businessId, clientId, soldAt, currency, subtotal, discountTotal, subtotal - discountTotal, soldAt]);
    const row = { id, client_id: clientId, sold_at: soldAt, total: subtotal - discountTotal };
    sales.push(row);
    return row;
  };
  const vouchers: Voucher[] = [];

  // Gift vouchers sold first (spread over the first year), paid in full.
  for (let i = 0; i < s.vouchers; i++) {
    const at = start + Math.floor((i / s.vouchers) * 365 * DAY) + 10 * HOUR;
    const c = pick(clientIds);
    const v = sale(c, at, true);
    pay({
      type: 'sale',
      method: method(),
      amount: v.total,
      taken_at: at,
      client_id: c,
      voucher_id: null,
      tendered: null,
      allocs: [{ appointment_id: null, client_id: null, sale_id: v.id, amount: v.total }],
    });
  }

  // Appointments and class sessions, with their clients and what they paid.
  addBookings({ t, businessId, currency, s, now, start, clientIds, r, int, pick, method, past, pay, sale, sales, vouchers });

  // Sales on their own.
  while (sales.length < s.sales) {
    const at = start + Math.floor(r() * 730 * DAY);
    const c = r() < 0.8 ? pick(clientIds) : null;
    const sold = sale(c, at);
    const y = r();
    const all = (amount: number): Alloc[] => [{ appointment_id: null, client_id: null, sale_id: sold.id, amount }];
    if (y < 0.65)
      pay({
        type: 'sale',
        method: method(),
        amount: sold.total,
        taken_at: at,
        client_id: c,
        voucher_id: null,
        tendered: null,
        allocs: all(sold.total),
      });
    else if (y < 0.75) {
      const checkout = uuid();
      const cash = Math.round(sold.total / 2);
      pay({
        checkout_id: checkout,
        type: 'sale',
        method: 'cash',
        amount: cash,
        taken_at: at,
        client_id: c,
        voucher_id: null,
        tendered: cash,
        allocs: all(cash),
      });
      pay({
        checkout_id: checkout,
        type: 'sale',
        method: 'card_payment',
        amount: sold.total - cash,
        taken_at: at,
        client_id: c,
        voucher_id: null,
        tendered: null,
        allocs: all(sold.total - cash),
      });
    } else if (y < 0.85) {
      const part = Math.round(sold.total / 2);
      pay({
        type: 'sale',
        method: method(),
        amount: part,
        taken_at: at,
        client_id: c,
        voucher_id: null,
        tendered: null,
        allocs: all(part),
      });
    }
  }

  // Standalone money (tips, one-off charges) and the reversals, up to `payments` ledger rows.
  const reversals = Math.round(s.payments * 0.05);
  while (payList.length < s.payments - reversals) {
    const at = start + Math.floor(r() * 730 * DAY);
    pay({
      type: 'standalone',
      method: method(),
      amount: int(1, 60) * 100,
      taken_at: at,
      client_id: r() < 0.5 ? pick(clientIds) : null,
      voucher_id: null,
      tendered: null,
      allocs: [],
    });
  }
  payList.length = Math.min(payList.length, s.payments - reversals);

  for (const p of payList) {
    t.payments.rows.push([
      p.id,
      businessId,
      p.checkout_id,
      'payment',
      p.type,
      p.method,
      p.amount,
      currency,
      p.taken_at,
      p.client_id,
      p.voucher_id,
      null,
      p.tendered,
      null,
      p.taken_at,
    ]);
    for (const a of p.allocs)
      t.payment_allocations.rows.push([uuid(), p.id, businessId, a.appointment_id, a.client_id, a.sale_id, a.amount, currency]);
  }
  // 3 % refunded in part (later), 2 % voided (dated like the payment); never both, never a voucher spend.
  const candidates = payList.filter((p) => p.method !== 'gift_voucher' && p.allocs.length <= 1 && p.amount >= 200);
  for (let k = 0; k < reversals && k < candidates.length; k++) {
    const j = k + Math.floor(r() * (candidates.length - k));
    const p = candidates[j] as Pay;
    candidates[j] = candidates[k] as Pay;
    const kind = k % 5 < 3 ? 'refund' : 'void';
    const amount = kind === 'refund' ? -Math.round(p.amount / 2) : -p.amount;
    const at = kind === 'refund' ? past(p.taken_at + 2 * DAY) : p.taken_at;
    const id = uuid();
    t.reversals.rows.push([
      id,
      businessId,
      p.checkout_id,
      kind,
      p.type,
      p.method,
      amount,
      currency,
      at,
      p.client_id,
      null,
      p.id,
      null,
      null,
      at,
    ]);
    const a = p.allocs[0];
    if (a) t.payment_allocations.rows.push([uuid(), id, businessId, a.appointment_id, a.client_id, a.sale_id, amount, currency]);
  }

  for (const v of vouchers)
    t.issued_vouchers.rows.push([
      v.id,
      businessId,
      voucherTemplate,
      v.sale_id,
      v.line_id,
      v.client_id,
      v.code,
      5000,
      v.left,
      currency,
      created,
    ]);

  addSeriesAndExpenses(t, { businessId, currency, tz, s, now, created, clientIds, r, int, pick });
}
