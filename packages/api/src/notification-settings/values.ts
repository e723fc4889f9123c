import { type appointments, businesses, classes, type Db, locations, services, users } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { eq } from 'drizzle-orm';
import { clientNameValues, type MessageChannel, whenValues } from '../shared/messaging';
import type { PlaceholderValues } from './templates';

/** The language a client's messages are written in: theirs, else the business owner's, else Ukrainian. */
export async function messageLocale(db: Db, businessId: string, clientLocale: Locale | null): Promise<Locale> {
  return clientLocale ?? ownerLocale(db, businessId);
}

/** The business owner's account language (else Ukrainian): the language of clients who have none of their own. */
export async function ownerLocale(db: Db, businessId: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.owner_user_id))
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row?.locale ?? 'uk';
}

export interface AppointmentFacts {
  business: string;
  timezone: string;
  start_at: Date;
  service: string;
  /** The appointment's location, else the business's own address ('' when it has none). */
  location: string;
  /** The appointment's video link (a Zoom meeting's join URL, or one the owner typed). */
  video_link: string;
}

export type AppointmentLike = Pick<
  typeof appointments.$inferSelect,
  'start_at' | 'service_id' | 'class_id' | 'location_id' | 'title'
> & { video_meeting_url?: string | null };

const joinAddress = (parts: (string | null)[]) => parts.filter((p): p is string => Boolean(p?.trim())).join(', ');

/** What an appointment's messages say about it: the service (or class, or title), the place, the business. */
export async function appointmentFacts(db: Db, businessId: string, a: AppointmentLike): Promise<AppointmentFacts | null> {
  const [b] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!b) return null;
  const [service, klass, place] = await Promise.all([
    a.service_id ? db.select({ name: services.name }).from(services).where(eq(services.id, a.service_id)).limit(1) : [],
    a.class_id ? db.select({ name: classes.name }).from(classes).where(eq(classes.id, a.class_id)).limit(1) : [],
    a.location_id ? db.select().from(locations).where(eq(locations.id, a.location_id)).limit(1) : [],
  ]);
  const p = place[0];
  return {
    business: b.name,
    timezone: b.timezone,
    start_at: a.start_at,
    service: service[0]?.name ?? klass[0]?.name ?? a.title ?? '',
    location: p
      ? joinAddress([p.title, p.address_1, p.address_2, p.city, p.post_code])
      : joinAddress([b.address_1, b.address_2, b.city, b.post_code]),
    video_link: a.video_meeting_url ?? '',
  };
}

/**
 * The placeholders' values for one client and one appointment, in the message's language and for its channel:
 * what every sender of confirmations, reminders and thank-yous fills the owner's (or the default) text with.
 */
export function placeholderValues(
  f: AppointmentFacts,
  client: { first_name: string; last_name: string | null },
  locale: Locale,
  channel: MessageChannel,
  cancelLink = '',
): PlaceholderValues {
  return {
    ...clientNameValues(client),
    business: f.business,
    service: f.service,
    location: f.location,
    cancel_link: cancelLink,
    video_link: f.video_link,
    ...whenValues(f.start_at, f.timezone, locale, channel),
  };
}
