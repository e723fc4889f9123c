import { clients } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { isVirtual, rowsBetween } from '../appointments/diary';
import { clientsOf } from '../appointments/load';
import type { BusinessScope } from '../core/scope';
import type { DashboardStatistic } from '../shared/analytics-schemas';
import { addDays, toInstant } from '../shared/zoned';
import { namesOf } from './names';

type Item = DashboardStatistic['today']['items'][number];
const unique = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))];
const nameOf = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`.trim();

/** Today's appointments and class sessions (series occurrences included) with their clients' names, by start. */
export async function todayItems(scope: BusinessScope, date: string, locale: Locale): Promise<Item[]> {
  const tz = scope.business.timezone;
  const from = toInstant(date, 0, tz);
  const to = toInstant(addDays(date, 1), 0, tz);
  const { rows: all, series } = await rowsBetween(scope.db, scope.businessId, tz, from, to);
  const rows = all.filter((r) => r.type !== 'blocked' && r.start_at.getTime() >= from && r.start_at.getTime() < to);
  const virtual = rows.filter(isVirtual);
  const seriesClients = new Map(series.map((s) => [s.id, s.client_ids]));
  const virtualIds = unique(virtual.flatMap((r) => seriesClients.get(r.series_id as string) ?? []));
  const b = scope.businessId;
  const [stored, people, serviceRows, classRows] = await Promise.all([
    clientsOf(
      scope.db,
      b,
      rows.filter((r) => !isVirtual(r)).map((r) => r.id),
    ),
    virtualIds.length
      ? scope.db
          .select({ id: clients.id, first_name: clients.first_name, last_name: clients.last_name })
          .from(clients)
          .where(and(eq(clients.business_id, b), inArray(clients.id, virtualIds)))
      : [],
    namesOf(
      scope,
      'service',
      rows.map((r) => r.service_id),
    ),
    namesOf(
      scope,
      'class',
      rows.map((r) => r.class_id),
    ),
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => {
    const who = isVirtual(r)
      ? (seriesClients.get(r.series_id as string) ?? []).flatMap((id) => {
          const p = person.get(id);
          return p ? [{ id, name: nameOf(p), status: 'pending' as const }] : [];
        })
      : (stored.get(r.id) ?? []).map((p) => ({ id: p.id, name: nameOf(p), status: p.status }));
    const title =
      (r.class_id && classRows.get(r.class_id)) ||
      (r.service_id && serviceRows.get(r.service_id)) ||
      r.title ||
      m.an_untitled({}, { locale });
    return {
      id: r.id,
      type: r.type as Item['type'],
      start_at: r.start_at.toISOString(),
      end_at: r.end_at.toISOString(),
      title,
      clients: who,
      video_meeting_url: r.video_meeting_url,
    };
  });
}
