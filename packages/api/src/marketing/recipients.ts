import { appointmentClients, appointments, type CampaignFilters, clients, type Db, locations, services } from '@kairos/db';
import { and, type SQL, sql } from 'drizzle-orm';
import { addDays, toInstant } from '../availability/zoned';
import { AppError } from '../core/errors';
import type { MessageChannel } from '../shared/messaging';

/**
 * Who a campaign reaches (SPEC 3 "Marketing campaign", SPEC 5): ONE SQL condition on `clients`, used by
 * POST /marketing/count and by the start of sending (INSERT ... SELECT), so the count is what is sent.
 * The business's active clients with marketing_messages on, opt_out off and an address for the channel,
 * matching EVERY filter given. The appointment filters (dates, services, locations) describe one visit
 * together: a visit in the dates, for one of the services, at one of the locations (a cancelled place
 * is not a visit). Everything runs in SQLite as EXISTS subqueries on the indexed appointment_clients
 * (business_id, client_id) and appointments (primary key); no client row is loaded to be filtered.
 */
export function hasAnyFilter(f: CampaignFilters): boolean {
  return Boolean(
    f.all_clients ||
      f.visited_from ||
      f.visited_to ||
      f.service_ids?.length ||
      f.not_seen_since ||
      f.birthday_month ||
      f.location_ids?.length ||
      f.created_from ||
      f.created_to ||
      f.client_ids?.length,
  );
}

const dayStart = (date: string, tz: string) => toInstant(date, 0, tz);
const dayEnd = (date: string, tz: string) => toInstant(addDays(date, 1), 0, tz);
const inList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A visit of the current client (`clients`.id) in the outer query, with extra conditions on `a`. */
function visit(businessId: string, ...conditions: SQL[]): SQL {
  const extra = conditions.length ? sql` AND ${sql.join(conditions, sql` AND `)}` : sql``;
  return sql`EXISTS (SELECT 1 FROM ${appointmentClients} ac JOIN ${appointments} a ON a.id = ac.appointment_id
    WHERE ac.business_id = ${businessId} AND ac.client_id = ${clients.id} AND ac.status <> 'cancelled'
      AND a.type <> 'blocked'${extra})`;
}

/** The WHERE of the recipients (on `clients`). */
export function recipientsWhere(businessId: string, tz: string, channel: MessageChannel, f: CampaignFilters): SQL {
  const parts: SQL[] = [
    sql`${clients.business_id} = ${businessId}`,
    sql`${clients.archived_at} IS NULL`,
    sql`${clients.marketing_messages} = 1`,
    sql`${clients.opt_out} = 0`,
    channel === 'email' ? sql`coalesce(${clients.email}, '') <> ''` : sql`coalesce(${clients.phone}, '') <> ''`,
  ];
  const onVisit: SQL[] = [];
  if (f.visited_from) onVisit.push(sql`a.start_at >= ${dayStart(f.visited_from, tz)}`);
  if (f.visited_to) onVisit.push(sql`a.start_at < ${dayEnd(f.visited_to, tz)}`);
  if (f.service_ids?.length) onVisit.push(sql`a.service_id IN (${inList(f.service_ids)})`);
  if (f.location_ids?.length) onVisit.push(sql`a.location_id IN (${inList(f.location_ids)})`);
  if (onVisit.length) parts.push(visit(businessId, ...onVisit));
  if (f.not_seen_since) {
    const since = dayStart(f.not_seen_since, tz);
    parts.push(visit(businessId, sql`a.start_at < ${since}`));
    parts.push(sql`NOT ${visit(businessId, sql`a.start_at >= ${since}`)}`);
  }
  if (f.birthday_month) {
    parts.push(sql`substr(${clients.birthday}, 6, 2) = ${String(f.birthday_month).padStart(2, '0')}`);
  }
  if (f.created_from) parts.push(sql`${clients.created_at} >= ${dayStart(f.created_from, tz)}`);
  if (f.created_to) parts.push(sql`${clients.created_at} < ${dayEnd(f.created_to, tz)}`);
  if (f.client_ids?.length) parts.push(sql`${clients.id} IN (${inList(f.client_ids)})`);
  return and(...parts) as SQL;
}

/** How many clients the filters reach now. */
export async function countRecipients(db: Db, where: SQL): Promise<number> {
  const row = await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${clients} WHERE ${where}`);
  return Number(row?.n ?? 0);
}

/** Every id in the filters must be the business's: another business's (or an unknown) id is NOT_FOUND, never counted. */
export async function assertFilterIds(db: Db, businessId: string, f: CampaignFilters): Promise<void> {
  const checks: [typeof clients | typeof services | typeof locations, string[] | undefined][] = [
    [services, f.service_ids],
    [locations, f.location_ids],
    [clients, f.client_ids],
  ];
  for (const [table, ids] of checks) {
    const unique = [...new Set(ids ?? [])];
    if (!unique.length) continue;
    const row = await db.get<{ n: number }>(
      sql`SELECT count(*) AS n FROM ${table} WHERE ${table.business_id} = ${businessId} AND ${table.id} IN (${inList(unique)})`,
    );
    if (Number(row?.n ?? 0) !== unique.length) throw new AppError('NOT_FOUND');
  }
}
