// bench:money seed storage: the tables seeded (columns in insert order, rows as value arrays),
// the deterministic random source, and the multi-row INSERTs that write them.
import type { CountingServer } from './server';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const PARTS = JSON.stringify([{ title: 'Service', duration_minutes: 45, type: 'block' }]);
export const uuid = () => crypto.randomUUID();

/** mulberry32: the same data on every run. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Value = string | number | null;
type Row = Value[];
export interface Table {
  cols: string[];
  rows: Row[];
}
const table = (...cols: string[]): Table => ({ cols, rows: [] });

/** Everything seeded, in foreign-key order (parents first; payments before the refunds and voids that point at them). */
export function emptyTables() {
  return {
    clients: table('id', 'business_id', 'first_name', 'last_name', 'email', 'search', 'sort_key', 'created_at', 'updated_at'),
    products: table('id', 'business_id', 'name', 'price', 'currency', 'sort_key', 'created_at', 'updated_at'),
    gift_vouchers: table(
      'id',
      'business_id',
      'name',
      'kind',
      'amount',
      'price',
      'currency',
      'template',
      'colour',
      'created_at',
      'updated_at',
    ),
    appointment_series: table(
      'id',
      'business_id',
      'frequency',
      'start_date',
      'end_date',
      'start_minute',
      'type',
      'title',
      'parts',
      'price',
      'currency',
      'client_ids',
      'created_at',
      'updated_at',
    ),
    appointments: table(
      'id',
      'business_id',
      'type',
      'title',
      'start_at',
      'end_at',
      'parts',
      'price',
      'currency',
      'quantity',
      'discounted_amount',
      'created_at',
      'updated_at',
    ),
    appointment_clients: table('appointment_id', 'client_id', 'business_id', 'status', 'created_at'),
    sales: table('id', 'business_id', 'client_id', 'sold_at', 'currency', 'subtotal', 'discount_total', 'total', 'created_at'),
    sale_lines: table(
      'id',
      'sale_id',
      'business_id',
      'position',
      'kind',
      'product_id',
      'gift_voucher_id',
      'name',
      'unit_price',
      'quantity',
      'discount_amount',
      'total',
    ),
    issued_vouchers: table(
      'id',
      'business_id',
      'gift_voucher_id',
      'sale_id',
      'sale_line_id',
      'client_id',
      'code',
      'amount',
      'amount_left',
      'currency',
      'created_at',
    ),
    payments: table(
      'id',
      'business_id',
      'checkout_id',
      'kind',
      'type',
      'method',
      'amount',
      'currency',
      'taken_at',
      'client_id',
      'voucher_id',
      'reverses_id',
      'tendered',
      'note',
      'created_at',
    ),
    reversals: table(
      'id',
      'business_id',
      'checkout_id',
      'kind',
      'type',
      'method',
      'amount',
      'currency',
      'taken_at',
      'client_id',
      'voucher_id',
      'reverses_id',
      'tendered',
      'note',
      'created_at',
    ),
    payment_allocations: table('id', 'payment_id', 'business_id', 'appointment_id', 'client_id', 'sale_id', 'amount', 'currency'),
    expenses: table(
      'id',
      'business_id',
      'type',
      'category',
      'date',
      'amount',
      'currency',
      'supplier',
      'from_location',
      'to_location',
      'distance_hundredths',
      'distance_unit',
      'cost_per_unit',
      'series_id',
      'frequency',
      'created_at',
      'updated_at',
    ),
  };
}
export type Tables = ReturnType<typeof emptyTables>;

/** Multi-row INSERTs (at most ~30,000 bound values each), one transaction per table. */
export async function insert(client: CountingServer['rt']['client'], name: string, t: Table) {
  const per = Math.min(1000, Math.floor(30_000 / t.cols.length));
  const stmts = [];
  for (let k = 0; k < t.rows.length; k += per) {
    const chunk = t.rows.slice(k, k + per);
    const one = `(${t.cols.map(() => '?').join(',')})`;
    stmts.push({
      sql: `INSERT INTO ${name === 'reversals' ? 'payments' : name} (${t.cols.join(',')}) VALUES ${chunk.map(() => one).join(',')}`,
      args: chunk.flat(),
    });
  }
  if (stmts.length) await client.batch(stmts, 'write');
}
