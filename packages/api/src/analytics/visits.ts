import { type SQL, sql } from 'drizzle-orm';
import { expandSeries, seriesInRange } from '../appointments/series';
import type { BusinessScope } from '../core/scope';
import { addDays, toInstant } from '../shared/zoned';
import { analyticsVisits } from './visit-table';

/**
 * The diary as analytics reads it (definitions: ./definitions.md). A *visit* is a client's place in an
 * appointment or class session: a stored `appointment_clients` row, or a client of a series occurrence that
 * has no row of its own. Its status is what the owner marked, except that a visit still `pending` whose start
 * has passed counts as `attended`; future pending visits stay `pending` (neither attended nor missed).
 */
export interface Span {
  /** Instants [from, to) and the local dates they cover (inclusive). */
  from: number;
  to: number;
  fromDate: string;
  toDate: string;
}

/** A series occurrence's row for the visits table: id, client, start, end, type, service, class, location, value, status. */
export type OccurrenceVisit = [
  string,
  string,
  number,
  number,
  string,
  string | null,
  string | null,
  string | null,
  number,
  string,
];

/** Per request (scope), the occurrences already expanded by span: a tab asks for the same span from several figures. */
const expanded = new WeakMap<BusinessScope, Map<string, Promise<OccurrenceVisit[]>>>();

/** The series occurrences (no row of their own) starting in the span, one entry per client (status pending → attended once started). */
export function occurrenceVisits(scope: BusinessScope, span: Span): Promise<OccurrenceVisit[]> {
  const bySpan = expanded.get(scope) ?? new Map<string, Promise<OccurrenceVisit[]>>();
  expanded.set(scope, bySpan);
  const key = `${span.from}:${span.to}`;
  const known = bySpan.get(key);
  if (known) return known;
  const fresh = expand(scope, span);
  bySpan.set(key, fresh);
  return fresh;
}

async function expand(scope: BusinessScope, span: Span): Promise<OccurrenceVisit[]> {
  const tz = scope.business.timezone;
  const series = await seriesInRange(scope.db, scope.businessId, addDays(span.fromDate, -1), span.toDate);
  if (series.length === 0) return [];
  const clientsOf = new Map(series.map((s) => [s.id, s.client_ids ?? []]));
  const earliest = series.reduce((d, s) => (s.start_date < d ? s.start_date : d), span.fromDate);
  const now = scope.now.getTime();
  const out: OccurrenceVisit[] = [];
  for (const r of expandSeries(series, tz, earliest, span.toDate, span.from, span.to)) {
    const start = r.start_at.getTime();
    if (r.type === 'blocked' || start < span.from || start >= span.to) continue;
    const value = Math.max(0, r.price * r.quantity - r.discounted_amount);
    const status = start <= now ? 'attended' : 'pending';
    for (const cid of clientsOf.get(r.series_id ?? '') ?? [])
      out.push([r.id, cid, start, r.end_at.getTime(), r.type, r.service_id, r.class_id, r.location_id, value, status]);
  }
  return out;
}

/**
 * SQL: every visit starting in the span (stored rows, read from the trigger-maintained `analytics_visits` copy
 * (./visit-table.ts) as one range of its (business, start) key, UNION ALL the occurrences passed as JSON), with columns
 * appointment_id, client_id, start_at, end_at, type, service_id, class_id, location_id, value, status.
 * Use it as `FROM (${visitsSql(...)}) v`.
 */
export function visitsSql(scope: BusinessScope, span: Pick<Span, 'from' | 'to'>, occurrences: OccurrenceVisit[]): SQL {
  const now = scope.now.getTime();
  const j = (i: number) => sql.raw(`json_extract(o.value, '$[${i}]')`);
  const v = analyticsVisits;
  return sql`
    SELECT ${v.appointment_id} AS appointment_id, ${v.client_id} AS client_id, ${v.start_at} AS start_at,
      ${v.end_at} AS end_at, ${v.type} AS type, ${v.service_id} AS service_id, ${v.class_id} AS class_id,
      ${v.location_id} AS location_id, ${v.value} AS value,
      CASE WHEN ${v.status} = 'pending' AND ${v.start_at} <= ${now} THEN 'attended' ELSE ${v.status} END AS status
    FROM ${v}
    WHERE ${v.business_id} = ${scope.businessId} AND ${v.start_at} >= ${span.from} AND ${v.start_at} < ${span.to}
      AND ${v.type} <> 'blocked'
    UNION ALL
    SELECT ${j(0)}, ${j(1)}, ${j(2)}, ${j(3)}, ${j(4)}, ${j(5)}, ${j(6)}, ${j(7)}, ${j(8)}, ${j(9)}
    FROM json_each(${JSON.stringify(occurrences)}) o`;
}

/** The span of local dates [startDate, endDate] (inclusive) in the business's zone. */
export function spanOfDates(scope: BusinessScope, startDate: string, endDate: string): Span {
  const tz = scope.business.timezone;
  return { from: toInstant(startDate, 0, tz), to: toInstant(addDays(endDate, 1), 0, tz), fromDate: startDate, toDate: endDate };
}
