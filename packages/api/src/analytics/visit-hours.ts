import { payments } from '@kairos/db';
import { type SQL, sql } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import type { ZoneWindow } from './local-time';
import { type DayRange, dayInstants, dayPlan, daysWhere, localDay } from './visit-days';
import {
  analyticsVisitHours as h,
  analyticsIncomeDays as idy,
  analyticsIncomeHours as ih,
  analyticsVisits as v,
  analyticsVisitDays as vd,
} from './visit-table';

const HOUR = 3_600_000;
const MIN = 60_000;

/** Instants [from, to). */
type Range = [number, number];

/**
 * How a span [from, to) is read: the whole UTC hours inside it from the hourly rollup, split at the hour holding
 * `now` (before it a pending visit has started, so counts as attended; after it, it stays pending), and the rest
 * straight from analytics_visits: the partial hours at the edges (zones off the hour) and the hour holding now.
 */
export function hourPlan(from: number, to: number, now: number): { past: Range; future: Range; raw: Range[] } {
  const [h0, h1] = [Math.ceil(from / HOUR), Math.floor(to / HOUR)];
  if (from < 0 || h0 >= h1) return { past: [0, 0], future: [0, 0], raw: [[from, to]] };
  const nowH = Math.floor(now / HOUR);
  const raw: Range[] = [];
  if (from < h0 * HOUR) raw.push([from, h0 * HOUR]);
  if (nowH >= h0 && nowH < h1) raw.push([nowH * HOUR, (nowH + 1) * HOUR]);
  if (h1 * HOUR < to) raw.push([h1 * HOUR, to]);
  return { past: [h0, Math.min(h1, Math.max(h0, nowH))], future: [Math.max(h0, nowH + 1), h1], raw };
}

const rawWhere = (scope: BusinessScope, [from, to]: Range) =>
  sql`${v.business_id} = ${scope.businessId} AND ${v.start_at} >= ${from} AND ${v.start_at} < ${to} AND ${v.type} <> 'blocked'`;
const hoursWhere = (scope: BusinessScope, [a, b]: Range) =>
  sql`${h.business_id} = ${scope.businessId} AND ${h.hour} >= ${a} AND ${h.hour} < ${b}`;

/** The hourly plan's parts over [from, to) as (st, n, b) rows. */
function hourParts(scope: BusinessScope, from: number, to: number, now: number): SQL[] {
  const p = hourPlan(from, to, now);
  return [
    sql`SELECT CASE WHEN ${h.status} = 'pending' THEN 'attended' ELSE ${h.status} END AS st, ${h.visits} AS n, ${h.booked} AS b
      FROM ${h} WHERE ${hoursWhere(scope, p.past)}`,
    sql`SELECT ${h.status}, ${h.visits}, ${h.booked} FROM ${h} WHERE ${hoursWhere(scope, p.future)}`,
    ...p.raw.flatMap((r) => [
      sql`SELECT CASE WHEN ${v.status} = 'pending' AND ${v.start_at} <= ${now} THEN 'attended' ELSE ${v.status} END, 1, 0
        FROM ${v} WHERE ${rawWhere(scope, r)}`,
      sql`SELECT '', 0, max(${v.end_at} - ${v.start_at}) / ${MIN} FROM ${v}
        WHERE ${rawWhere(scope, r)} AND ${v.status} <> 'cancelled' GROUP BY ${v.appointment_id}`,
    ]),
  ];
}

/**
 * SQL, one row: the stored visits starting in [from, to) by attendance as analytics counts it (visits, attended,
 * cancelled, no_show) and the booked minutes (series occurrences not included). A span of whole local days (with
 * its dates) reads the daily rollup for every day but today (before it a pending visit has started, so counts as
 * attended; after it, it stays pending) and today from the hours, when the request may read days (visit-days.ts
 * dayZone, awaited before). Other spans: the rollup's whole hours plus the raw rest.
 */
export function storedTotalsSql(scope: BusinessScope, span: Span): SQL {
  const now = scope.now.getTime();
  const plan = dayPlan(scope, span);
  let parts: SQL[];
  if (!plan) parts = hourParts(scope, span.from, span.to, now);
  else {
    const today = localDay(now, plan.tz);
    const past: DayRange = [plan.days[0], Math.min(plan.days[1], Math.max(plan.days[0], today))];
    const future: DayRange = [Math.max(plan.days[0], today + 1), plan.days[1]];
    const inToday = today >= plan.days[0] && today < plan.days[1];
    const todaySpan = inToday ? dayInstants(today, plan.tz) : null;
    parts = [
      sql`SELECT CASE WHEN ${vd.status} = 'pending' THEN 'attended' ELSE ${vd.status} END AS st, ${vd.visits} AS n, ${vd.booked} AS b
        FROM ${vd} WHERE ${daysWhere(scope, past)}`,
      sql`SELECT ${vd.status}, ${vd.visits}, ${vd.booked} FROM ${vd} WHERE ${daysWhere(scope, future)}`,
      ...(todaySpan ? hourParts(scope, todaySpan[0], todaySpan[1], now) : []),
    ];
  }
  return sql`SELECT coalesce(sum(n), 0) AS visits, coalesce(sum(CASE WHEN st = 'attended' THEN n END), 0) AS attended,
      coalesce(sum(CASE WHEN st = 'cancelled' THEN n END), 0) AS cancelled,
      coalesce(sum(CASE WHEN st = 'no_show' THEN n END), 0) AS no_show, coalesce(sum(b), 0) AS booked
    FROM (${sql.join(parts, sql` UNION ALL `)})`;
}

