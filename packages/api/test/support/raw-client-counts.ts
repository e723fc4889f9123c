import { sql } from 'drizzle-orm';
import { occurrenceVisits } from '../../src/analytics/visits';
import type { BusinessScope } from '../../src/core/scope';

/**
 * The clients' figures of a period by their definitions (definitions.md), from the raw rows: every kept visit
 * (appointment_clients ⋈ appointments, not cancelled, not blocked time; pending counts as attended once started)
 * and every series occurrence, any time. Active: a visit in the period; returning: and one before it; retained: and
 * three by its end; attended: an attended visit in it; rebooked: attended, and a visit after the last attended one.
 */
export async function rawClientCounts(
  scope: BusinessScope,
  span: { from: number; to: number; fromDate: string; toDate: string },
) {
  const now = scope.now.getTime();
  const stored = await scope.db.all<{ c: string; s: number; st: string }>(sql`SELECT ac.client_id AS c, a.start_at AS s,
      CASE WHEN ac.status = 'pending' AND a.start_at <= ${now} THEN 'attended' ELSE ac.status END AS st
    FROM appointment_clients ac JOIN appointments a ON a.id = ac.appointment_id AND a.business_id = ac.business_id
    WHERE a.business_id = ${scope.businessId} AND a.type <> 'blocked' AND ac.status <> 'cancelled'`);
  const far = { from: 0, to: 8_000_000_000_000, fromDate: '1970-01-01', toDate: '2199-12-31' };
  const all = [
    ...stored.map((r) => [r.c, Number(r.s), r.st] as const),
    ...(await occurrenceVisits(scope, far)).map((o) => [o[1], o[2], o[9]] as const),
  ];
  const by = new Map<string, (typeof all)[number][]>();
  for (const v of all) by.set(v[0], [...(by.get(v[0]) ?? []), v]);
  const out = {
    active: 0,
    returning: 0,
    retained: 0,
    attendedClients: 0,
    rebooked: 0,
    frequency: { '1': 0, '2': 0, '3-5': 0, '6+': 0 },
  };
  for (const visits of by.values()) {
    const inP = visits.filter((v) => v[1] >= span.from && v[1] < span.to);
    if (inP.length === 0) continue;
    out.active += 1;
    if (visits.some((v) => v[1] < span.from)) out.returning += 1;
    if (visits.filter((v) => v[1] < span.to).length >= 3) out.retained += 1;
    const att = inP.filter((v) => v[2] === 'attended').map((v) => v[1]);
    if (att.length > 0) {
      out.attendedClients += 1;
      const last = Math.max(...att);
      if (visits.some((v) => v[1] > last)) out.rebooked += 1;
    }
    const n = inP.length;
    out.frequency[n === 1 ? '1' : n === 2 ? '2' : n <= 5 ? '3-5' : '6+'] += 1;
  }
  return out;
}
