import { clients, expenses } from '@kairos/db';
import { type SQL, sql } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import type { AnalyticsOutput } from '../shared/analytics-schemas';
import { addDays } from '../shared/zoned';
import { weekStart } from './calendar';
import { dayDate, localDaySql, zoneWindow } from './local-time';
import type { Bucket } from './period';
import { dayZone } from './visit-days';
import { incomeByDaySql, storedVisitsByDaySql } from './visit-hours';
import { occurrenceVisits, type Span } from './visits';

type StartsOn = 'monday' | 'sunday';

/** The first date of the bucket holding a date, clipped to the span's start. */
function bucketKey(date: string, span: Span, bucket: Bucket, startsOn: StartsOn): string {
  const k = bucket === 'day' ? date : bucket === 'month' ? `${date.slice(0, 7)}-01` : weekStart(date, startsOn);
  return k < span.fromDate ? span.fromDate : k;
}

/** Each bucket's first date from the span's start (the first bucket starts at the span's start). */
function bucketStarts(span: Span, bucket: Bucket, startsOn: StartsOn): string[] {
  const out: string[] = [];
  for (let d = span.fromDate; d <= span.toDate; d = addDays(d, 1)) {
    const k = bucketKey(d, span, bucket, startsOn);
    if (out[out.length - 1] !== k) out.push(k);
  }
  return out;
}

type Row = { k: string | number; v: number };

/**
 * Income, expenses, visits and new clients per bucket. SQL sums per local day (the day number is integer
 * arithmetic over the zone's offsets, DST-aware; expenses carry their local date), at most one row per day;
 * the days are folded into buckets here.
 */
export async function bucketSeries(
  scope: BusinessScope,
  span: Span,
  bucket: Bucket,
  startsOn: StartsOn,
): Promise<AnalyticsOutput['series']> {
  const zone = zoneWindow(scope.business.timezone, span.from, span.to);
  const day = (col: SQL) => localDaySql(col, zone);
  const b = scope.businessId;
  const [occ] = await Promise.all([occurrenceVisits(scope, span), dayZone(scope)]);
  // Stored visits and income from the daily rollups, else the hourly ones (visit-hours.ts).
  const [income, spent, visits, fresh] = await Promise.all([
    scope.db.all<Row>(incomeByDaySql(scope, span, zone, day)),
    scope.db.all<Row>(sql`
      SELECT ${expenses.date} AS k, sum(${expenses.amount}) AS v FROM ${expenses}
      WHERE ${expenses.business_id} = ${b} AND ${expenses.date} >= ${span.fromDate} AND ${expenses.date} <= ${span.toDate}
      GROUP BY k`),
    scope.db.all<Row>(
      sql`${storedVisitsByDaySql(scope, span, zone, day)}
        UNION ALL SELECT ${day(sql`value`)}, count(*) FROM json_each(${JSON.stringify(occ.map((o) => o[2]))}) GROUP BY 1`,
    ),
    scope.db.all<Row>(sql`
      SELECT ${day(sql`${clients.created_at}`)} AS k, count(*) AS v FROM ${clients}
      WHERE ${clients.business_id} = ${b} AND ${clients.created_at} >= ${span.from} AND ${clients.created_at} < ${span.to}
      GROUP BY k`),
  ]);
  const fold = (rows: Row[]) => {
    const out = new Map<string, number>();
    for (const r of rows) {
      const k = bucketKey(typeof r.k === 'string' ? r.k : dayDate(Number(r.k)), span, bucket, startsOn);
      out.set(k, (out.get(k) ?? 0) + Number(r.v));
    }
    return out;
  };
  const [i, e, v, n] = [fold(income), fold(spent), fold(visits), fold(fresh)];
  return bucketStarts(span, bucket, startsOn).map((date) => ({
    date,
    income: i.get(date) ?? 0,
    expenses: e.get(date) ?? 0,
    visits: v.get(date) ?? 0,
    new_clients: n.get(date) ?? 0,
  }));
}
