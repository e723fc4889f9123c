import { clients } from '@kairos/db';
import { sql } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';
import { analyticsClientVisits as cv, analyticsVisits as x } from './visit-table';
import { type OccurrenceVisit, occurrenceVisits, type Span } from './visits';

const FAR = { from: 0, to: 8_000_000_000_000, fromDate: '1970-01-01', toDate: '2199-12-31' };

/** Per client, what the series occurrences add (any time): one before the period, how many up to its end, the last. */
async function seriesByClient(scope: BusinessScope, period: Span): Promise<[string, number, number, number][]> {
  const by = new Map<string, [string, number, number, number]>();
  for (const [, client, start] of await occurrenceVisits(scope, FAR)) {
    const c = by.get(client) ?? [client, 0, 0, 0];
    if (start < period.from) c[1] = 1;
    if (start < period.to) c[2] += 1;
    c[3] = Math.max(c[3], start);
    by.set(client, c);
  }
  return [...by.values()];
}

/** The series occurrences per client: [client, visits (never cancelled), attended, last attended start, last start]. */
function occurrencesByClient(occ: OccurrenceVisit[]) {
  const by = new Map<string, [string, number, number, number | null, number]>();
  for (const [, client, start, , , , , , , status] of occ) {
    const c = by.get(client) ?? [client, 0, 0, null, start];
    c[1] += 1;
    if (status === 'attended') {
      c[2] += 1;
      c[3] = Math.max(c[3] ?? start, start);
    }
    c[4] = Math.max(c[4], start);
    by.set(client, c);
  }
  return [...by.values()];
}

/**
 * Clients' figures for a period (definitions.md): active, returning (a visit before), retained (3rd appointment or
 * more by the period's end), those with an attended visit, and those rebooked after their last attended visit.
 * The period's visits are grouped by client (one seek of `analytics_visits`' (business, client, start) index per
 * client); what each had before and after the period comes from `analytics_client_visits` (migration 0031: the
 * first, second, third and last start of their kept visits), one seek per client: returning = first before the
 * period, retained = the (3 − series visits)th by its end, rebooked = booked again after it. Series occurrences
 * come in per client as JSON.
 */
export async function clientCounts(scope: BusinessScope, period: Span) {
  const [occ, series] = await Promise.all([occurrenceVisits(scope, period), seriesByClient(scope, period)]);
  // Each client's visits in the period: one seek of analytics_visits' (business, client, start) index per client of
  // the business (no sort of the period's visits by client); null for a client with none.
  const attendedSql = sql`(${x.status} = 'attended' OR (${x.status} = 'pending' AND ${x.start_at} <= ${scope.now.getTime()}))`;
  const perClient = sql`SELECT CASE WHEN count(*) > 0 THEN json_array(sum(${x.status} <> 'cancelled'), sum(${attendedSql}),
      max(CASE WHEN ${attendedSql} THEN ${x.start_at} END), max(CASE WHEN ${x.status} <> 'cancelled' THEN ${x.start_at} END)) END
    FROM ${x} WHERE ${x.business_id} = ${scope.businessId} AND ${x.client_id} = ${clients.id}
      AND ${x.start_at} >= ${period.from} AND ${x.start_at} < ${period.to} AND ${x.type} <> 'blocked'`;
  const [row] = await scope.db.all<Record<string, number | null>>(sql`
    WITH pc AS MATERIALIZED (
      SELECT ${clients.id} AS client_id, (${perClient}) AS agg FROM ${clients} WHERE ${clients.business_id} = ${scope.businessId}),
    p AS (
      SELECT client_id, sum(in_period) AS in_period, sum(attended) AS attended, max(last_attended) AS last_attended,
        max(last_booked) AS last_booked
      FROM (
        SELECT client_id, json_extract(agg, '$[0]') AS in_period, json_extract(agg, '$[1]') AS attended,
          json_extract(agg, '$[2]') AS last_attended, json_extract(agg, '$[3]') AS last_booked
        FROM pc WHERE agg IS NOT NULL
        UNION ALL
        SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'),
          json_extract(value, '$[3]'), json_extract(value, '$[4]')
        FROM json_each(${JSON.stringify(occurrencesByClient(occ))}))
      GROUP BY client_id),
    s AS (
      SELECT json_extract(value, '$[0]') AS client_id, json_extract(value, '$[1]') AS before,
        json_extract(value, '$[2]') AS upto, json_extract(value, '$[3]') AS last
      FROM json_each(${JSON.stringify(series)})),
    c AS (
      SELECT p.*, coalesce(s.before, 0) AS s_before, coalesce(s.upto, 0) AS s_upto, coalesce(s.last, 0) AS s_last,
        cv.first_at, cv.second_at, cv.third_at, cv.last_at
      FROM p LEFT JOIN s ON s.client_id = p.client_id
        LEFT JOIN ${cv} cv ON cv.business_id = ${scope.businessId} AND cv.client_id = p.client_id)
    SELECT coalesce(sum(in_period > 0), 0) AS active,
      coalesce(sum(in_period > 0 AND (s_before > 0 OR coalesce(first_at < ${period.from}, 0))), 0) AS returned,
      coalesce(sum(in_period > 0 AND coalesce(CASE WHEN s_upto >= 3 THEN 1
        WHEN s_upto = 2 THEN first_at < ${period.to}
        WHEN s_upto = 1 THEN second_at < ${period.to}
        ELSE third_at < ${period.to} END, 0)), 0) AS retained,
      coalesce(sum(attended > 0), 0) AS attended_clients,
      coalesce(sum(attended > 0 AND (last_booked > last_attended OR s_last > last_attended
        OR coalesce(last_at >= ${period.to}, 0))), 0) AS rebooked,
      coalesce(sum(in_period = 1), 0) AS f1, coalesce(sum(in_period = 2), 0) AS f2,
      coalesce(sum(in_period BETWEEN 3 AND 5), 0) AS f3, coalesce(sum(in_period >= 6), 0) AS f6
    FROM c`);
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    active: n('active'),
    returning: n('returned'),
    retained: n('retained'),
    attendedClients: n('attended_clients'),
    rebooked: n('rebooked'),
    frequency: { '1': n('f1'), '2': n('f2'), '3-5': n('f3'), '6+': n('f6') },
  };
}
