import { type SQLWrapper, sql } from 'drizzle-orm';
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

/** The series occurrences per client: [client, visits (never cancelled), last attended start or null, last start]. */
function occurrencesByClient(occ: OccurrenceVisit[]) {
  const by = new Map<string, [string, number, number | null, number]>();
  for (const [, client, start, , , , , , , status] of occ) {
    const c = by.get(client) ?? [client, 0, null, start];
    c[1] += 1;
    if (status === 'attended') c[2] = Math.max(c[2] ?? start, start);
    c[3] = Math.max(c[3], start);
    by.set(client, c);
  }
  return [...by.values()];
}

/**
 * Clients' figures for a period (definitions.md): active, returning (a visit before), retained (3rd appointment or
 * more by the period's end), those with an attended visit, and those rebooked after their last attended visit.
 * Only kept visits (not cancelled, not blocked time) count for any of them. One statement: it walks
 * `analytics_client_visits` (migration 0031: per client with a kept visit, the first, second, third and last start of
 * their kept visits), skips the clients whose kept visits all lie outside the period, and per other client reads
 * at most 6 of their kept visits in it (from the period's start, through `analytics_visits`' (business, client, start)
 * index: the frequency's 1 / 2 / 3-5 / 6+ need no more) and the last attended one (one seek from its end backwards),
 * as clientRates does. Returning = first before the period,
 * retained = the (3 − series visits)th by its end, rebooked = booked again after it. Series occurrences (a few
 * clients) come in as JSON, added to their client's row or, for a client with no stored visit in the period, as one.
 */
export async function clientCounts(scope: BusinessScope, period: Span) {
  const row = await countsRow(scope, period, true);
  const n = (k: string) => Number(row?.[k] ?? 0);
  return { ...rates(row), frequency: { '1': n('f1'), '2': n('f2'), '3-5': n('f3'), '6+': n('f6') } };
}

/**
 * clientCounts without the visit frequency (the KPIs, which do not show it), the same figures from fewer index
 * entries: a client is active when their first, second, third or last kept visit starts in the period, else by one
 * seek; the last attended visit in it is one seek of analytics_visits' (business, client, start) index from the
 * period's end backwards; rebooked = a later kept visit than that one, i.e. their last kept visit (any time) after it.
 * No client's visits in the period are counted one by one (~19 index entries each in the bench's year).
 */
export async function clientRates(scope: BusinessScope, period: Span) {
  return rates(await countsRow(scope, period, false));
}

function rates(row: Record<string, number | null> | undefined) {
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    active: n('active'),
    returning: n('returned'),
    retained: n('retained'),
    attendedClients: n('attended_clients'),
    rebooked: n('rebooked'),
  };
}

