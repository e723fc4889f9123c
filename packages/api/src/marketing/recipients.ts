import { appointmentClients, appointments, type CampaignFilters, clients, type Db, locations, services } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { MarketingShortfall } from '../shared/clients-schemas';
import type { MessageChannel } from '../shared/messaging';
import { addDays, toInstant } from '../shared/zoned';

/**
 * Who a campaign reaches (docs/product/marketing.md "Marketing campaign", docs/product/marketing.md): ONE SQL condition on `clients`, used by
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

/**
 * The audience (on `clients`): the business's active clients matching EVERY filter, whether or not
 * they may receive marketing. The recipients are the audience's reachable clients; the rest are why the
 * campaign reaches fewer (`SHORTFALL`), which the wizard's count shows with a link to those clients.
 */
export function audienceWhere(businessId: string, tz: string, f: CampaignFilters): SQL {
  const parts: SQL[] = [sql`${clients.business_id} = ${businessId}`, sql`${clients.archived_at} IS NULL`];
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

const hasAddress = (channel: MessageChannel) =>
  channel === 'email' ? sql`coalesce(${clients.email}, '') <> ''` : sql`coalesce(${clients.phone}, '') <> ''`;
const agreed = sql`${clients.marketing_messages} = 1`;
const notOptedOut = sql`${clients.opt_out} = 0`;

/** May receive marketing on the channel: agreed to it, has not opted out, and has the address. */
export const reachable = (channel: MessageChannel): SQL => and(agreed, notOptedOut, hasAddress(channel)) as SQL;

/**
 * Why a client of the audience is not reachable, one reason each (they never overlap): opted out (the
 * client asked for none), not agreed (consent never recorded), or agreed without an email / a phone.
 * The clients list filters by these (`?marketing=`), so the wizard's link shows exactly those clients.
 */
export const SHORTFALL = {
  opted_out: sql`${clients.opt_out} = 1`,
  not_agreed: and(notOptedOut, sql`${clients.marketing_messages} = 0`) as SQL,
  no_email: and(agreed, notOptedOut, sql`NOT (${hasAddress('email')})`) as SQL,
  no_phone: and(agreed, notOptedOut, sql`NOT (${hasAddress('sms')})`) as SQL,
} satisfies Record<MarketingShortfall, SQL>;

/** The clients list's `marketing` filter: may get marketing (agreed and not opted out, any channel), or why not. */
export const MARKETING_STATE = { agreed: and(agreed, notOptedOut) as SQL, ...SHORTFALL };

/** The WHERE of the recipients (on `clients`): the audience's reachable clients. */
export function recipientsWhere(businessId: string, tz: string, channel: MessageChannel, f: CampaignFilters): SQL {
  return and(audienceWhere(businessId, tz, f), reachable(channel)) as SQL;
}

export interface AudienceCounts {
  /** Active clients matching the filters. */
  matched: number;
  recipients: number;
  not_agreed: number;
  opted_out: number;
  /** Agreed but without the channel's address (email or phone). */
  no_address: number;
}

/**
 * The audience now, in ONE scan: how many match, how many it reaches, and why the others are not reached;
 * and which languages the recipients read (their own; `null`: the owner's), which an SMS's price depends on.
 */
export async function audienceCounts(
  db: Db,
  businessId: string,
  tz: string,
  channel: MessageChannel,
  f: CampaignFilters,
): Promise<AudienceCounts & { languages: (Locale | null)[] }> {
  const n = (condition: SQL) => sql`coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;
  const to = reachable(channel);
  const row = await db.get<Record<keyof AudienceCounts | 'uk' | 'en' | 'own', number>>(sql`SELECT count(*) AS matched,
      ${n(to)} AS recipients, ${n(SHORTFALL.not_agreed)} AS not_agreed,
      ${n(SHORTFALL.opted_out)} AS opted_out, ${n(channel === 'email' ? SHORTFALL.no_email : SHORTFALL.no_phone)} AS no_address,
      ${n(sql`${to} AND ${clients.locale} = 'uk'`)} AS uk, ${n(sql`${to} AND ${clients.locale} = 'en'`)} AS en,
      ${n(sql`${to} AND ${clients.locale} IS NULL`)} AS own
    FROM ${clients} WHERE ${audienceWhere(businessId, tz, f)}`);
  const count = (k: keyof NonNullable<typeof row>) => Number(row?.[k] ?? 0);
  const languages = (['uk', 'en', null] as const).filter((l) => count(l ?? 'own') > 0);
  return {
    matched: count('matched'),
    recipients: count('recipients'),
    not_agreed: count('not_agreed'),
    opted_out: count('opted_out'),
    no_address: count('no_address'),
    languages,
  };
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
