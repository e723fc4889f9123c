import { appointments as a, clients, expenses, saleLines, sales } from '@kairos/db';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import { unindexed } from '../payments/present';
import type { AnalyticsFigures } from '../shared/analytics-schemas';
import { dayPlan, daysWhere, dayZone } from './visit-days';
import { incomeSql, storedTotalsSql } from './visit-hours';
import {
  analyticsClientVisits,
  analyticsVisitDays,
  analyticsVisitHours,
  analyticsVisits,
  analyticsSaleDays as sd,
  analyticsSessionDays as ssd,
} from './visit-table';
import { type OccurrenceVisit, occurrenceVisits, type Span } from './visits';

const n = (x: unknown) => Number(x ?? 0);
const MIN = 60_000;

/** Net income in the span: payments less voids and refunds, gift-voucher spends left out (= incomeIn's net), from the daily and hourly rollups. */
export const netIncomeSql = (scope: BusinessScope, span: Span): SQL => incomeSql(scope, span);

/** Clients created in the span. */
export async function newClientsIn(scope: BusinessScope, span: Span): Promise<number> {
  const [row] = await scope.db.all<{ n: number }>(sql`
    SELECT count(*) AS n FROM ${clients} WHERE ${clients.business_id} = ${scope.businessId}
      AND ${clients.created_at} >= ${span.from} AND ${clients.created_at} < ${span.to}`);
  return n(row?.n);
}

/** Appointments (not class sessions or blocked time) and class sessions: the stored counts ("n,m"), plus the occurrences. */
function sessionCounts(stored: string, occ: OccurrenceVisit[]) {
  const [appointments = 0, sessions = 0] = stored.split(',').map(Number);
  const types = [...new Map(occ.map((v) => [v[0], v[4]])).values()];
  const of = (type: string) => types.filter((t) => t === type).length;
  return { appointments: appointments + of('appointment'), class_sessions: sessions + of('class_session') };
}

/** What the series occurrences (no row of their own; never cancelled) add: visits by status, clients, booked minutes once per occurrence. */
export function occurrenceTotals(occ: OccurrenceVisit[]) {
  const minutes = new Map(occ.map((o) => [o[0], Math.trunc((o[3] - o[2]) / MIN)]));
  return {
    visits: occ.length,
    attended: occ.filter((o) => o[9] === 'attended').length,
    clients: [...new Set(occ.map((o) => o[1]))],
    booked: [...minutes.values()].reduce((s, m) => s + m, 0),
  };
}

/**
 * SQL, one value: the clients with a visit (not cancelled, not blocked time) starting in the span, plus `extra`
 * (the series occurrences' clients). Two plans, the same answer: 'scan' reads the span's visits and counts the
 * distinct clients; 'probe' asks, per client with a kept visit, whether one lies in the span (answered by their
 * first, second, third and last kept visit when one of them is in it, else a seek of analytics_visits' (business,
 * client, start) index). 'auto' probes when the business has fewer than a quarter
 * as many clients as the hourly rollup counts visits in the span (a long period of a busy business).
 */
