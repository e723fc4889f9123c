import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { allocationsIn, ledgerDaySums } from '../../src/analytics/money-days';
import type { DayPlan } from '../../src/analytics/visit-days';
import { localDay } from '../../src/analytics/visit-days';
import type { Span } from '../../src/analytics/visits';
import type { BusinessScope } from '../../src/core/scope';
import { ledgerRows, ledgerSums } from '../../src/payments/statistic';
import type { Harness } from './harness';

// Migration 0041's daily copies (the ledger by method, type and kind; allocations by service and by location) as
// kept and as rebuilt from the raw rows, the writes that move them, and the financial tab's reads against the raw
// rows (analytics-days.test.ts's property test).

type Row = (string | number)[];
const cmp = (x: Row, y: Row) => {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number | string) < (y[i] as number | string) ? -1 : 1;
  return 0;
};

/** The copies' rows as kept (non-zero rows only). */
export async function keptMoneyDays(db: Harness['db'], bid: string) {
  const ledger = await db.all<Record<string, string | number>>(sql`
    SELECT day, method, type, kind, amount, n FROM analytics_ledger_days WHERE business_id = ${bid} AND (amount <> 0 OR n <> 0)
    ORDER BY 1, 2, 3, 4`);
  const allocations = await db.all<Record<string, string | number>>(sql`
    SELECT day, kind, id, amount FROM analytics_allocation_days WHERE business_id = ${bid} AND amount <> 0 ORDER BY 1, 2, 3`);
  return { ledger: ledger.map((r) => Object.values(r)), allocations: allocations.map((r) => Object.values(r)) };
}

/** The same rows from payments and payments ⋈ payment_allocations ⋈ appointments, grouped by Intl's local day. */
export async function rebuiltMoneyDays(db: Harness['db'], bid: string, tz: string) {
  const pays = await db.all<{ t: number; method: string; type: string; kind: string; a: number }>(sql`
    SELECT taken_at AS t, method, type, kind, amount AS a FROM payments WHERE business_id = ${bid}`);
  const ledger = new Map<string, Row>();
  for (const p of pays) {
    const k = `${localDay(p.t, tz)}|${p.method}|${p.type}|${p.kind}`;
    const r = ledger.get(k) ?? [localDay(p.t, tz), p.method, p.type, p.kind, 0, 0];
    r[4] = (r[4] as number) + p.a;
    r[5] = (r[5] as number) + 1;
    ledger.set(k, r);
  }
  const allocs = await db.all<{ t: number; s: string | null; l: string | null; a: number }>(sql`
    SELECT p.taken_at AS t, a.service_id AS s, a.location_id AS l, pa.amount AS a
    FROM payment_allocations pa JOIN payments p ON p.id = pa.payment_id JOIN appointments a ON a.id = pa.appointment_id
    WHERE p.business_id = ${bid} AND p.method <> 'gift_voucher'`);
  const allocations = new Map<string, Row>();
  for (const x of allocs)
    for (const [kind, id] of [
      ['s', x.s ?? ''],
      ['l', x.l ?? ''],
    ] as const) {
      const k = `${localDay(x.t, tz)}|${kind}|${id}`;
      const r = allocations.get(k) ?? [localDay(x.t, tz), kind, id, 0];
      r[3] = (r[3] as number) + x.a;
      allocations.set(k, r);
    }
  return {
    ledger: [...ledger.values()].filter((r) => r[4] !== 0 || r[5] !== 0).sort(cmp),
    allocations: [...allocations.values()].filter((r) => r[3] !== 0).sort(cmp),
  };
}

const METHODS = ['cash', 'card_payment', 'gift_voucher'] as const;
const TYPES = ['appointment', 'sale', 'standalone'] as const;
const KINDS = ['payment', 'refund', 'void'] as const;

/**
 * One write to payments or payment_allocations: 0-4 a payment of a method, type and kind, 5-6 a payment moved or
 * re-typed, 7 one removed, 8-9 an allocation to an appointment, 10 one changed, 11 one removed.
 */