/** Whether every offset of the zone over the window, and every change, falls on a whole UTC hour (so no hour straddles local midnight). */
const onTheHour = (w: ZoneWindow) => w.first % HOUR === 0 && w.changes.every((c) => c.offset % HOUR === 0 && c.at % HOUR === 0);

type Span = { from: number; to: number; fromDate?: string; toDate?: string };

/**
 * SQL rows (k: local day number, v) over [from, to), several per day possible (sum them). A span of whole local
 * days the request may read days of (dayPlan): `days` from the daily rollup. Otherwise `hours` over the whole UTC
 * hours (grouped by local day) and `raw` over each partial edge; when the zone is off the hour, `raw` over the
 * whole span.
 */
function byDaySql(
  scope: BusinessScope,
  span: Span,
  w: ZoneWindow,
  hours: (r: Range) => SQL,
  raw: (r: Range) => SQL,
  days: (r: DayRange) => SQL,
): SQL {
  const plan = dayPlan(scope, span);
  if (plan) return days(plan.days);
  const p = hourPlan(span.from, span.to, -HOUR);
  const parts = onTheHour(w) ? [hours(p.future), ...p.raw.map((r) => raw(r))] : [raw([span.from, span.to])];
  return sql.join(parts, sql` UNION ALL `);
}

/** Visits (any status) by local day from the rollups and analytics_visits; `day` turns an instant column into its local day number. */
export const storedVisitsByDaySql = (scope: BusinessScope, span: Span, w: ZoneWindow, day: (col: SQL) => SQL): SQL =>
  byDaySql(
    scope,
    span,
    w,
    (r) => sql`SELECT ${day(sql`${h.hour} * ${HOUR}`)} AS k, sum(${h.visits}) AS v FROM ${h} WHERE ${hoursWhere(scope, r)}
      AND ${h.status} <> '' GROUP BY k`,
    (r) => sql`SELECT ${day(sql`${v.start_at}`)} AS k, count(*) AS v FROM ${v} WHERE ${rawWhere(scope, r)} GROUP BY 1`,
    (r) => sql`SELECT ${vd.day} AS k, sum(${vd.visits}) AS v FROM ${vd} WHERE ${daysWhere(scope, r)}
      AND ${vd.status} <> '' GROUP BY 1`,
  );

const paymentsIn = (scope: BusinessScope, [from, to]: Range) =>
  sql`${payments.business_id} = ${scope.businessId} AND ${payments.taken_at} >= ${from} AND ${payments.taken_at} < ${to}
    AND ${payments.method} <> 'gift_voucher'`;

/**
 * SQL, one value: net income in the span (= incomeIn's net): a span of whole local days from analytics_income_days
 * (when the request may read days: dayPlan), otherwise the whole hours from analytics_income_hours and the edges
 * from payments.
 */
export function incomeSql(scope: BusinessScope, span: Span): SQL {
  const p = hourPlan(span.from, span.to, -HOUR);
  const plan = dayPlan(scope, span);
  const parts = plan
    ? [sql`SELECT sum(${idy.amount}) AS x FROM ${idy} WHERE ${daysWhere(scope, plan.days, idy)}`]
    : [
        sql`SELECT sum(${ih.amount}) AS x FROM ${ih} WHERE ${ih.business_id} = ${scope.businessId} AND ${ih.hour} >= ${p.future[0]}
          AND ${ih.hour} < ${p.future[1]}`,
        ...p.raw.map((r) => sql`SELECT sum(${payments.amount}) FROM ${payments} WHERE ${paymentsIn(scope, r)}`),
      ];
  return sql`SELECT coalesce(sum(x), 0) FROM (${sql.join(parts, sql` UNION ALL `)})`;
}

/** Net income by local day from the income rollups and payments (as storedVisitsByDaySql). */
export const incomeByDaySql = (scope: BusinessScope, span: Span, w: ZoneWindow, day: (col: SQL) => SQL): SQL =>
  byDaySql(
    scope,
    span,
    w,
    ([a, b]) => sql`SELECT ${day(sql`${ih.hour} * ${HOUR}`)} AS k, sum(${ih.amount}) AS v FROM ${ih}
      WHERE ${ih.business_id} = ${scope.businessId} AND ${ih.hour} >= ${a} AND ${ih.hour} < ${b} GROUP BY k`,
    (r) =>
      sql`SELECT ${day(sql`${payments.taken_at}`)} AS k, sum(${payments.amount}) AS v FROM ${payments}
        WHERE ${paymentsIn(scope, r)} GROUP BY 1`,
    (r) => sql`SELECT ${idy.day} AS k, sum(${idy.amount}) AS v FROM ${idy} WHERE ${daysWhere(scope, r, idy)} GROUP BY 1`,
  );