export function activeClientsSql(
  scope: BusinessScope,
  span: Span,
  extra: string[],
  plan: 'auto' | 'scan' | 'probe' = 'auto',
): SQL {
  const b = scope.businessId;
  const v = analyticsVisits;
  const inSpan = sql`${v.business_id} = ${b} AND ${v.start_at} >= ${span.from} AND ${v.start_at} < ${span.to}
    AND ${v.type} <> 'blocked' AND ${v.status} <> 'cancelled'`;
  const json = sql`SELECT value FROM json_each(${JSON.stringify(extra)})`;
  const scan = sql`SELECT count(DISTINCT client_id) FROM (SELECT ${v.client_id} AS client_id FROM ${v} WHERE ${inSpan} UNION ALL ${json})`;
  // Per client with a kept visit (analytics_client_visits, migration 0031, in client order): one whose first, second,
  // third or last kept visit starts in the span is active without a probe; one whose kept visits all lie outside it
  // is skipped; only the rest are probed.
  const c = analyticsClientVisits;
  const within = (col: SQLWrapper) => sql`(${col} >= ${span.from} AND ${col} < ${span.to})`;
  const probe = sql`SELECT count(*) FROM (SELECT ${c.client_id} FROM ${c} WHERE ${c.business_id} = ${b}
      AND ${c.last_at} >= ${span.from} AND ${c.first_at} < ${span.to}
      AND (${c.first_at} >= ${span.from} OR ${c.last_at} < ${span.to} OR ${within(c.second_at)} OR ${within(c.third_at)}
        OR EXISTS (SELECT 1 FROM ${v} WHERE ${inSpan} AND ${v.client_id} = ${c.client_id}))
    UNION ${json})`;
  if (plan !== 'auto') return plan === 'scan' ? scan : probe;
  const h = analyticsVisitHours;
  const hours = sql`SELECT coalesce(sum(${h.visits}), 0) FROM ${h} WHERE ${h.business_id} = ${b}
    AND ${h.hour} >= ${Math.floor(span.from / 3_600_000)} AND ${h.hour} < ${Math.floor(span.to / 3_600_000)}`;
  // The span's visits: from the daily rollup when it may be read (a year is 365 rows, not 8,760), else the hours.
  const days = dayPlan(scope, span);
  const d = analyticsVisitDays;
  const visits = days
    ? sql`(SELECT coalesce(sum(${d.visits}), 0) FROM ${d} WHERE ${daysWhere(scope, days.days)})`
    : sql`(${hours})`;
  return sql`SELECT CASE WHEN (SELECT count(*) FROM ${clients} WHERE ${clients.business_id} = ${b}) * 4 < ${visits}
    THEN (${probe}) ELSE (${scan}) END`;
}

/**
 * SQL, one value: the sales (not deleted) sold in the span. A span of whole local days the request may read days of
 * (dayPlan) sums analytics_sale_days (migration 0039), else the sales' index.
 */
export function salesSql(scope: BusinessScope, span: Span): SQL {
  const plan = dayPlan(scope, span);
  if (plan) return sql`SELECT coalesce(sum(${sd.sales}), 0) FROM ${sd} WHERE ${daysWhere(scope, plan.days, sd)}`;
  return sql`SELECT count(*) FROM ${sales} WHERE ${sales.business_id} = ${scope.businessId} AND ${sales.deleted_at} IS NULL
      AND ${sales.sold_at} >= ${span.from} AND ${sales.sold_at} < ${span.to}`;
}

/** SQL, one value "products,vouchers": the quantities on the lines of the span's sales (not deleted), by day as salesSql. */
export function soldSql(scope: BusinessScope, span: Span): SQL {
  const b = scope.businessId;
  const plan = dayPlan(scope, span);
  if (plan)
    return sql`SELECT coalesce(sum(${sd.products}), 0) || ',' || coalesce(sum(${sd.vouchers}), 0) FROM ${sd}
      WHERE ${daysWhere(scope, plan.days, sd)}`;
  return sql`SELECT coalesce(sum(CASE WHEN ${saleLines.kind} = 'product' THEN ${saleLines.quantity} END), 0) || ',' ||
        coalesce(sum(CASE WHEN ${saleLines.kind} = 'gift_voucher' THEN ${saleLines.quantity} END), 0)
      FROM ${sales} JOIN ${saleLines} ON ${saleLines.sale_id} = ${sales.id} AND ${unindexed(saleLines.business_id)} = ${b}
      WHERE ${sales.business_id} = ${b} AND ${sales.deleted_at} IS NULL
        AND ${sales.sold_at} >= ${span.from} AND ${sales.sold_at} < ${span.to}`;
}

/**
 * SQL, one value "appointments,class sessions": the stored appointments rows of each type starting in the span (the
 * series occurrences are added apart), by day as salesSql from analytics_session_days, else the appointments' index.
 */
export function sessionsSql(scope: BusinessScope, span: Span): SQL {
  const plan = dayPlan(scope, span);
  if (plan)
    return sql`SELECT coalesce(sum(CASE WHEN ${ssd.type} = 'appointment' THEN ${ssd.n} END), 0) || ',' ||
        coalesce(sum(CASE WHEN ${ssd.type} = 'class_session' THEN ${ssd.n} END), 0)
      FROM ${ssd} WHERE ${daysWhere(scope, plan.days, ssd)}`;
  return sql`SELECT coalesce(sum(${a.type} = 'appointment'), 0) || ',' || coalesce(sum(${a.type} = 'class_session'), 0)
      FROM ${a} WHERE ${a.business_id} = ${scope.businessId} AND ${a.start_at} >= ${span.from} AND ${a.start_at} < ${span.to}`;
}