export async function moneyOp(db: Harness['db'], bid: string, k: number, at: number, pick: number, amount: number) {
  const nth = async (table: 'payments' | 'payment_allocations') =>
    (
      await db.all<{ id: string }>(sql`SELECT id FROM ${sql.identifier(table)} WHERE business_id = ${bid} ORDER BY id
        LIMIT 1 OFFSET ${pick % 7}`)
    )[0]?.id;
  const [method, type, kind] = [METHODS[pick % 3], TYPES[(pick >> 2) % 3], KINDS[(pick >> 4) % 3]];
  const payment = await nth('payments');
  if (k < 5 || !payment)
    await db.run(sql`INSERT INTO payments (id, business_id, checkout_id, kind, type, method, amount, currency, taken_at, voucher_id,
      reverses_id, created_at) VALUES (${crypto.randomUUID()}, ${bid}, 'k', ${kind}, ${type}, ${method},
      ${kind === 'payment' ? amount : -amount}, 'GBP', ${at}, ${method === 'gift_voucher' ? 'v' : null},
      ${kind === 'payment' ? null : crypto.randomUUID()}, 0)`);
  else if (k < 7)
    // A refund may become a void and back (a payment stays one: the sign check).
    await db.run(sql`UPDATE payments SET taken_at = ${at}, method = ${method}, type = ${type},
      voucher_id = ${method === 'gift_voucher' ? 'v' : null}, kind = CASE WHEN kind = 'payment' THEN kind ELSE ${kind === 'void' ? 'void' : 'refund'} END WHERE id = ${payment}`);
  else if (k === 7) await db.run(sql`DELETE FROM payments WHERE id = ${payment}`);
  else if (k < 10) {
    const appts = await db.all<{ id: string }>(sql`SELECT id FROM appointments WHERE business_id = ${bid} ORDER BY id`);
    const appt = appts[pick % Math.max(1, appts.length)]?.id;
    if (appt)
      await db.run(sql`INSERT INTO payment_allocations (id, payment_id, business_id, appointment_id, amount, currency)
        VALUES (${crypto.randomUUID()}, ${payment}, ${bid}, ${appt}, ${1 + (amount % 900)}, 'GBP')`);
  } else {
    const alloc = await nth('payment_allocations');
    if (alloc && k === 10) await db.run(sql`UPDATE payment_allocations SET amount = ${1 + (amount % 700)} WHERE id = ${alloc}`);
    else if (alloc) await db.run(sql`DELETE FROM payment_allocations WHERE id = ${alloc}`);
  }
}

/**
 * The financial tab's ledger and allocations equal the same read from the raw rows: from the days when the request
 * may read them (a plan), else from analytics_allocations and the payments.
 */
export async function checkMoneyFigures(scope: BusinessScope, span: Span, plan: DayPlan | null, at: string) {
  const keyed = (rows: { method: string; type: string; kind: string; amount: number; n: number }[]) =>
    rows
      .filter((r) => Number(r.amount) !== 0 || Number(r.n) !== 0)
      .map((r) => [r.method, r.type, r.kind, Number(r.amount), Number(r.n)] as Row)
      .sort(cmp);
  const ledgerSpan = { startDate: span.fromDate, endDate: span.toDate, from: new Date(span.from), to: new Date(span.to) };
  const raw = keyed(await ledgerRows(scope, ledgerSpan));
  if (plan) expect(keyed(await ledgerDaySums(scope, plan.days)), `ledger ${at}`).toEqual(raw);
  // What every income reader calls (income, the dashboard, tax, goals, financial): the days for such a span.
  expect(keyed(await ledgerSums(scope, ledgerSpan)), `ledger sums ${at}`).toEqual(raw);
  const byId = (rows: { id: string; amount: number }[]) => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(r.id, (m.get(r.id) ?? 0) + Number(r.amount));
    return [...m].filter(([, a]) => a !== 0).sort((x, y) => (x[0] < y[0] ? -1 : 1));
  };
  const allocated = await scope.db.all<{ s: string; l: string; a: number }>(sql`
    SELECT coalesce(a.service_id, '') AS s, coalesce(a.location_id, '') AS l, pa.amount AS a
    FROM payment_allocations pa JOIN payments p ON p.id = pa.payment_id JOIN appointments a ON a.id = pa.appointment_id
    WHERE p.business_id = ${scope.businessId} AND p.method <> 'gift_voucher' AND p.taken_at >= ${span.from} AND p.taken_at < ${span.to}`);
  const days = await allocationsIn(scope, span);
  expect(byId(days.service), `by service ${at}`).toEqual(byId(allocated.map((r) => ({ id: r.s, amount: r.a }))));
  expect(byId(days.location), `by location ${at}`).toEqual(byId(allocated.map((r) => ({ id: r.l, amount: r.a }))));
}
