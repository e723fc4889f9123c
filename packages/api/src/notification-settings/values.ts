import { type appointments, businesses, classes, type Db, locations, services, users } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { eq } from 'drizzle-orm';
import type { PlaceholderValues } from './templates';

const intlLocale = (locale: Locale) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

/** "Tue 15 Dec" and "10:00" on the business's wall clock: short enough for one SMS. */
export function whenValues(at: Date, timeZone: string, locale: Locale): { date: string; time: string } {
  const tag = intlLocale(locale);
  return {
    date: new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(at),
    time: new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone }).format(at),
  };
}

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
  location: string;
  /** The appointment's video link (a Zoom meeting's join URL, or one the owner typed). */
  video_link: string;
}

export type AppointmentLike = Pick<
  typeof appointments.$inferSelect,
  'start_at' | 'service_id' | 'class_id' | 'location_id' | 'title'
> & { video_meeting_url?: string | null };

/** What an appointment's messages say about it: the service (or class, or title), the place, the business. */
export async function appointmentFacts(db: Db, businessId: string, a: AppointmentLike): Promise<AppointmentFacts | null> {
  const [row] = await db
    .select({ business: businesses.name, timezone: businesses.timezone })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) return null;
  const [service, klass, place] = await Promise.all([
    a.service_id ? db.select({ name: services.name }).from(services).where(eq(services.id, a.service_id)).limit(1) : [],
    a.class_id ? db.select({ name: classes.name }).from(classes).where(eq(classes.id, a.class_id)).limit(1) : [],
    a.location_id ? db.select().from(locations).where(eq(locations.id, a.location_id)).limit(1) : [],
  ]);
  const p = place[0];
  const address = p ? [p.title, p.address_1, p.address_2, p.city, p.post_code].filter((x) => x?.trim()).join(', ') : '';
  return {
    ...row,
    start_at: a.start_at,
    service: service[0]?.name ?? klass[0]?.name ?? a.title ?? '',
    location: address,
    video_link: a.video_meeting_url ?? '',
  };
}

/** The placeholders' values for one client and one appointment, in the message's language. */
export function placeholderValues(f: AppointmentFacts, clientName: string, locale: Locale, cancelLink = ''): PlaceholderValues {
  return {
    client_name: clientName,
    business: f.business,
    service: f.service,
    location: f.location,
    cancel_link: cancelLink,
    video_link: f.video_link,
    ...whenValues(f.start_at, f.timezone, locale),
  };
}