async function countsRow(scope: BusinessScope, period: Span, counted: boolean) {
  const [occ, series] = await Promise.all([occurrenceVisits(scope, period), seriesByClient(scope, period)]);
  const b = scope.businessId;
  const inPeriod = sql`${x.business_id} = ${b} AND ${x.start_at} >= ${period.from} AND ${x.start_at} < ${period.to}
    AND ${x.type} <> 'blocked' AND ${x.status} <> 'cancelled'`;
  const attendedSql = sql`(${x.status} = 'attended' OR (${x.status} = 'pending' AND ${x.start_at} <= ${scope.now.getTime()}))`;
  const within = (col: SQLWrapper) => sql`(${col} >= ${period.from} AND ${col} < ${period.to})`;
  const lastAttended = (client: SQLWrapper) => sql`(SELECT ${x.start_at} FROM ${x} WHERE ${x.client_id} = ${client}
    AND ${inPeriod} AND ${attendedSql} ORDER BY ${x.start_at} DESC LIMIT 1)`;
  const cols = sql`${cv.client_id} AS client_id, ${cv.first_at} AS first_at, ${cv.second_at} AS second_at,
    ${cv.third_at} AS third_at, ${cv.last_at} AS last_at`;
  const clients = sql`${cv} WHERE ${cv.business_id} = ${b} AND ${cv.last_at} >= ${period.from} AND ${cv.first_at} < ${period.to}`;
  // Per client with a kept visit in the period: how many (1 when not counted), the last attended, and as the last
  // booked their last kept visit at any time (only compared with the last attended: later than it and before the
  // period's end = booked again in the period; at or after its end counts as rebooked anyway; the same answer).
  // Counted: one walk of at most their last 6 kept visits in the period (the frequency tells no more apart: 6+),
  // giving how many (kl % 8) and the last attended among them (kl / 8, as start − from + 1; 0 = none); only a client
  // with 6 and none of them attended needs a second seek for it.
  const kl = sql`(SELECT count(*) + 8 * coalesce(max(CASE WHEN a THEN t - ${period.from} + 1 END), 0) FROM (
    SELECT ${x.start_at} AS t, ${attendedSql} AS a FROM ${x} WHERE ${x.client_id} = ${cv.client_id} AND ${inPeriod}
    ORDER BY ${x.start_at} DESC LIMIT 6))`;
  const stored = counted
    ? sql`SELECT client_id, kl % 8 AS k, CASE WHEN kl >= 8 THEN CAST(kl / 8 AS INTEGER) + ${period.from} - 1
          WHEN kl < 6 THEN NULL ELSE ${lastAttended(sql`s.client_id`)} END AS la,
          last_at AS lb, first_at, second_at, third_at, last_at
        FROM (SELECT ${cols}, ${kl} AS kl FROM ${clients} LIMIT -1) s WHERE kl > 0`
    : sql`SELECT client_id, 1 AS k, la, last_at AS lb, first_at, second_at, third_at, last_at
        FROM (SELECT ${cols}, ${lastAttended(cv.client_id)} AS la FROM ${clients} LIMIT -1) s
        WHERE la IS NOT NULL OR first_at >= ${period.from} OR last_at < ${period.to} OR ${within(sql`s.second_at`)}
          OR ${within(sql`s.third_at`)} OR EXISTS (SELECT 1 FROM ${x} WHERE ${x.client_id} = s.client_id AND ${inPeriod})`;
  const [row] = await scope.db.all<Record<string, number | null>>(sql`
    WITH e AS MATERIALIZED (
      SELECT client_id, sum(k) AS k, max(la) AS la, max(lb) AS lb, max(bf) AS bf, max(up) AS up, max(sl) AS sl FROM (
        SELECT json_extract(value, '$[0]') AS client_id, json_extract(value, '$[1]') AS k, json_extract(value, '$[2]') AS la,
          json_extract(value, '$[3]') AS lb, 0 AS bf, 0 AS up, 0 AS sl
        FROM json_each(${JSON.stringify(occurrencesByClient(occ))})
        UNION ALL
        SELECT json_extract(value, '$[0]'), 0, NULL, NULL, json_extract(value, '$[1]'), json_extract(value, '$[2]'),
          json_extract(value, '$[3]')
        FROM json_each(${JSON.stringify(series)}))
      GROUP BY client_id),
    c AS (
      SELECT r.k + coalesce(e.k, 0) AS in_period, coalesce(max(r.la, e.la), r.la, e.la) AS last_attended,
        coalesce(max(r.lb, e.lb), r.lb, e.lb) AS last_booked, coalesce(e.bf, 0) AS s_before, coalesce(e.up, 0) AS s_upto,
        coalesce(e.sl, 0) AS s_last, r.first_at, r.second_at, r.third_at, r.last_at
      FROM (${stored}) r
      LEFT JOIN e ON e.client_id = r.client_id
      UNION ALL
      SELECT e.k, e.la, e.lb, e.bf, e.up, e.sl, k.first_at, k.second_at, k.third_at, k.last_at
      FROM e LEFT JOIN ${cv} k ON k.business_id = ${b} AND k.client_id = e.client_id
      WHERE NOT EXISTS (SELECT 1 FROM ${x} WHERE ${x.client_id} = e.client_id AND ${inPeriod}))
    SELECT coalesce(sum(in_period > 0), 0) AS active,
      coalesce(sum(in_period > 0 AND (s_before > 0 OR coalesce(first_at < ${period.from}, 0))), 0) AS returned,
      coalesce(sum(in_period > 0 AND coalesce(CASE WHEN s_upto >= 3 THEN 1
        WHEN s_upto = 2 THEN first_at < ${period.to}
        WHEN s_upto = 1 THEN second_at < ${period.to}
        ELSE third_at < ${period.to} END, 0)), 0) AS retained,
      coalesce(sum(last_attended IS NOT NULL), 0) AS attended_clients,
      coalesce(sum(last_attended IS NOT NULL AND (last_booked > last_attended OR s_last > last_attended
        OR coalesce(last_at >= ${period.to}, 0))), 0) AS rebooked,
      coalesce(sum(in_period = 1), 0) AS f1, coalesce(sum(in_period = 2), 0) AS f2,
      coalesce(sum(in_period BETWEEN 3 AND 5), 0) AS f3, coalesce(sum(in_period >= 6), 0) AS f6
    FROM c`);
  return row;
}
