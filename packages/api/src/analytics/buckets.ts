import { clients, expenses, payments } from '@kairos/db';
import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../availability/zoned';
import type { BusinessScope } from '../core/scope';
import type { AnalyticsOutput } from '../shared/analytics-schemas';
import { weekStart } from './calendar';
import { localDateSql, zoneWindow } from './local-time';
import type { Bucket } from './period';
import { occurrenceVisits, type Span, visitsSql } from './visits';

/** SQL: the first date of the bucket (day, week per the calendar's week start, month) holding a local date expression. */
function bucketSql(date: SQL, bucket: Bucket, startsOn: 'monday' | 'sunday'): SQL {
  if (bucket === 'day') return date;
  if (bucket === 'month') return sql`strftime('%Y-%m-01', ${date})`;
  const ws = startsOn === 'monday' ? 1 : 0;
  return sql`date(${date}, '-' || ((CAST(strftime('%w', ${date}) AS INTEGER) + 7 - ${ws}) % 7) || ' days')`;
}

/** The first date of each bucket from the span's start (the first one starts at the span's start). */
function bucketStarts(span: Span, bucket: Bucket, startsOn: 'monday' | 'sunday'): string[] {
  const out: string[] = [];
  const first = (d: string) => (bucket === 'day' ? d : bucket === 'month' ? `${d.slice(0, 7)}-01` : weekStart(d, startsOn));
  for (let d = first(span.fromDate); d <= span.toDate; ) {
    out.push(d);
    d = bucket === 'day' ? addDays(d, 1) : bucket === 'week' ? addDays(d, 7) : `${addDays(d, 31).slice(0, 7)}-01`;
  }
  return out;
}

type Row = { k: string; v: number };

/** Income, expenses, visits and new clients per bucket: four grouped queries, local dates computed in SQL (DST-aware). */
export async function bucketSeries(
  scope: BusinessScope,
  span: Span,
  bucket: Bucket,
  startsOn: 'monday' | 'sunday',
): Promise<AnalyticsOutput['series']> {
  const zone = zoneWindow(scope.business.timezone, span.from, span.to);
  const key = (col: SQL) => bucketSql(localDateSql(col, zone), bucket, startsOn);
  const b = scope.businessId;
  const occ = await occurrenceVisits(scope, span);
  const [income, spent, visits, fresh] = await Promise.all([
    scope.db.all<Row>(sql`
      SELECT ${key(sql`${payments.taken_at}`)} AS k, sum(${payments.amount}) AS v FROM ${payments}
      WHERE ${payments.business_id} = ${b} AND ${payments.taken_at} >= ${span.from} AND ${payments.taken_at} < ${span.to}
        AND ${payments.method} <> 'gift_voucher' GROUP BY k`),
    scope.db.all<Row>(sql`
      SELECT ${bucketSql(sql`${expenses.date}`, bucket, startsOn)} AS k, sum(${expenses.amount}) AS v FROM ${expenses}
      WHERE ${expenses.business_id} = ${b} AND ${expenses.date} >= ${span.fromDate} AND ${expenses.date} <= ${span.toDate}
      GROUP BY k`),
    scope.db.all<Row>(sql`SELECT ${key(sql`start_at`)} AS k, count(*) AS v FROM (${visitsSql(scope, span, occ)}) GROUP BY k`),
    scope.db.all<Row>(sql`
      SELECT ${key(sql`${clients.created_at}`)} AS k, count(*) AS v FROM ${clients}
      WHERE ${clients.business_id} = ${b} AND ${clients.created_at} >= ${span.from} AND ${clients.created_at} < ${span.to}
      GROUP BY k`),
  ]);
  const map = (rows: Row[]) => new Map(rows.map((r) => [r.k < span.fromDate ? span.fromDate : r.k, Number(r.v)]));
  const [i, e, v, n] = [map(income), map(spent), map(visits), map(fresh)];
  return bucketStarts(span, bucket, startsOn).map((k) => {
    const date = k < span.fromDate ? span.fromDate : k;
    return {
      date,
      income: i.get(date) ?? 0,
      expenses: e.get(date) ?? 0,
      visits: v.get(date) ?? 0,
      new_clients: n.get(date) ?? 0,
    };
  });
}
