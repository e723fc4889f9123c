import { sql } from 'drizzle-orm';
import { localDay } from '../../src/analytics/visit-days';
import type { Harness } from './harness';
import { keptMoneyDays, rebuiltMoneyDays } from './money-day-copies';

// The daily rollups' rows as kept and as rebuilt from the raw rows (analytics-days.test.ts's property test).

/** The day rows as kept, and as the raw rows give them grouped by Intl's local day of the zone (non-zero rows only). */
export async function keptDays(db: Harness['db'], bid: string) {
  const visits = await db.all<{ day: number; type: string; status: string; visits: number; booked: number }>(sql`
    SELECT day, type, status, visits, booked FROM analytics_visit_days WHERE business_id = ${bid} AND (visits <> 0 OR booked <> 0)
    ORDER BY 1, 2, 3`);
  const income = await db.all<{ day: number; amount: number }>(sql`
    SELECT day, amount FROM analytics_income_days WHERE business_id = ${bid} AND amount <> 0 ORDER BY 1`);
  const groups = await db.all<Record<string, unknown>>(sql`
    SELECT day, kind, id, status, visits, minutes, value FROM analytics_group_days WHERE business_id = ${bid}
      AND (visits <> 0 OR minutes <> 0 OR value <> 0) ORDER BY 1, 2, 3, 4`);
  // Migration 0039: appointments by day and type, sales and their lines' quantities by day.
  const sessions = await db.all<Record<string, unknown>>(sql`
    SELECT day, type, n FROM analytics_session_days WHERE business_id = ${bid} AND n <> 0 ORDER BY 1, 2`);
  const sales = await db.all<Record<string, unknown>>(sql`
    SELECT day, sales, products, vouchers FROM analytics_sale_days WHERE business_id = ${bid}
      AND (sales <> 0 OR products <> 0 OR vouchers <> 0) ORDER BY 1`);
  return {
    visits: visits.map((r) => Object.values(r)),
    income: income.map((r) => Object.values(r)),
    groups: groups.map((r) => Object.values(r)),
    sessions: sessions.map((r) => Object.values(r)),
    sales: sales.map((r) => Object.values(r)),
    ...(await keptMoneyDays(db, bid)),
  };
}
export async function rebuiltDays(db: Harness['db'], bid: string, tz: string) {
  const rows = await db.all<{
    id: string;
    start_at: number;
    end_at: number;
    type: string;
    status: string;
    service_id: string | null;
    class_id: string | null;
    location_id: string | null;
    value: number;
  }>(sql`
    SELECT appointment_id AS id, start_at, end_at, type, status, service_id, class_id, location_id, value FROM analytics_visits
    WHERE business_id = ${bid} AND type <> 'blocked'`);
  // The day groups (migration 0031): per day, kind, group and stored status: visits, minutes, value.
  const groups = new Map<string, [number, string, string, string, number, number, number]>();
  const group = (day: number, kind: string, id: string | null, r: (typeof rows)[number]) => {
    const k = `${day}|${kind}|${id ?? ''}|${r.status}`;
    const g = groups.get(k) ?? [day, kind, id ?? '', r.status, 0, 0, 0];
    g[4] += 1;
    g[5] += Math.trunc((r.end_at - r.start_at) / 60_000);
    g[6] += r.value;
    groups.set(k, g);
  };
  const by = new Map<string, [number, string, string, number, number]>();
  const add = (day: number, type: string, status: string, visits: number, booked: number) => {
    const k = `${day}|${type}|${status}`;
    const r = by.get(k) ?? [day, type, status, 0, 0];
    r[3] += visits;
    r[4] += booked;
    by.set(k, r);
  };
  const booked = new Map<string, { day: number; type: string; m: number }>();
  for (const r of rows) {
    const day = localDay(r.start_at, tz);
    add(day, r.type, r.status, 1, 0);
    if (r.type === 'appointment') group(day, 's', r.service_id, r);
    if (r.type === 'class_session') group(day, 'c', r.class_id, r);
    group(day, 'l', r.location_id, r);
    if (r.status !== 'cancelled') {
      const m = Math.trunc((r.end_at - r.start_at) / 60_000);
      booked.set(r.id, { day, type: r.type, m: Math.max(booked.get(r.id)?.m ?? 0, m) });
    }
  }
  for (const b of booked.values()) add(b.day, b.type, '', 0, b.m);
  const pays = await db.all<{ t: number; a: number }>(sql`
    SELECT taken_at AS t, amount AS a FROM payments WHERE business_id = ${bid} AND method <> 'gift_voucher'`);
  const income = new Map<number, number>();
  for (const p of pays) income.set(localDay(p.t, tz), (income.get(localDay(p.t, tz)) ?? 0) + p.a);
  const cmp = (x: unknown[], y: unknown[]) => {
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number | string) < (y[i] as number | string) ? -1 : 1;
    return 0;
  };
  // Migration 0039 from the raw rows: every appointments row by Intl's local day of its start and its type; each
  // sale not deleted by the local day it was sold, with the quantities of its lines (of its own business).
  const appts = await db.all<{ t: number; type: string }>(sql`
    SELECT start_at AS t, type FROM appointments WHERE business_id = ${bid}`);
  const sessions = new Map<string, [number, string, number]>();
  for (const a of appts) {
    const k = `${localDay(a.t, tz)}|${a.type}`;
    const r = sessions.get(k) ?? [localDay(a.t, tz), a.type, 0];
    r[2] += 1;
    sessions.set(k, r);
  }
  const sold = await db.all<{ t: number; products: number; vouchers: number }>(sql`
    SELECT s.sold_at AS t,
      (SELECT coalesce(sum(quantity), 0) FROM sale_lines l WHERE l.sale_id = s.id AND l.business_id = s.business_id AND l.kind = 'product') AS products,
      (SELECT coalesce(sum(quantity), 0) FROM sale_lines l WHERE l.sale_id = s.id AND l.business_id = s.business_id AND l.kind = 'gift_voucher') AS vouchers
    FROM sales s WHERE s.business_id = ${bid} AND s.deleted_at IS NULL`);
  const sales = new Map<number, [number, number, number, number]>();
  for (const x of sold) {
    const d = localDay(x.t, tz);
    const r = sales.get(d) ?? [d, 0, 0, 0];
    r[1] += 1;
    r[2] += x.products;
    r[3] += x.vouchers;
    sales.set(d, r);
  }
  return {
    visits: [...by.values()].filter((r) => r[3] !== 0 || r[4] !== 0).sort(cmp),
    income: [...income].filter(([, a]) => a !== 0).sort(cmp),
    groups: [...groups.values()].sort(cmp),
    sessions: [...sessions.values()].sort(cmp),
    sales: [...sales.values()].sort(cmp),
    ...(await rebuiltMoneyDays(db, bid, tz)),
  };
}