/** The period's figures as SQL scalar subqueries, by name (each one aggregate over its own index). */
function columns(scope: BusinessScope, span: Span, activeClients: string[]): Record<string, SQL> {
  const b = scope.businessId;
  return {
    income: netIncomeSql(scope, span),
    expenses: sql`SELECT coalesce(sum(${expenses.amount}), 0) FROM ${expenses} WHERE ${expenses.business_id} = ${b}
      AND ${expenses.date} >= ${span.fromDate} AND ${expenses.date} <= ${span.toDate}`,
    new_clients: sql`SELECT count(*) FROM ${clients} WHERE ${clients.business_id} = ${b}
      AND ${clients.created_at} >= ${span.from} AND ${clients.created_at} < ${span.to}`,
    sales: salesSql(scope, span),
    sold: soldSql(scope, span),
    active_clients: activeClientsSql(scope, span, activeClients),
    sessions: sessionsSql(scope, span),
  };
}

/** One row: the named columns and the stored visits' totals (visit-hours.ts). */
async function totalsRow(scope: BusinessScope, span: Span, cols: Record<string, SQL>, names: string[]) {
  const list = names.map((k) => sql`(${cols[k]}) AS ${sql.identifier(k)}`);
  const [row] = await scope.db.all<Record<string, number | string | null>>(sql`
    SELECT ${sql.join(list, sql`, `)}, t.* FROM (${storedTotalsSql(scope, span)}) t`);
  return row ?? {};
}

/** The visits' figures (below), appointments and class sessions, and the named extra columns' raw values, in one statement. */
async function totalsWith(scope: BusinessScope, span: Span, extra: string[]) {
  const [occ] = await Promise.all([occurrenceVisits(scope, span), dayZone(scope)]);
  const { core, row } = await visitTotalsWith(scope, span, occ, ['sessions', ...extra]);
  return { core: { ...core, ...sessionCounts(String(row.sessions ?? '0,0'), occ) }, row };
}

async function visitTotalsWith(scope: BusinessScope, span: Span, occ: OccurrenceVisit[], extra: string[]) {
  const o = occurrenceTotals(occ);
  const row = await totalsRow(scope, span, columns(scope, span, o.clients), ['income', 'new_clients', ...extra]);
  const core = {
    income: n(row.income),
    visits: n(row.visits) + o.visits,
    attended: n(row.attended) + o.attended,
    cancelled: n(row.cancelled),
    no_show: n(row.no_show),
    new_clients: n(row.new_clients),
    booked: n(row.booked) + o.booked,
  };
  return { core, row };
}

/**
 * The figures most readers need of a period (the dashboard's last week): income, visits by attendance, booked
 * minutes and appointments/class sessions (series included), new clients. Not the active clients, sales or
 * expenses, which periodFigures adds for the numbers tab.
 */
export async function coreTotals(scope: BusinessScope, span: Span) {
  return (await totalsWith(scope, span, [])).core;
}

/**
 * coreTotals without the appointments and class sessions (the KPIs: a year's count of appointments by type walks the
 * period's appointments, ~25,000 index entries, for figures the tab does not show).
 */
export async function visitTotals(scope: BusinessScope, span: Span) {
  const [occ] = await Promise.all([occurrenceVisits(scope, span), dayZone(scope)]);
  return (await visitTotalsWith(scope, span, occ, [])).core;
}

/**
 * "The numbers" for a span (docs/product/analytics.md analytics), one statement: the core figures (stored visits' counts from the
 * hourly rollup, visit-hours.ts; series occurrences added) plus expenses, active clients and sales.
 */
export async function periodFigures(scope: BusinessScope, span: Span): Promise<AnalyticsFigures> {
  const { core, row } = await totalsWith(scope, span, ['expenses', 'active_clients', 'sales', 'sold']);
  const [products = 0, vouchers = 0] = String(row.sold ?? '0,0')
    .split(',')
    .map(Number);
  const { booked: _, ...figures } = core;
  return {
    ...figures,
    expenses: n(row.expenses),
    profit: core.income - n(row.expenses),
    active_clients: n(row.active_clients),
    sales: n(row.sales),
    products_sold: products,
    vouchers_sold: vouchers,
  };
}
